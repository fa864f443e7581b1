import {
  IntercomLocationTypeSchema,
  OptionTypeSchema,
  OutletCoverTypeSchema,
  POWER_METER_CONCEPT_LABELS,
  POWER_METER_CONCEPTS,
  PowerMeterTypeSchema,
} from '@planner/api';
import { Col, Form, Input, LabourShareField, MoneyInput, Row, Select, valibotFieldRules } from '@planner/ui';
import type { OptionForm } from './catalogues';
import { ImageInput } from './ImageInput';

const optionRules = valibotFieldRules(OptionTypeSchema);
const powerMeterRules = valibotFieldRules(PowerMeterTypeSchema);
const locationRules = valibotFieldRules(IntercomLocationTypeSchema);
const coverRules = valibotFieldRules(OutletCoverTypeSchema);

function NameAndDescription() {
  return (
    <>
      <Form.Item name="name" label="Name" rules={optionRules.name}>
        <Input autoFocus maxLength={255} />
      </Form.Item>
      <Form.Item name="description" label="Beschreibung" rules={optionRules.description}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} />
      </Form.Item>
    </>
  );
}

const ImageField = ({ rules = optionRules.icon }: { rules?: typeof optionRules.icon }) => (
  <Form.Item name="icon" label="Bild" rules={rules} validateTrigger="onChange">
    <ImageInput />
  </Form.Item>
);

/** The fields of an option dialog for the catalogue's form. */
export function OptionFields({ form, priceLabel = 'Preis' }: { form: OptionForm; priceLabel?: string }) {
  switch (form) {
    case 'location':
      return (
        <>
          <Form.Item name="location" label="Installationsort" rules={locationRules.location}>
            <Input autoFocus maxLength={255} />
          </Form.Item>
          <Form.Item name="extraPrice" label="Aufpreis" rules={locationRules.extraPrice}>
            <MoneyInput min={0} />
          </Form.Item>
          <LabourShareField />
        </>
      );
    case 'outletCover':
      return (
        <>
          <NameAndDescription />
          <ImageField rules={coverRules.icon} />
          <Row gutter={12}>
            <Col xs={24} sm={8}>
              <Form.Item name="lightSwitchPrice" label="Preis Schalter" rules={coverRules.lightSwitchPrice}>
                <MoneyInput min={0} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name="outletCoverPrice" label="Preis Steckdose" rules={coverRules.outletCoverPrice}>
                <MoneyInput min={0} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name="thermostatPrice" label="Preis Thermostat" rules={coverRules.thermostatPrice}>
                <MoneyInput min={0} />
              </Form.Item>
            </Col>
          </Row>
          <LabourShareField />
        </>
      );
    case 'powerMeter':
    case 'option':
      return (
        <>
          <NameAndDescription />
          {form === 'powerMeter' && (
            <Form.Item
              name={['powerMeterTypeConfigurationType', 'type']}
              label="Messkonzept"
              rules={[{ required: true, message: 'Bitte wählen Sie ein Messkonzept aus.' }]}
            >
              <Select options={POWER_METER_CONCEPTS.map((value) => ({ value, label: POWER_METER_CONCEPT_LABELS[value] }))} />
            </Form.Item>
          )}
          <ImageField rules={form === 'powerMeter' ? powerMeterRules.icon : optionRules.icon} />
          <Form.Item name="price" label={priceLabel} rules={optionRules.price}>
            <MoneyInput min={0} />
          </Form.Item>
          <LabourShareField />
        </>
      );
  }
}
