import {
  MAX_FIXING_SPACING_MM,
  MIN_FIXING_SPACING_MM,
  MSG_FIXING_SPACING,
  mountingRuleText,
  ROOF_FIXING_LABELS,
  ROOF_FIXINGS,
  type CoveringMountingRule,
  type RoofFixing,
} from '@planner/api';
import { Col, Form, Row, Select, type ListColumn } from '@planner/ui';
import { MeasureInput } from '../parts/MeasureInput';
import type { DescriptionItems } from '../parts/partUi';

/** The rule as the form holds it: no fixing chosen means the covering has no rule. */
export interface MountingRuleValues {
  mountingRule?: { fixing?: RoofFixing | null; maxSpacingMm?: number | null } | null;
}

/** The rule of the form's values for the request body; without a fixing, none. */
export function mountingRuleBody(values: MountingRuleValues): CoveringMountingRule | null {
  const rule = values.mountingRule;
  return rule?.fixing ? { fixing: rule.fixing, maxSpacingMm: rule.maxSpacingMm ?? Number.NaN } : null;
}

export const mountingRuleColumn = <T extends { mountingRule: CoveringMountingRule | null }>(): ListColumn<T> => ({
  title: 'Montage',
  key: 'mountingRule',
  breakpoints: ['tablet', 'desktop'],
  render: (_, part) => mountingRuleText(part.mountingRule),
});

export const mountingRuleItems = (rule: CoveringMountingRule | null): DescriptionItems => [
  { key: 'mountingRule', label: 'Montage', children: mountingRuleText(rule) },
];

/**
 * How modules are fixed on this covering: roof hooks or metal roof clamps, at most so far apart
 * along a rail (from the mounting system's static table). The PV quote counts the mounting parts by it.
 */
export function MountingRuleFields() {
  const fixing = Form.useWatch(['mountingRule', 'fixing']) as RoofFixing | null | undefined;
  return (
    <Row gutter={12}>
      <Col xs={24} sm={14}>
        <Form.Item
          name={['mountingRule', 'fixing']}
          label="Befestigung der Module"
          extra="Danach zählt das PV-Angebot Dachhaken bzw. Klemmen, Schienen und Modulklemmen aus der Belegung."
        >
          <Select
            allowClear
            placeholder="Keine Montageregel"
            options={ROOF_FIXINGS.map((value) => ({ value, label: ROOF_FIXING_LABELS[value] }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={10}>
        <Form.Item
          name={['mountingRule', 'maxSpacingMm']}
          label="Abstand höchstens"
          dependencies={[['mountingRule', 'fixing']]}
          rules={[
            {
              validator: (_, value: number | null | undefined) =>
                !fixing || (typeof value === 'number' && value >= MIN_FIXING_SPACING_MM && value <= MAX_FIXING_SPACING_MM)
                  ? Promise.resolve()
                  : Promise.reject(new Error(MSG_FIXING_SPACING)),
            },
          ]}
        >
          <MeasureInput unit="mm" decimals={0} max={MAX_FIXING_SPACING_MM} />
        </Form.Item>
      </Col>
    </Row>
  );
}
