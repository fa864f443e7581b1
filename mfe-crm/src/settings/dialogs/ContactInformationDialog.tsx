import { ContactInformationSchema, type ContactInformation } from '@planner/api';
import { Form, FormDialog, Input, PhoneInput, valibotFieldRules } from '@planner/ui';
import { useSaveTenantInformation } from '../useTenantInformation';
import type { TenantDialogProps } from './TenantDialogProps';

const rules = valibotFieldRules(ContactInformationSchema);

export default function ContactInformationDialog({ tenant, onClose }: TenantDialogProps) {
  const save = useSaveTenantInformation();
  return (
    <FormDialog<ContactInformation>
      open
      title="Kontaktinformationen bearbeiten"
      successMessage="Kontaktinformationen gespeichert."
      initialValues={tenant.contactInformation ?? { url: '', fax: '' }}
      onClose={onClose}
      onSubmit={async (contactInformation) => {
        await save({ ...tenant, contactInformation });
      }}
    >
      <Form.Item name="mail" label="E-Mail" rules={rules.mail}>
        <Input type="email" autoFocus />
      </Form.Item>
      <Form.Item name="phone" label="Telefon" rules={rules.phone}>
        <PhoneInput />
      </Form.Item>
      <Form.Item name="fax" label="Fax (optional)" rules={rules.fax}>
        <PhoneInput autoComplete="off" />
      </Form.Item>
      <Form.Item name="url" label="Website" rules={rules.url}>
        <Input />
      </Form.Item>
    </FormDialog>
  );
}
