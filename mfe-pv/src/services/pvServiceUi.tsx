import {
  PV_SERVICE_PRICING_BASES,
  PV_SERVICE_PRICING_BASIS_LABELS,
  pvServiceEndpoints,
  PvServiceInputSchema,
  type PvService,
  type PvServiceInput,
} from '@planner/api/pv';
import { Form, Select, valibotFieldRules } from '@planner/ui';
import { erasePartUi } from '../parts/partUi';

const rules = valibotFieldRules(PvServiceInputSchema);

const VAT_ASSIGNMENT_LABELS = {
  yes: 'Gehört zur PV-Anlage (0 % nach § 12 Abs. 3 UStG möglich)',
  no: 'Nicht Teil der PV-Anlage (immer 19 %)',
} as const;
const vatAssignmentLabel = (partOfPvSystem: boolean) => VAT_ASSIGNMENT_LABELS[partOfPvSystem ? 'yes' : 'no'];

function PvServiceFields() {
  return (
    <>
      <Form.Item
        name="pricingBasis"
        label="Preisgrundlage"
        rules={rules.pricingBasis}
        extra="Der Preis gilt pauschal, je Modul oder je kWp der Anlage."
      >
        <Select
          placeholder="Preisgrundlage auswählen"
          options={PV_SERVICE_PRICING_BASES.map((value) => ({ value, label: PV_SERVICE_PRICING_BASIS_LABELS[value] }))}
        />
      </Form.Item>
      <Form.Item name="partOfPvSystem" label="Umsatzsteuer" rules={rules.partOfPvSystem}>
        <Select
          placeholder="Zuordnung auswählen"
          options={[true, false].map((value) => ({ value, label: vatAssignmentLabel(value) }))}
        />
      </Form.Item>
    </>
  );
}

export const pvServiceUi = erasePartUi<PvService, Omit<PvServiceInput, 'id'>>({
  endpoints: pvServiceEndpoints,
  basePath: '/master-data/pv/services',
  title: 'PV-Dienstleistungen',
  singular: 'PV-Dienstleistung',
  addLabel: 'PV-Dienstleistung hinzufügen',
  searchPlaceholder: 'PV-Dienstleistung suchen',
  sortKeys: ['Name', 'Price'],
  columns: [
    {
      title: 'Preisgrundlage',
      key: 'pricingBasis',
      breakpoints: ['tablet', 'desktop'],
      render: (_, service) => PV_SERVICE_PRICING_BASIS_LABELS[service.pricingBasis],
    },
  ],
  technicalItems: (service) => [
    { key: 'pricingBasis', label: 'Preisgrundlage', children: PV_SERVICE_PRICING_BASIS_LABELS[service.pricingBasis] },
    { key: 'partOfPvSystem', label: 'Umsatzsteuer', children: vatAssignmentLabel(service.partOfPvSystem) },
  ],
  Fields: PvServiceFields,
  toValues: (service) => service ?? { pricingBasis: 'Flat', partOfPvSystem: true },
  toBody: (values, id, priceValidFrom) => ({
    pvService: {
      id,
      name: values.name,
      description: values.description,
      price: values.price,
      pricingBasis: values.pricingBasis,
      partOfPvSystem: values.partOfPvSystem,
    },
    priceValidFrom,
  }),
});
