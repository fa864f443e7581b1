import { heaterRodEndpoints, HeaterRodInputSchema, type HeaterRod, type HeaterRodInput } from '@planner/api/pv';
import { Col, Form, Row, valibotFieldRules } from '@planner/ui';
import { formatMeasure } from '../parts/format';
import { MeasureInput } from '../parts/MeasureInput';
import { erasePartUi } from '../parts/partUi';

const rules = valibotFieldRules(HeaterRodInputSchema);

function HeaterRodFields() {
  return (
    <Row gutter={12}>
      <Col xs={24} sm={8}>
        <Form.Item name="heatingCapacity" label="Heizleistung" rules={rules.heatingCapacity}>
          <MeasureInput unit="kW" decimals={1} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={8}>
        <Form.Item name="length" label="Länge" rules={rules.length}>
          <MeasureInput unit="mm" decimals={0} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={8}>
        <Form.Item name="diameter" label="Durchmesser" rules={rules.diameter}>
          <MeasureInput unit="mm" decimals={0} />
        </Form.Item>
      </Col>
    </Row>
  );
}

export const heaterRodUi = erasePartUi<HeaterRod, Omit<HeaterRodInput, 'id'>>({
  endpoints: heaterRodEndpoints,
  basePath: '/master-data/pv/heater-rods',
  title: 'Heizstäbe',
  singular: 'Heizstab',
  addLabel: 'Heizstab hinzufügen',
  searchPlaceholder: 'Heizstab suchen',
  sortKeys: ['Name', 'Price'],
  columns: [
    {
      title: 'Heizleistung',
      key: 'heatingCapacity',
      align: 'right',
      breakpoints: ['tablet', 'desktop'],
      render: (_, part) => formatMeasure(part.heatingCapacity, 'kW', 1),
    },
  ],
  technicalItems: (part) => [
    { key: 'heatingCapacity', label: 'Heizleistung', children: formatMeasure(part.heatingCapacity, 'kW', 1) },
    { key: 'length', label: 'Länge', children: formatMeasure(part.length, 'mm') },
    { key: 'diameter', label: 'Durchmesser', children: formatMeasure(part.diameter, 'mm') },
  ],
  Fields: HeaterRodFields,
  toValues: (part) => part ?? {},
  toBody: (values, id, priceValidFrom) => ({
    heaterRod: {
      id,
      name: values.name,
      description: values.description,
      price: values.price,
      heatingCapacity: values.heatingCapacity,
      length: values.length,
      diameter: values.diameter,
    },
    priceValidFrom,
  }),
});
