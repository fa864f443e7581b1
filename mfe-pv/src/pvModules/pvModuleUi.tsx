import {
  measure,
  TEMPERATURE_COEFFICIENT_RANGE,
  pvModuleEndpoints,
  PvModuleInputSchema,
  type PvModule,
  type PvModuleInput,
  type PvModuleMaterial,
} from '@planner/api/pv';
import { Col, Form, Radio, Row, Typography, valibotFieldRules, valibotRule } from '@planner/ui';
import { ManufacturerSelect } from '../manufacturers/ManufacturerSelect';
import { formatKnown, formatMeasure } from '../parts/format';
import { MeasureInput } from '../parts/MeasureInput';
import { erasePartUi, manufacturerColumn, manufacturerItems } from '../parts/partUi';

export const MATERIAL_LABELS: Record<PvModuleMaterial, string> = { Normal: 'Normal', GlassGlass: 'Glas-Glas' };

type PvModuleValues = Omit<PvModuleInput, 'id' | 'warranty'>;

const rules = valibotFieldRules(PvModuleInputSchema);
const sizeRule = [valibotRule(measure(0))];

function PvModuleFields() {
  return (
    <>
      <Form.Item name="manufacturerId" label="Hersteller" rules={rules.manufacturerId}>
        <ManufacturerSelect />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item name="powerRating" label="Leistung" rules={rules.powerRating}>
            <MeasureInput unit="Wp" decimals={0} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="offLoadVoltage" label="Leerlaufspannung" rules={rules.offLoadVoltage}>
            <MeasureInput unit="V" decimals={2} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="shortCircuitCurrent" label="Kurzschlussstrom" rules={rules.shortCircuitCurrent}>
            <MeasureInput unit="A" decimals={2} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name={['size', 'longer']} label="Länge" rules={sizeRule}>
            <MeasureInput unit="mm" decimals={0} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name={['size', 'shorter']} label="Breite" rules={sizeRule}>
            <MeasureInput unit="mm" decimals={0} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="material" label="Material" rules={rules.material}>
        <Radio.Group
          optionType="button"
          options={Object.entries(MATERIAL_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <Typography.Text strong>Datenblattwerte für die String-Prüfung (STC, optional)</Typography.Text>
      <Row gutter={12} style={{ marginTop: 8 }}>
        <Col xs={12}>
          <Form.Item name="mppVoltage" label="MPP-Spannung" rules={rules.mppVoltage} dependencies={['offLoadVoltage']}>
            <MeasureInput unit="V" decimals={2} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="mppCurrent" label="MPP-Strom" rules={rules.mppCurrent} dependencies={['shortCircuitCurrent']}>
            <MeasureInput unit="A" decimals={2} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="tempCoeffVoc" label="Temperaturkoeffizient Leerlaufspannung" rules={rules.tempCoeffVoc}>
            <MeasureInput unit="%/K" decimals={3} {...COEFFICIENT_RANGE} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="tempCoeffPmax" label="Temperaturkoeffizient Leistung" rules={rules.tempCoeffPmax}>
            <MeasureInput unit="%/K" decimals={3} {...COEFFICIENT_RANGE} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

const COEFFICIENT_RANGE = { min: TEMPERATURE_COEFFICIENT_RANGE.min, max: TEMPERATURE_COEFFICIENT_RANGE.max };

export const pvModuleUi = erasePartUi<PvModule, PvModuleValues>({
  endpoints: pvModuleEndpoints,
  basePath: '/master-data/pv/pv-modules',
  title: 'PV-Module',
  singular: 'PV-Modul',
  addLabel: 'PV-Modul hinzufügen',
  searchPlaceholder: 'PV-Modul suchen',
  sortKeys: ['Name', 'Price', 'OffLoadVoltage', 'CircuitCurrent'],
  columns: [
    manufacturerColumn<PvModule>(),
    { title: 'Leistung', key: 'powerRating', align: 'right', breakpoints: ['tablet', 'desktop'], render: (_, part) => formatMeasure(part.powerRating, 'Wp') },
    {
      title: 'Leerlaufspannung',
      sortKey: 'OffLoadVoltage',
      align: 'right',
      breakpoints: ['desktop'],
      render: (_, part) => formatMeasure(part.offLoadVoltage, 'V', 0, 2),
    },
    {
      title: 'Kurzschlussstrom',
      sortKey: 'CircuitCurrent',
      align: 'right',
      breakpoints: ['desktop'],
      render: (_, part) => formatMeasure(part.shortCircuitCurrent, 'A', 0, 2),
    },
  ],
  generalItems: manufacturerItems,
  technicalItems: (part) => [
    { key: 'powerRating', label: 'Leistung', children: formatMeasure(part.powerRating, 'Wp') },
    { key: 'offLoadVoltage', label: 'Leerlaufspannung', children: formatMeasure(part.offLoadVoltage, 'V', 0, 2) },
    { key: 'shortCircuitCurrent', label: 'Kurzschlussstrom', children: formatMeasure(part.shortCircuitCurrent, 'A', 0, 2) },
    {
      key: 'size',
      label: 'Maße (L × B)',
      children: `${formatMeasure(part.size.longer, '', 0).trim()} × ${formatMeasure(part.size.shorter, 'mm')}`,
    },
    { key: 'material', label: 'Material', children: MATERIAL_LABELS[part.material] },
    { key: 'mppVoltage', label: 'MPP-Spannung', children: formatKnown(part.mppVoltage, 'V', 0, 2) },
    { key: 'mppCurrent', label: 'MPP-Strom', children: formatKnown(part.mppCurrent, 'A', 0, 2) },
    { key: 'tempCoeffVoc', label: 'Temperaturkoeffizient Leerlaufspannung', children: formatKnown(part.tempCoeffVoc, '%/K', 2, 3) },
    { key: 'tempCoeffPmax', label: 'Temperaturkoeffizient Leistung', children: formatKnown(part.tempCoeffPmax, '%/K', 2, 3) },
  ],
  Fields: PvModuleFields,
  toValues: (part) =>
    part
      ? {
          name: part.name,
          description: part.description,
          price: part.price,
          manufacturerId: part.manufacturer.id,
          powerRating: part.powerRating,
          offLoadVoltage: part.offLoadVoltage,
          shortCircuitCurrent: part.shortCircuitCurrent,
          size: part.size,
          material: part.material,
          mppVoltage: part.mppVoltage,
          mppCurrent: part.mppCurrent,
          tempCoeffVoc: part.tempCoeffVoc,
          tempCoeffPmax: part.tempCoeffPmax,
        }
      : { material: 'Normal' },
  toBody: (values, id, priceValidFrom) => ({
    pvModule: {
      ...values,
      mppVoltage: values.mppVoltage ?? null,
      mppCurrent: values.mppCurrent ?? null,
      tempCoeffVoc: values.tempCoeffVoc ?? null,
      tempCoeffPmax: values.tempCoeffPmax ?? null,
      id,
      warranty: 0,
    },
    priceValidFrom,
  }),
});
