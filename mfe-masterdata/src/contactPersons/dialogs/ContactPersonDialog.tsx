import { ContactPersonSchema, randomUuid, type ContactPerson } from '@planner/api';
import { Col, Form, FormDialog, Input, PhoneInput, Row, valibotFieldRules } from '@planner/ui';
import { useSaveContactPerson } from '../useContactPersons';

type ContactPersonValues = Omit<ContactPerson, 'id' | 'companyId' | 'email'> & { email: string };

const rules = valibotFieldRules(ContactPersonSchema);

export interface ContactPersonDialogProps {
  propertyDeveloperId: string;
  /** The Bauleiter to edit; a new one is created without it. */
  contactPerson?: ContactPerson;
  onClose: () => void;
}

export default function ContactPersonDialog({ propertyDeveloperId, contactPerson, onClose }: ContactPersonDialogProps) {
  const save = useSaveContactPerson();
  return (
    <FormDialog<ContactPersonValues>
      open
      title={contactPerson ? 'Bauleiter bearbeiten' : 'Bauleiter hinzufügen'}
      successMessage="Bauleiter gespeichert."
      initialValues={{
        firstName: contactPerson?.firstName ?? '',
        lastName: contactPerson?.lastName ?? '',
        phone: contactPerson?.phone ?? '',
        cellphone: contactPerson?.cellphone ?? '',
        email: contactPerson?.email ?? '',
      }}
      onClose={onClose}
      onSubmit={async (values) => {
        await save({ ...values, id: contactPerson?.id ?? randomUuid(), companyId: propertyDeveloperId });
      }}
      width={560}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="firstName" label="Vorname" rules={rules.firstName}>
            <Input autoFocus autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label="Nachname" rules={rules.lastName}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label="Telefon" rules={rules.phone}>
            <PhoneInput autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="cellphone" label="Mobil" rules={rules.cellphone}>
            <PhoneInput autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="email" label="E-Mail" required rules={rules.email}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
    </FormDialog>
  );
}
