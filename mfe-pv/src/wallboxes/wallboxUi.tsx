import {
  wallboxEndpoints,
  WallboxInputSchema,
  WALLBOX_TYPES,
  type Wallbox,
  type WallboxInput,
  type WallboxType,
} from '@planner/api/pv';
import { Col, Form, Row, Select, valibotFieldRules } from '@planner/ui';
import { ManufacturerSelect } from '../manufacturers/ManufacturerSelect';
import { formatMeasure } from '../parts/format';
import { MeasureInput } from '../parts/MeasureInput';
import { erasePartUi, manufacturerColumn, manufacturerItems } from '../parts/partUi';

const WALLBOX_TYPE_LABELS: Record<WallboxType, string> = {
  Socket: 'Mit Ladesteckdose',
  FixedCable: 'Mit festem Ladekabel',
};

const rules = valibotFieldRules(WallboxInputSchema);

function WallboxFields() {
  return (
    <>
      <Form.Item name="manufacturerId" label="Hersteller" rules={rules.manufacturerId}>
        <ManufacturerSelect />
      </Form.Item>
      <Form.Item name="type" label="Typ" rules={rules.type}>
        <Select
          placeholder="Typ auswählen"
          options={WALLBOX_TYPES.map((value) => ({ value, label: WALLBOX_TYPE_LABELS[value] }))}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={12}>
          <Form.Item name="chargingCapacity" label="Ladeleistung" rules={rules.chargingCapacity}>
            <MeasureInput unit="kW" decimals={1} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="cableLength" label="Kabellänge" rules={rules.cableLength}>
            <MeasureInput unit="m" decimals={1} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

export const wallboxUi = erasePartUi<Wallbox, Omit<WallboxInput, 'id'>>({
  endpoints: wallboxEndpoints,
  basePath: '/master-data/pv/wallboxes',
  title: 'Wallboxen',
  singular: 'Wallbox',
  addLabel: 'Wallbox hinzufügen',
  searchPlaceholder: 'Wallbox suchen',
  sortKeys: ['Name', 'Price'],
  columns: [
    manufacturerColumn<Wallbox>(),
    {
      title: 'Ladeleistung',
      key: 'chargingCapacity',
      align: 'right',
      breakpoints: ['desktop'],
      render: (_, part) => formatMeasure(part.chargingCapacity, 'kW', 1),
    },
  ],
  generalItems: manufacturerItems,
  technicalItems: (part) => [
    { key: 'type', label: 'Typ', children: WALLBOX_TYPE_LABELS[part.type] },
    { key: 'chargingCapacity', label: 'Ladeleistung', children: formatMeasure(part.chargingCapacity, 'kW', 1) },
    { key: 'cableLength', label: 'Kabellänge', children: formatMeasure(part.cableLength, 'm', 1) },
  ],
  Fields: WallboxFields,
  toValues: (part) =>
    part
      ? {
          name: part.name,
          description: part.description,
          price: part.price,
          manufacturerId: part.manufacturer.id,
          type: part.type,
          chargingCapacity: part.chargingCapacity,
          cableLength: part.cableLength,
        }
      : {},
  toBody: (values, id, priceValidFrom) => ({ wallbox: { ...values, id }, priceValidFrom }),
});
