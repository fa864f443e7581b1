import { CloseOutlined } from '@ant-design/icons';
import {
  checkoutOptionEndpoints,
  Email,
  MSG_CHOOSE_POWER_METER,
  POWER_METER_CONCEPT_LABELS,
  randomUuid,
  requiredText,
  type PowerMeterCustomInformation,
} from '@planner/api';
import { Button, Col, Flex, Form, formatCents, FormDialog, Input, InputNumber, LoadingState, PhoneInput, Row, Switch, Typography, valibotRule } from '@planner/ui';
import { useOptionList } from '../../options/useOptionList';
import { OptionPicker } from '../OptionPicker';
import { removeChoiceAction, type CheckoutDialogProps } from './CheckoutDialogProps';

interface Values {
  powerMeterTypeId?: string;
  companyName: string;
  phone: string;
  mail: string;
  pvPowerKw: number | null;
  hasBattery: boolean;
  batteryKwh: number | null;
}

const kiloRule = (message: string) => ({
  validator: async (_: unknown, value: number | null) => {
    if (value === null || value === undefined || value < 0.1) throw new Error(message);
  },
});

const toKilo = (value: number | null | undefined) => (value == null ? null : value / 1000);
const toUnits = (kilo: number) => Math.round(kilo * 1000);

function customInformationOf(values: Values, previous: PowerMeterCustomInformation | null): PowerMeterCustomInformation {
  return {
    pvCompanyContact: {
      id: previous?.pvCompanyContact.id ?? randomUuid(),
      name: values.companyName,
      namespace: values.companyName,
      address: previous?.pvCompanyContact.address ?? null,
      contactInformation: { phone: values.phone, mail: values.mail, fax: '', url: '' },
      legalInformation: previous?.pvCompanyContact.legalInformation ?? null,
      bankInformation: previous?.pvCompanyContact.bankInformation ?? null,
    },
    pvPowerWatt: toUnits(values.pvPowerKw ?? 0),
    batterySizeWattHours: values.hasBattery && values.batteryKwh !== null ? toUnits(values.batteryKwh) : null,
  };
}

/**
 * Chooses the metering concept. The concept with an external PV installer asks for the
 * installer and the PV system; every other concept is saved without them.
 */
export default function PowerMeterDialog({ checkout, save, onClose, clear }: CheckoutDialogProps) {
  const { options } = useOptionList(checkoutOptionEndpoints.powerMeterType);
  const [form] = Form.useForm<Values>();
  const chosenId = Form.useWatch('powerMeterTypeId', form);
  const hasBattery = Form.useWatch('hasBattery', form);
  const chosen = options?.find((option) => option.id === chosenId);
  const isExternal = chosen?.powerMeterTypeConfigurationType.type === 'StandardWithPVExternal';
  const previous = checkout.powerMeterCustomInformation;

  return (
    <FormDialog<Values>
      open
      extraAction={removeChoiceAction(clear)}
      form={form}
      title="Stromzähler"
      successMessage="Messkonzept erfolgreich gespeichert"
      width={640}
      initialValues={{
        powerMeterTypeId: checkout.powerMeter?.id,
        companyName: previous?.pvCompanyContact.name ?? '',
        phone: previous?.pvCompanyContact.contactInformation.phone ?? '',
        mail: previous?.pvCompanyContact.contactInformation.mail ?? '',
        pvPowerKw: toKilo(previous?.pvPowerWatt),
        hasBattery: previous ? previous.batterySizeWattHours !== null : false,
        batteryKwh: toKilo(previous?.batterySizeWattHours),
      }}
      onClose={onClose}
      onSubmit={async (values) => {
        const powerMeter = options?.find((option) => option.id === values.powerMeterTypeId);
        if (!powerMeter) return false;
        const external = powerMeter.powerMeterTypeConfigurationType.type === 'StandardWithPVExternal';
        return save({ powerMeter, powerMeterCustomInformation: external ? customInformationOf(values, previous) : null });
      }}
    >
      {options ? (
        <>
          <Form.Item name="powerMeterTypeId" rules={[{ required: true, message: MSG_CHOOSE_POWER_METER }]}>
            <OptionPicker
              label="Messkonzept"
              options={options.map((option) => ({
                id: option.id,
                name: option.name,
                image: option.icon,
                description: POWER_METER_CONCEPT_LABELS[option.powerMeterTypeConfigurationType.type],
                priceText: formatCents(option.price),
              }))}
              selectedExtra={
                isExternal ? (
                  <Button
                    type="text"
                    size="small"
                    icon={<CloseOutlined />}
                    aria-label="Messkonzept abwählen"
                    onClick={(event) => {
                      event.stopPropagation();
                      form.setFieldValue('powerMeterTypeId', undefined);
                    }}
                  />
                ) : undefined
              }
            />
          </Form.Item>
          {isExternal && (
            <Flex vertical>
              <Typography.Title level={5}>Installationsfirma der PV-Anlage</Typography.Title>
              <Form.Item name="companyName" label="Firmenname" rules={[valibotRule(requiredText('Bitte geben Sie den Namen der Firma ein.'))]}>
                <Input maxLength={255} />
              </Form.Item>
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <Form.Item name="phone" label="Telefon" rules={[valibotRule(requiredText('Bitte geben Sie eine Telefonnummer ein.'))]}>
                    <PhoneInput maxLength={255} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="mail" label="E-Mail" rules={[valibotRule(Email)]}>
                    <Input type="email" maxLength={254} />
                  </Form.Item>
                </Col>
              </Row>
              <Typography.Title level={5}>PV-Anlage</Typography.Title>
              <Form.Item name="pvPowerKw" label="PV-Leistung" rules={[kiloRule('Die PV-Leistung muss mindestens 0,1 kWp betragen.')]}>
                <InputNumber min={0.1} step={0.1} decimalSeparator="," suffix="kWp" style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="hasBattery" label="Batteriespeicher" valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item
                name="batteryKwh"
                label="Batteriekapazität"
                rules={hasBattery ? [kiloRule('Die Batteriekapazität muss mindestens 0,1 kWh betragen.')] : []}
              >
                <InputNumber min={0.1} step={0.1} decimalSeparator="," suffix="kWh" disabled={!hasBattery} style={{ width: '100%' }} />
              </Form.Item>
            </Flex>
          )}
        </>
      ) : (
        <LoadingState />
      )}
    </FormDialog>
  );
}
