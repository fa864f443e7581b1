import { LegalInformationSchema, type LegalInformation } from '@planner/api';
import { Form, FormDialog, Input, valibotFieldRules } from '@planner/ui';
import { useSaveTenantInformation } from '../useTenantInformation';
import type { TenantDialogProps } from './TenantDialogProps';

const rules = valibotFieldRules(LegalInformationSchema);

export default function LegalInformationDialog({ tenant, onClose }: TenantDialogProps) {
  const save = useSaveTenantInformation();
  return (
    <FormDialog<LegalInformation>
      open
      title="Rechtliche Informationen bearbeiten"
      successMessage="Rechtliche Informationen gespeichert."
      initialValues={tenant.legalInformation ?? {}}
      onClose={onClose}
      onSubmit={async (legalInformation) => {
        await save({ ...tenant, legalInformation });
      }}
    >
      <Form.Item name="director" label="Geschäftsführung" rules={rules.director}>
        <Input autoFocus />
      </Form.Item>
      <Form.Item name="taxId" label="Steuernummer / USt-IdNr." rules={rules.taxId}>
        <Input />
      </Form.Item>
      <Form.Item name="registerCourt" label="Registergericht" rules={rules.registerCourt}>
        <Input />
      </Form.Item>
      <Form.Item name="registrationNumber" label="Registernummer" rules={rules.registrationNumber}>
        <Input />
      </Form.Item>
    </FormDialog>
  );
}
