import { BILLING_UNIT_CODES, BILLING_UNIT_NAMES } from '@planner/api';
import { Col, Form, MoneyInput, Row, Select, type FormRule } from '@planner/ui';

const UNIT_OPTIONS = BILLING_UNIT_CODES.map((code) => ({ value: code, label: BILLING_UNIT_NAMES[code] }));

/** The price of an item and the unit it is billed in (Stück, m, psch., Std.), side by side. */
export function PriceWithUnitFields({ priceRules }: { priceRules: FormRule[] }) {
  return (
    <Row gutter={12}>
      <Col xs={24} sm={14}>
        <Form.Item name="price" label="Preis pro Einheit" rules={priceRules}>
          <MoneyInput min={0} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={10}>
        <Form.Item name="unit" label="Einheit">
          <Select options={UNIT_OPTIONS} />
        </Form.Item>
      </Col>
    </Row>
  );
}
