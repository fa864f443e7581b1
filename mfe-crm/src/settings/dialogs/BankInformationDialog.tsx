import { BankInformationSchema, type BankInformation } from '@planner/api';
import { Form, FormDialog, Input, valibotFieldRules } from '@planner/ui';
import { useSaveTenantInformation } from '../useTenantInformation';
import type { TenantDialogProps } from './TenantDialogProps';

const rules = valibotFieldRules(BankInformationSchema);

export default function BankInformationDialog({ tenant, onClose }: TenantDialogProps) {
  const save = useSaveTenantInformation();
  return (
    <FormDialog<BankInformation>
      open
      title="Bankdaten bearbeiten"
      successMessage="Bankdaten gespeichert."
      initialValues={tenant.bankInformation ?? {}}
      onClose={onClose}
      onSubmit={async (bankInformation) => {
        await save({ ...tenant, bankInformation });
      }}
    >
      <Form.Item name="name" label="Bank" rules={rules.name}>
        <Input autoFocus />
      </Form.Item>
      <Form.Item name="iban" label="IBAN" rules={rules.iban}>
        <Input />
      </Form.Item>
      <Form.Item name="bic" label="BIC" rules={rules.bic}>
        <Input />
      </Form.Item>
    </FormDialog>
  );
}
