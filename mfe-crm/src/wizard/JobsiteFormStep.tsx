import { randomUuid, type Address, type JobsiteInput } from '@planner/api';
import { Button, Checkbox, Form } from '@planner/ui';
import type { ReactNode } from 'react';
import { JobsiteFields } from '../jobsites/JobsiteFields';

type JobsiteValues = Omit<JobsiteInput, 'id' | 'customerId'> & { usesCustomerAddress: boolean };

interface JobsiteFormStepProps {
  customerId: string;
  customerAddress: Address;
  initial: { jobsite: JobsiteInput; usesCustomerAddress: boolean } | undefined;
  onContinue: (jobsite: JobsiteInput, usesCustomerAddress: boolean) => void;
  footer: (submit: ReactNode) => ReactNode;
}

/** Stage 2b: the new jobsite; 'Kundenadresse verwenden' copies and locks the customer's address. */
export function JobsiteFormStep({ customerId, customerAddress, initial, onContinue, footer }: JobsiteFormStepProps) {
  const [form] = Form.useForm<JobsiteValues>();
  const usesCustomerAddress = Form.useWatch('usesCustomerAddress', form) ?? false;
  return (
    <Form<JobsiteValues>
      form={form}
      layout="vertical"
      initialValues={initial ? { ...initial.jobsite, usesCustomerAddress: initial.usesCustomerAddress } : { comment: '', usesCustomerAddress: false }}
      onValuesChange={(changed: Partial<JobsiteValues>) => {
        if (changed.usesCustomerAddress) form.setFieldValue('location', { ...customerAddress });
      }}
      onFinish={({ usesCustomerAddress: uses, ...values }) =>
        onContinue({ ...values, comment: values.comment ?? '', id: initial?.jobsite.id ?? randomUuid(), customerId }, uses)
      }
    >
      <Form.Item name="usesCustomerAddress" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox>Kundenadresse verwenden</Checkbox>
      </Form.Item>
      <JobsiteFields addressLocked={usesCustomerAddress} />
      {footer(
        <Button type="primary" htmlType="submit">
          Weiter
        </Button>,
      )}
    </Form>
  );
}
