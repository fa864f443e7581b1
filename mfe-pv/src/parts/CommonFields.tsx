import { MetalRoofTileInputSchema } from '@planner/api/pv';
import { Form, Input, MoneyInput, valibotFieldRules } from '@planner/ui';

const rules = valibotFieldRules(MetalRoofTileInputSchema);

/** Name, price and description of every PV part. */
export function NameField() {
  return (
    <Form.Item name="name" label="Name" rules={rules.name}>
      <Input autoFocus maxLength={255} />
    </Form.Item>
  );
}

export function PriceAndDescriptionFields() {
  return (
    <>
      <Form.Item name="price" label="Preis" rules={rules.price}>
        <MoneyInput min={0} />
      </Form.Item>
      <Form.Item name="description" label="Beschreibung" rules={rules.description}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
      </Form.Item>
    </>
  );
}
