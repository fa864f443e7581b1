import { PV_CELL_TEMPERATURE_RANGE, PV_DC_AC_RATIO_RANGE, PvDesignSettingsSchema, type PvDesignSettings } from '@planner/api/pv';
import { Col, Form, FormDialog, Row, Typography, valibotFieldRules } from '@planner/ui';
import { MeasureInput } from '../parts/MeasureInput';
import { useSavePvDesignSettings } from './usePvDesignSettings';

const rules = valibotFieldRules(PvDesignSettingsSchema);

export interface PvDesignSettingsDialogProps {
  settings: PvDesignSettings;
  onClose: () => void;
}

/** The figures every PV design of the company starts from and is checked with. */
export default function PvDesignSettingsDialog({ settings, onClose }: PvDesignSettingsDialogProps) {
  const save = useSavePvDesignSettings();
  return (
    <FormDialog<PvDesignSettings>
      open
      title="PV-Planung bearbeiten"
      successMessage="Einstellungen der PV-Planung gespeichert."
      initialValues={settings}
      onClose={onClose}
      onSubmit={async (values) => {
        await save(values);
      }}
      width={640}
    >
      <Typography.Paragraph type="secondary">
        Die Zelltemperaturen sind Auslegungswerte: Für Deutschland sind −10 °C und 70 °C üblich, an Standorten im Gebirge eine niedrigere
        Mindesttemperatur. Die Werte gelten für die Prüfung aller PV-Designs, auch bereits gespeicherter.
      </Typography.Paragraph>
      <Form.Item name="edgeClearance" label="Randabstand neuer Dachflächen" rules={rules.edgeClearance}>
        <MeasureInput unit="m" decimals={2} max={5} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="minCellTemperature" label="Niedrigste Zelltemperatur" rules={rules.minCellTemperature}>
            <MeasureInput unit="°C" decimals={0} min={PV_CELL_TEMPERATURE_RANGE.min} max={25} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="maxCellTemperature" label="Höchste Zelltemperatur" rules={rules.maxCellTemperature} dependencies={['minCellTemperature']}>
            <MeasureInput unit="°C" decimals={0} min={25} max={PV_CELL_TEMPERATURE_RANGE.max} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="dcAcRatioMin" label="DC/AC-Verhältnis ab" rules={rules.dcAcRatioMin}>
            <MeasureInput unit="" decimals={2} min={PV_DC_AC_RATIO_RANGE.min} max={PV_DC_AC_RATIO_RANGE.max} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="dcAcRatioMax" label="DC/AC-Verhältnis bis" rules={rules.dcAcRatioMax} dependencies={['dcAcRatioMin']}>
            <MeasureInput unit="" decimals={2} min={PV_DC_AC_RATIO_RANGE.min} max={PV_DC_AC_RATIO_RANGE.max} />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
