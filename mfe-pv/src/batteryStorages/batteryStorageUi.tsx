import {
  batteryStorageEndpoints,
  BatteryStorageInputSchema,
  type BatteryStorage,
  type BatteryStorageInput,
} from '@planner/api/pv';
import { Form, valibotFieldRules } from '@planner/ui';
import { ManufacturerSelect } from '../manufacturers/ManufacturerSelect';
import { formatMeasure } from '../parts/format';
import { MeasureInput } from '../parts/MeasureInput';
import { erasePartUi, manufacturerColumn, manufacturerItems } from '../parts/partUi';

const rules = valibotFieldRules(BatteryStorageInputSchema);

function BatteryStorageFields() {
  return (
    <>
      <Form.Item name="manufacturerId" label="Hersteller" rules={rules.manufacturerId}>
        <ManufacturerSelect />
      </Form.Item>
      <Form.Item name="usableCapacity" label="Nutzbare Kapazität" rules={rules.usableCapacity}>
        <MeasureInput unit="kWh" decimals={2} />
      </Form.Item>
    </>
  );
}

export const batteryStorageUi = erasePartUi<BatteryStorage, Omit<BatteryStorageInput, 'id'>>({
  endpoints: batteryStorageEndpoints,
  basePath: '/master-data/pv/battery-storages',
  title: 'Batteriespeicher',
  singular: 'Batteriespeicher',
  addLabel: 'Batteriespeicher hinzufügen',
  searchPlaceholder: 'Batteriespeicher suchen',
  sortKeys: ['Name', 'Price'],
  columns: [
    manufacturerColumn<BatteryStorage>(),
    {
      title: 'Nutzbare Kapazität',
      key: 'usableCapacity',
      align: 'right',
      breakpoints: ['desktop'],
      render: (_, part) => formatMeasure(part.usableCapacity, 'kWh', 1, 2),
    },
  ],
  generalItems: manufacturerItems,
  technicalItems: (part) => [
    { key: 'usableCapacity', label: 'Nutzbare Kapazität', children: formatMeasure(part.usableCapacity, 'kWh', 1, 2) },
  ],
  Fields: BatteryStorageFields,
  toValues: (part) =>
    part
      ? {
          name: part.name,
          description: part.description,
          price: part.price,
          manufacturerId: part.manufacturer.id,
          usableCapacity: part.usableCapacity,
        }
      : {},
  toBody: (values, id, priceValidFrom) => ({ batteryStorage: { ...values, id }, priceValidFrom }),
});
