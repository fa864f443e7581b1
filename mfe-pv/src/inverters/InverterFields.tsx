import { INVERTER_PHASES, INVERTER_TYPES, measure, MSG_MANUFACTURER_REQUIRED, MSG_MAX_DC_INPUT_VOLTAGE_REQUIRED, MSG_MPP_RANGE_ORDER, MSG_MPP_RANGE_WITHIN_MAX_DC } from '@planner/api/pv';
import { Col, Form, Radio, Row, Select, valibotRule } from '@planner/ui';
import * as v from 'valibot';
import { ManufacturerSelect } from '../manufacturers/ManufacturerSelect';
import { MeasureInput } from '../parts/MeasureInput';
import { hasCapacity, hasDischargeCapacity, hasMppInputs, INVERTER_TYPE_LABELS, PHASE_LABELS } from './inverterLabels';
import { MppInputsField } from './MppInputsField';

const kilowattRules = [valibotRule(measure(1))];
const optionalMeasureRules = [valibotRule(v.nullish(measure(0)))];
const maxDcInputVoltageRules = [
  { required: true, message: MSG_MAX_DC_INPUT_VOLTAGE_REQUIRED },
  valibotRule(v.pipe(v.number(MSG_MAX_DC_INPUT_VOLTAGE_REQUIRED), v.minValue(1, MSG_MAX_DC_INPUT_VOLTAGE_REQUIRED), measure(0))),
];
const requiredChoice = (message: string) => [{ required: true, message }];

/** The upper end of the MPP range lies above its lower one and within the maximum DC input voltage. */
const mppRangeRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: async (_rule: unknown, value: number | null | undefined) => {
    if (value === null || value === undefined) return;
    const min = getFieldValue('mppVoltageMin');
    const maxDc = getFieldValue('maxDcInputVoltage');
    if (typeof min === 'number' && value <= min) throw new Error(MSG_MPP_RANGE_ORDER);
    if (typeof maxDc === 'number' && value > maxDc) throw new Error(MSG_MPP_RANGE_WITHIN_MAX_DC);
  },
});

/** Type, manufacturer, phase and the fields of the chosen type. */
export function InverterFields() {
  const type = Form.useWatch('type');
  return (
    <>
      <Form.Item name="type" label="Typ" rules={requiredChoice('Bitte wählen Sie einen Typ aus.')}>
        <Radio.Group
          optionType="button"
          options={INVERTER_TYPES.map((value) => ({ value, label: INVERTER_TYPE_LABELS[value] }))}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="manufacturerId" label="Hersteller" rules={requiredChoice(MSG_MANUFACTURER_REQUIRED)}>
            <ManufacturerSelect />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phase" label="Phasen" rules={requiredChoice('Bitte wählen Sie eine Phase aus.')}>
            <Select
              placeholder="Phasen auswählen"
              options={INVERTER_PHASES.map((value) => ({ value, label: PHASE_LABELS[value] }))}
            />
          </Form.Item>
        </Col>
        {hasCapacity(type) && (
          <Col xs={24} sm={12}>
            <Form.Item name="capacity" label="Leistung" rules={kilowattRules}>
              <MeasureInput unit="kW" decimals={1} />
            </Form.Item>
          </Col>
        )}
        {hasDischargeCapacity(type) && (
          <Col xs={24} sm={12}>
            <Form.Item name="dischargeCapacity" label="Entladeleistung" rules={kilowattRules}>
              <MeasureInput unit="kW" decimals={1} />
            </Form.Item>
          </Col>
        )}
        {hasMppInputs(type) && (
          <>
            <Col xs={24} sm={12}>
              <Form.Item name="maxDcInputVoltage" label="Max. DC-Eingangsspannung" rules={maxDcInputVoltageRules}>
                <MeasureInput unit="V" decimals={0} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="acNominalPower" label="AC-Nennleistung (optional)" rules={optionalMeasureRules}>
                <MeasureInput unit="W" decimals={0} />
              </Form.Item>
            </Col>
            <Col xs={12}>
              <Form.Item name="mppVoltageMin" label="MPP-Bereich von (optional)" rules={optionalMeasureRules}>
                <MeasureInput unit="V" decimals={0} />
              </Form.Item>
            </Col>
            <Col xs={12}>
              <Form.Item
                name="mppVoltageMax"
                label="MPP-Bereich bis (optional)"
                rules={[...optionalMeasureRules, mppRangeRule]}
                dependencies={['mppVoltageMin', 'maxDcInputVoltage']}
              >
                <MeasureInput unit="V" decimals={0} />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
      {hasMppInputs(type) && <MppInputsField />}
    </>
  );
}
