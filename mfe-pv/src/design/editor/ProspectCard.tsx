import { formatCents, germanDay } from '@planner/api';
import {
  AnnualConsumptionKwh,
  ECONOMICS_HORIZON_YEARS,
  ECONOMICS_LABEL,
  pvDesignProspect,
  SelfConsumptionPercent,
  type EconomicsAssumption,
  type PvDesignContent,
  type PvDesignEconomics,
  type PvEconomicsSettings,
} from '@planner/api/pv';
import { Alert, Button, Card, Col, Descriptions, Divider, Flex, InputNumber, Row, Tag, Typography } from '@planner/ui';
import { useMemo } from 'react';
import * as v from 'valibot';
import { compassName } from '../roofGeometry';
import { MonthlyYieldChart } from './MonthlyYieldChart';

export interface ProspectCardProps {
  design: PvDesignContent;
  modulePowerRating: number | null;
  batteryKwh: number;
  settings: PvEconomicsSettings;
  /** The jobsite's postcode. */
  postcode: string;
  /** The quote's net total in cents. */
  investmentCents: number;
  readOnly: boolean;
  onEconomicsChange: (economics: PvDesignEconomics) => void;
}

const kwh = (value: number) => `${value.toLocaleString('de-DE')} kWh`;
const percent = (share: number) => `${(share * 100).toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
const kwp = (value: number) => `${value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} kWp`;

function Assumptions({ items, title }: { items: EconomicsAssumption[]; title: string }) {
  return (
    <Descriptions
      size="small"
      column={1}
      title={<Typography.Text type="secondary">{title}</Typography.Text>}
      items={items.map((item) => ({ key: item.label, label: item.label, children: item.value }))}
    />
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Flex vertical>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong style={{ fontSize: 18 }} data-testid={testId}>
        {value}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The yield forecast of each roof face and in total with its months, and the economics from the
 * entered consumption, all as 'Unverbindliche Prognose' with the assumptions beside the figures.
 */
export function ProspectCard({ design, modulePowerRating, batteryKwh, settings, postcode, investmentCents, readOnly, onEconomicsChange }: ProspectCardProps) {
  const prospect = useMemo(
    () => pvDesignProspect({ design, modulePowerRating, batteryKwh, settings, postcode, day: germanDay(), investmentCents }),
    [design, modulePowerRating, batteryKwh, settings, postcode, investmentCents],
  );
  const { economics: inputs } = design;
  const { forecast, selfConsumption, economics } = prospect;

  const setConsumption = (value: number | null) => {
    if (value === null || v.is(AnnualConsumptionKwh, value)) onEconomicsChange({ ...inputs, consumptionKwh: value });
  };
  const setOverride = (value: number | null) => {
    if (value === null || v.is(SelfConsumptionPercent, value)) onEconomicsChange({ ...inputs, selfConsumptionOverridePercent: value });
  };

  return (
    <Card
      title="Ertrag und Wirtschaftlichkeit"
      extra={<Tag color="gold">{ECONOMICS_LABEL}</Tag>}
      data-testid="prospect-card"
    >
      {forecast ? (
        <Flex vertical gap={12}>
          <Figure label="Prognostizierter Jahresertrag" value={`${kwh(forecast.total.kwhPerYear)} pro Jahr`} testId="forecast-total" />
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {forecast.faces.map((face) => (
              <li key={face.id}>
                {face.name}: {kwp(face.kwp)}, {face.tilt}° {compassName(face.azimuth)} – <strong>{kwh(face.kwhPerYear)}/a</strong> ({face.specificYield.toLocaleString('de-DE')}{' '}
                kWh/kWp)
              </li>
            ))}
          </ul>
          <MonthlyYieldChart kwhPerMonth={forecast.total.kwhPerMonth} />
          <Assumptions title="Annahmen der Ertragsprognose" items={prospect.forecastAssumptions} />
        </Flex>
      ) : (
        <Alert type="info" showIcon title={prospect.forecastMissing} />
      )}
      <Divider titlePlacement="start">Wirtschaftlichkeit</Divider>
      <Row gutter={[16, 12]}>
        <Col xs={24} sm={12}>
          <label htmlFor="pv-consumption">
            <Typography.Text type="secondary">Jahresstromverbrauch</Typography.Text>
          </label>
          <InputNumber<number>
            id="pv-consumption"
            value={inputs.consumptionKwh}
            onChange={setConsumption}
            min={0}
            max={1_000_000}
            precision={0}
            suffix="kWh"
            placeholder="z. B. 4.500"
            disabled={readOnly}
            style={{ width: '100%' }}
          />
        </Col>
        <Col xs={24} sm={12}>
          <label htmlFor="pv-self-consumption">
            <Typography.Text type="secondary">Eigenverbrauchsanteil</Typography.Text>
          </label>
          <InputNumber<number>
            id="pv-self-consumption"
            value={inputs.selfConsumptionOverridePercent}
            onChange={setOverride}
            min={0}
            max={100}
            precision={1}
            decimalSeparator=","
            suffix="%"
            placeholder={selfConsumption ? `Vorschlag ${percent(selfConsumption.suggestion.selfConsumptionShare)}` : 'Vorschlag'}
            disabled={readOnly}
            style={{ width: '100%' }}
          />
          {selfConsumption && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Vorschlag nach Anlagengröße, Speicher und Verbrauch: {percent(selfConsumption.suggestion.selfConsumptionShare)}
              {selfConsumption.overridden && !readOnly && (
                <Button type="link" size="small" onClick={() => setOverride(null)}>
                  Vorschlag übernehmen
                </Button>
              )}
            </Typography.Text>
          )}
        </Col>
      </Row>
      {economics ? (
        <Flex vertical gap={12} style={{ marginTop: 16 }}>
          <Row gutter={[16, 12]}>
            <Col xs={12} md={6}>
              <Figure label="Ersparnis im 1. Jahr" value={formatCents(economics.yearlySavingsCents)} testId="yearly-savings" />
            </Col>
            <Col xs={12} md={6}>
              <Figure
                label="Amortisation"
                value={
                  economics.paybackYears !== null
                    ? `${economics.paybackYears.toLocaleString('de-DE')} Jahre`
                    : prospect.paybackMissing
                      ? '–'
                      : `über ${ECONOMICS_HORIZON_YEARS} Jahre`
                }
                testId="payback"
              />
            </Col>
            <Col xs={12} md={6}>
              <Figure label="Eigenverbrauch" value={`${kwh(economics.selfConsumedKwh)} (${percent(selfConsumption?.share ?? 0)})`} />
            </Col>
            <Col xs={12} md={6}>
              <Figure label="Autarkiegrad" value={percent(economics.autarkyShare)} />
            </Col>
          </Row>
          {prospect.paybackMissing && <Alert type="warning" showIcon title={prospect.paybackMissing} />}
          <Assumptions title="Annahmen der Wirtschaftlichkeit" items={economics.assumptions} />
        </Flex>
      ) : (
        prospect.economicsMissing && <Alert type="info" showIcon style={{ marginTop: 16 }} title={prospect.economicsMissing} />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 12 }}>
        {ECONOMICS_LABEL}: Die Werte beruhen auf Durchschnittswerten und den genannten Annahmen; tatsächliche Erträge und Ersparnisse
        können abweichen.
      </Typography.Paragraph>
    </Card>
  );
}
