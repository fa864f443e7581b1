import { randomUuid, type CustomerInput } from '@planner/api';
import { Button, Form } from '@planner/ui';
import type { ReactNode } from 'react';
import { CustomerFields, EMPTY_CUSTOMER_FIELDS, toCustomerInput } from '../customers/CustomerFields';

interface CustomerFormStepProps {
  initial: CustomerInput | undefined;
  onContinue: (customer: CustomerInput) => void;
  footer: (submit: ReactNode) => ReactNode;
}

/** Stage 1b: the new customer. */
export function CustomerFormStep({ initial, onContinue, footer }: CustomerFormStepProps) {
  return (
    <Form<Omit<CustomerInput, 'id'>>
      layout="vertical"
      initialValues={initial ?? EMPTY_CUSTOMER_FIELDS}
      onFinish={(values) => onContinue(toCustomerInput(values, initial?.id ?? randomUuid()))}
    >
      <CustomerFields />
      {footer(
        <Button type="primary" htmlType="submit">
          Weiter
        </Button>,
      )}
    </Form>
  );
}
