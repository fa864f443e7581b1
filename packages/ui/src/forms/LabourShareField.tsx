import { LabourShareSchema } from '@planner/api';
import { PercentInput } from '../inputs/PercentInput';
import { Form } from '../kit/antd';
import { valibotRule } from './valibotRules';

const rules = [valibotRule(LabourShareSchema)];

/**
 * The labour share of a master-data item's price (§ 35a EStG) in percent, kept as basis points
 * under `labourShareBasisPoints` of the form.
 */
export function LabourShareField() {
  return (
    <Form.Item
      name="labourShareBasisPoints"
      label="Lohnanteil (§ 35a EStG)"
      extra="Anteil der Arbeitskosten am Preis, für die Steuerermäßigung privater Kunden auf der Rechnung."
      rules={rules}
    >
      <PercentInput />
    </Form.Item>
  );
}
