import {
  PropertyDeveloperAddressSchema,
  PropertyDeveloperContactSchema,
  PropertyDeveloperSchema,
  randomUuid,
  type PropertyDeveloper,
} from '@planner/api';
import { Col, Form, FormDialog, Input, PhoneInput, Row, valibotFieldRules } from '@planner/ui';
import { useSavePropertyDeveloper } from '../usePropertyDevelopers';

type DeveloperValues = Omit<PropertyDeveloper, 'id' | 'namespace'>;

const rules = valibotFieldRules(PropertyDeveloperSchema);
const addressRules = valibotFieldRules(PropertyDeveloperAddressSchema);
const contactRules = valibotFieldRules(PropertyDeveloperContactSchema);

const EMPTY_DEVELOPER: DeveloperValues = {
  name: '',
  address: { street: '', houseNumber: '', zipCode: '', city: '' },
  contactInformation: { mail: '', phone: '', fax: '', url: '' },
};

export interface PropertyDeveloperDialogProps {
  /** The developer to edit; a new one is created without it. */
  developer?: PropertyDeveloper;
  onClose: () => void;
  onSaved?: (developer: PropertyDeveloper) => void;
}

export default function PropertyDeveloperDialog({ developer, onClose, onSaved }: PropertyDeveloperDialogProps) {
  const save = useSavePropertyDeveloper();
  return (
    <FormDialog<DeveloperValues>
      open
      title={developer ? 'Bauträger bearbeiten' : 'Bauträger hinzufügen'}
      successMessage={developer ? 'Bauträger aktualisiert.' : 'Bauträger erfolgreich erstellt'}
      initialValues={developer ?? EMPTY_DEVELOPER}
      onClose={onClose}
      onSubmit={async (values) => {
        const { data } = await save({ ...values, id: developer?.id ?? randomUuid() });
        if (data) onSaved?.(data);
      }}
      width={640}
    >
      <Form.Item name="name" label="Name" rules={rules.name}>
        <Input autoFocus maxLength={255} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={16}>
          <Form.Item name={['address', 'street']} label="Straße" rules={addressRules.street}>
            <Input autoComplete="address-line1" />
          </Form.Item>
        </Col>
        <Col xs={8}>
          <Form.Item name={['address', 'houseNumber']} label="Hausnummer" rules={addressRules.houseNumber}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={8}>
          <Form.Item name={['address', 'zipCode']} label="PLZ" rules={addressRules.zipCode}>
            <Input autoComplete="postal-code" />
          </Form.Item>
        </Col>
        <Col xs={16}>
          <Form.Item name={['address', 'city']} label="Ort" rules={addressRules.city}>
            <Input autoComplete="address-level2" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={['contactInformation', 'phone']} label="Telefon" rules={contactRules.phone}>
            <PhoneInput />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={['contactInformation', 'fax']} label="Fax" rules={contactRules.fax}>
            <PhoneInput autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={['contactInformation', 'mail']} label="E-Mail" rules={contactRules.mail}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={['contactInformation', 'url']} label="Website" rules={contactRules.url}>
            <Input placeholder="www.beispiel.de" />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
