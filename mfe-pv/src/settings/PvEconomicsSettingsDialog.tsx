import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { germanDay, IsoDate } from '@planner/api';
import {
  ElectricityPriceHundredthCents,
  FeedInTariffHundredthCents,
  PvEconomicsSettingsSchema,
  type PvEconomicsSettings,
} from '@planner/api/pv';
import { Button, Col, DateField, Form, FormDialog, Row, Typography, valibotFieldRules, valibotRule } from '@planner/ui';
import { MeasureInput } from '../parts/MeasureInput';
import { CentsPerKwhInput } from './CentsPerKwhInput';
import { useSavePvEconomicsSettings } from './usePvEconomicsSettings';

const rules = valibotFieldRules(PvEconomicsSettingsSchema);
const dayRule = [valibotRule(IsoDate)];
const priceRule = [valibotRule(ElectricityPriceHundredthCents)];
const tariffRule = [valibotRule(FeedInTariffHundredthCents)];

/** The company's system losses, price rise, dated electricity prices and own feed-in tariffs. */
export default function PvEconomicsSettingsDialog({ settings, onClose }: { settings: PvEconomicsSettings; onClose: () => void }) {
  const save = useSavePvEconomicsSettings();
  return (
    <FormDialog<PvEconomicsSettings>
      open
      title="Ertrag und Wirtschaftlichkeit bearbeiten"
      successMessage="Einstellungen für Ertrag und Wirtschaftlichkeit gespeichert."
      initialValues={settings}
      onClose={onClose}
      onSubmit={async (values) => {
        await save({ ...values, feedInTariffs: values.feedInTariffs ?? [] });
      }}
      width={720}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="systemLossesPercent" label="Systemverluste" rules={rules.systemLossesPercent}>
            <MeasureInput unit="%" decimals={1} max={50} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="yearlyPriceIncreasePercent" label="Strompreissteigerung pro Jahr" rules={rules.yearlyPriceIncreasePercent}>
            <MeasureInput unit="%" decimals={1} max={20} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>Strompreis</Typography.Title>
      <Typography.Paragraph type="secondary">Es gilt jeweils der letzte Preis, der am Tag der Berechnung schon gilt.</Typography.Paragraph>
      <Form.List name="electricityPrices" rules={[{ validator: async (_rule, rows?: unknown[]) => { if (!rows?.length) throw new Error('Bitte geben Sie mindestens einen Strompreis an.'); } }]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <Row key={field.key} gutter={8} align="top">
                <Col xs={11} sm={10}>
                  <Form.Item name={[field.name, 'validFrom']} label={index === 0 ? 'Gültig ab' : undefined} rules={dayRule}>
                    <DateField aria-label={`Strompreis ${index + 1} gültig ab`} />
                  </Form.Item>
                </Col>
                <Col xs={10} sm={12}>
                  <Form.Item name={[field.name, 'hundredthCentsPerKwh']} label={index === 0 ? 'Brutto je kWh' : undefined} rules={priceRule}>
                    <CentsPerKwhInput />
                  </Form.Item>
                </Col>
                <Col span={2} style={{ paddingTop: index === 0 ? 30 : 0 }}>
                  <Button icon={<DeleteOutlined />} aria-label={`Strompreis ${index + 1} entfernen`} onClick={() => remove(field.name)} />
                </Col>
              </Row>
            ))}
            <Form.ErrorList errors={errors} />
            <Button icon={<PlusOutlined />} onClick={() => add({ validFrom: germanDay(), hundredthCentsPerKwh: null })} style={{ marginBottom: 16 }}>
              Strompreis hinzufügen
            </Button>
          </>
        )}
      </Form.List>
      <Typography.Title level={5}>Eigene Einspeisevergütung</Typography.Title>
      <Typography.Paragraph type="secondary">
        Ohne eigene Werte gelten die EEG-Sätze für Teileinspeisung. Ein eigener Wert gilt ab seinem Datum, bis ein späterer EEG-Satz oder
        eigener Wert beginnt.
      </Typography.Paragraph>
      <Form.List name="feedInTariffs">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Row key={field.key} gutter={8} align="top">
                <Col xs={24} sm={8}>
                  <Form.Item name={[field.name, 'validFrom']} label="Gültig ab" rules={dayRule}>
                    <DateField aria-label={`Einspeisevergütung ${index + 1} gültig ab`} />
                  </Form.Item>
                </Col>
                <Col xs={11} sm={7}>
                  <Form.Item name={[field.name, 'upTo10Kwp']} label="bis 10 kWp" rules={tariffRule}>
                    <CentsPerKwhInput />
                  </Form.Item>
                </Col>
                <Col xs={11} sm={7}>
                  <Form.Item name={[field.name, 'from10To40Kwp']} label="10 bis 40 kWp" rules={tariffRule}>
                    <CentsPerKwhInput />
                  </Form.Item>
                </Col>
                <Col span={2} style={{ paddingTop: 30 }}>
                  <Button icon={<DeleteOutlined />} aria-label={`Einspeisevergütung ${index + 1} entfernen`} onClick={() => remove(field.name)} />
                </Col>
              </Row>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ validFrom: germanDay(), upTo10Kwp: null, from10To40Kwp: null })}>
              Einspeisevergütung hinzufügen
            </Button>
          </>
        )}
      </Form.List>
    </FormDialog>
  );
}
