import {
  DATEV_CHART_LABELS,
  DATEV_CHARTS,
  DATEV_MAX_ACCOUNT_LENGTH,
  DATEV_MIN_ACCOUNT_LENGTH,
  datevDefaultAccount,
  DatevSettingsSchema,
  MSG_DATEV_ACCOUNT_DIGITS,
  type DatevChart,
  type DatevSettings,
  type DatevSettingsView,
} from '@planner/api';
import { Col, Form, FormDialog, InputNumber, Row, Select, Typography, valibotFieldRules, type FormInstance, type FormRule } from '@planner/ui';
import { useSaveDatevSettings } from '../useDatevSettings';

const rules = valibotFieldRules(DatevSettingsSchema);
const chartOptions = DATEV_CHARTS.map((chart) => ({ value: chart, label: DATEV_CHART_LABELS[chart] }));
const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const monthOptions = MONTHS.map((label, index) => ({ value: index + 1, label: `1. ${label}` }));
/** An account has as many digits as the ledger length says. */
const accountRules: FormRule[] = [
  { required: true, message: 'Bitte geben Sie das Erlöskonto an.' },
  ({ getFieldValue }) => ({
    validator: async (_rule, value: number | null) => {
      if (value !== null && value !== undefined && String(value).length !== getFieldValue('accountLength')) throw new Error(MSG_DATEV_ACCOUNT_DIGITS);
    },
  }),
];

/** The charts' revenue accounts at the ledger length, filled in when chart or length change. */
function withDefaultAccounts(form: FormInstance<DatevSettings>) {
  const chart: DatevChart = form.getFieldValue('chart');
  const length: number = form.getFieldValue('accountLength') ?? DATEV_MIN_ACCOUNT_LENGTH;
  if (length < DATEV_MIN_ACCOUNT_LENGTH || length > DATEV_MAX_ACCOUNT_LENGTH) return;
  form.setFieldValue('revenueAccounts', {
    Standard: datevDefaultAccount(chart, 'Standard', length),
    PvZeroRate: datevDefaultAccount(chart, 'PvZeroRate', length),
    ReverseCharge: datevDefaultAccount(chart, 'ReverseCharge', length),
  });
}

export interface DatevSettingsDialogProps {
  settings: DatevSettingsView;
  onClose: () => void;
}

/** What the tax adviser's booking batch needs: numbers from the adviser, the chart and its revenue accounts. */
export default function DatevSettingsDialog({ settings, onClose }: DatevSettingsDialogProps) {
  const save = useSaveDatevSettings();
  const [form] = Form.useForm<DatevSettings>();
  return (
    <FormDialog<DatevSettings>
      open
      form={form}
      title="DATEV-Export bearbeiten"
      width={640}
      successMessage="DATEV-Einstellungen gespeichert."
      initialValues={{ ...settings, consultantNumber: settings.consultantNumber ?? undefined, clientNumber: settings.clientNumber ?? undefined }}
      onClose={onClose}
      onSubmit={async (values) => {
        await save(values);
      }}
    >
      <Typography.Paragraph type="secondary">
        Berater- und Mandantennummer erhalten Sie von Ihrem Steuerberater. Die Erlöskonten sind die Standardkonten des Kontenrahmens; stimmen
        Sie sie mit Ihrem Steuerberater ab.
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="consultantNumber" label="Beraternummer" rules={rules.consultantNumber}>
            <InputNumber<number> min={1001} max={9_999_999} precision={0} style={{ width: '100%' }} autoFocus />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="clientNumber" label="Mandantennummer" rules={rules.clientNumber}>
            <InputNumber<number> min={1} max={99_999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="fiscalYearStartMonth" label="Wirtschaftsjahr beginnt am" rules={rules.fiscalYearStartMonth}>
            <Select options={monthOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="accountLength" label="Sachkontenlänge" rules={rules.accountLength}>
            <InputNumber<number>
              min={DATEV_MIN_ACCOUNT_LENGTH}
              max={DATEV_MAX_ACCOUNT_LENGTH}
              precision={0}
              style={{ width: '100%' }}
              onChange={() => withDefaultAccounts(form)}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="chart" label="Kontenrahmen" rules={rules.chart}>
            <Select options={chartOptions} onChange={() => withDefaultAccounts(form)} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name={['revenueAccounts', 'Standard']} dependencies={['accountLength']} label="Erlöse 19 %" rules={accountRules}>
            <InputNumber<number> min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name={['revenueAccounts', 'PvZeroRate']} dependencies={['accountLength']} label="Erlöse 0 % (PV)" rules={accountRules}>
            <InputNumber<number> min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name={['revenueAccounts', 'ReverseCharge']} dependencies={['accountLength']} label="Erlöse § 13b UStG" rules={accountRules}>
            <InputNumber<number> min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
