import { randomUuid } from '@planner/api';
import { PV_OFFER_UNIT_LABELS, PV_OFFER_UNITS, PvOfferFreeLineSchema, type PvOfferFreeLine } from '@planner/api/pv';
import { Checkbox, Form, FormDialog, Input, InputNumber, MoneyInput, Select, valibotFieldRules } from '@planner/ui';

const rules = valibotFieldRules(PvOfferFreeLineSchema);
type FreeLineValues = Omit<PvOfferFreeLine, 'id'>;

interface FreeLineDialogProps {
  onSave: (line: PvOfferFreeLine) => Promise<boolean>;
  onClose: () => void;
}

/** Adds a line beside the design's positions, e.g. 'Überspannungsschutz DC'; part of the PV system or not. */
export default function FreeLineDialog({ onSave, onClose }: FreeLineDialogProps) {
  const [form] = Form.useForm<FreeLineValues>();
  return (
    <FormDialog<FreeLineValues>
      open
      form={form}
      title="Freie Position hinzufügen"
      okText="Hinzufügen"
      successMessage="Position hinzugefügt."
      initialValues={{ name: '', quantity: 1, unit: 'Stk', partOfPvSystem: true }}
      onClose={onClose}
      onSubmit={async (values) => ((await onSave({ id: randomUuid(), ...values, name: values.name.trim() })) ? undefined : false)}
      width={480}
    >
      <Form.Item name="name" label="Bezeichnung" rules={rules.name}>
        <Input autoFocus maxLength={200} />
      </Form.Item>
      <Form.Item name="quantity" label="Menge" rules={rules.quantity}>
        <InputNumber min={0} max={100_000} precision={3} decimalSeparator="," style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="unit" label="Einheit" rules={rules.unit}>
        <Select style={{ width: 160 }} options={PV_OFFER_UNITS.map((unit) => ({ value: unit, label: PV_OFFER_UNIT_LABELS[unit] }))} />
      </Form.Item>
      <Form.Item name="unitPrice" label="Einzelpreis (netto)" rules={rules.unitPrice}>
        <MoneyInput min={0} max={100_000_000} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="partOfPvSystem" valuePropName="checked">
        <Checkbox>Gehört zur PV-Anlage (0 %, wenn die Voraussetzungen bestätigt sind)</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
