import { INVERTER_PHASES, INVERTER_TYPES, measure, MSG_MANUFACTURER_REQUIRED } from '@planner/api';
import { Col, Form, Radio, Row, Select, valibotRule } from '@planner/ui';
import * as v from 'valibot';
import { ManufacturerSelect } from '../manufacturers/ManufacturerSelect';
import { MeasureInput } from '../parts/MeasureInput';
import { hasCapacity, hasDischargeCapacity, hasMppInputs, INVERTER_TYPE_LABELS, PHASE_LABELS } from './inverterLabels';
import { MppInputsField } from './MppInputsField';

const kilowattRules = [valibotRule(measure(1))];
const optionalVoltageRules = [valibotRule(v.nullish(measure(0)))];
const requiredChoice = (message: string) => [{ required: true, message }];

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
          <Col xs={24} sm={12}>
            <Form.Item name="maxDcInputVoltage" label="Max. DC-Eingangsspannung (optional)" rules={optionalVoltageRules}>
              <MeasureInput unit="V" decimals={0} />
            </Form.Item>
          </Col>
        )}
      </Row>
      {hasMppInputs(type) && <MppInputsField />}
    </>
  );
}
