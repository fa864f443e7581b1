import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_MPP_INPUTS, MSG_MPP_INPUT_REQUIRED, mppInputLetter } from '@planner/api/pv';
import { Button, Card, Col, Flex, Form, NumberStepper, Row, Typography } from '@planner/ui';
import { MeasureInput } from '../parts/MeasureInput';

export interface MppInputValues {
  stringCount: number;
  maxInputCurrent: number | null;
  maxShortCircuitCurrent: number | null;
}

export const NEW_MPP_INPUT: MppInputValues = { stringCount: 1, maxInputCurrent: null, maxShortCircuitCurrent: null };

const stringCountRules = [{ required: true, type: 'number' as const, min: 1, message: 'Jeder MPP-Eingang braucht mindestens einen String.' }];

/** MPP inputs lettered A to Z, each with its strings; the last input cannot be removed. */
export function MppInputsField() {
  return (
    <Form.List
      name="mppInputs"
      rules={[
        {
          validator: async (_rule, inputs: unknown[] | undefined) => {
            if (!inputs || inputs.length === 0) throw new Error(MSG_MPP_INPUT_REQUIRED);
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap="small" style={{ marginBottom: 16 }}>
          <Typography.Text strong>MPP-Eingänge</Typography.Text>
          {fields.map((field, index) => {
            const letter = mppInputLetter(index);
            return (
              <Card key={field.key} size="small" title={`MPP-Eingang ${letter}`} extra={
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`MPP-Eingang ${letter} entfernen`}
                  disabled={fields.length === 1}
                  onClick={() => remove(field.name)}
                />
              }>
                <Row gutter={12}>
                  <Col xs={24} sm={8}>
                    <Form.Item name={[field.name, 'stringCount']} label="Anzahl Strings" rules={stringCountRules} style={{ marginBottom: 0 }}>
                      <NumberStepper min={1} max={100} aria-label={`Anzahl Strings an MPP-Eingang ${letter}`} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={8}>
                    <Form.Item name={[field.name, 'maxInputCurrent']} label="Max. Eingangsstrom (optional)" style={{ marginBottom: 0 }}>
                      <MeasureInput unit="A" decimals={1} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={8}>
                    <Form.Item
                      name={[field.name, 'maxShortCircuitCurrent']}
                      label="Max. Kurzschlussstrom (optional)"
                      style={{ marginBottom: 0 }}
                    >
                      <MeasureInput unit="A" decimals={1} />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            );
          })}
          <Button icon={<PlusOutlined />} disabled={fields.length >= MAX_MPP_INPUTS} onClick={() => add(NEW_MPP_INPUT)}>
            MPP-Eingang hinzufügen
          </Button>
          <Form.ErrorList errors={errors} />
        </Flex>
      )}
    </Form.List>
  );
}
