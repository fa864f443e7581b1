import { AddressSchema } from '@planner/api';
import { Col, Form, Input, Row, valibotFieldRules } from '@planner/ui';

const rules = valibotFieldRules(AddressSchema);

interface AddressFieldsProps {
  /** Form name of the address object, e.g. `address` or `location`. */
  name: string;
  disabled?: boolean;
}

/** Street, house number, zip code and city of an address object in a form. */
export function AddressFields({ name, disabled }: AddressFieldsProps) {
  return (
    <Row gutter={12}>
      <Col xs={16}>
        <Form.Item name={[name, 'street']} label="Straße" rules={rules.street}>
          <Input autoComplete="address-line1" disabled={disabled} />
        </Form.Item>
      </Col>
      <Col xs={8}>
        <Form.Item name={[name, 'houseNumber']} label="Hausnummer" rules={rules.houseNumber}>
          <Input disabled={disabled} />
        </Form.Item>
      </Col>
      <Col xs={8}>
        <Form.Item name={[name, 'zipCode']} label="PLZ" rules={rules.zipCode}>
          <Input autoComplete="postal-code" disabled={disabled} />
        </Form.Item>
      </Col>
      <Col xs={16}>
        <Form.Item name={[name, 'city']} label="Ort" rules={rules.city}>
          <Input autoComplete="address-level2" disabled={disabled} />
        </Form.Item>
      </Col>
    </Row>
  );
}
