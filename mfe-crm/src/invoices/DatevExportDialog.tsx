import { datevEndpoints, formatGermanDay, germanDay, type DatevExportRecord } from '@planner/api';
import { downloadDocument, invalidateEndpoint, useApiQuery } from '@planner/platform';
import { Alert, Checkbox, Col, DateField, Form, FormDialog, Row, Typography } from '@planner/ui';
import { useState } from 'react';

interface ExportValues {
  from: string;
  to: string;
  again: boolean;
}

const dateRules = [{ required: true, message: 'Bitte geben Sie ein Datum an.' }];

/** The month before today's: what a tax adviser usually asks for. */
function lastMonth(): { from: string; to: string } {
  const today = germanDay();
  const firstOfThisMonth = new Date(`${today.slice(0, 8)}01T12:00:00Z`);
  const lastDay = new Date(firstOfThisMonth.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
}

const overlaps = (record: DatevExportRecord, from?: string, to?: string) => Boolean(from && to && record.from <= to && record.to >= from);

const exportLine = (record: DatevExportRecord) =>
  `${formatGermanDay(record.from)} – ${formatGermanDay(record.to)}: ${record.invoiceCount} ${record.invoiceCount === 1 ? 'Rechnung' : 'Rechnungen'}, ` +
  `exportiert am ${formatGermanDay(germanDay(new Date(record.exportedAt)))}${record.exportedBy ? ` von ${record.exportedBy}` : ''}`;

/** The periods exported so far; those the chosen period touches are marked. */
function ExportedPeriods({ records, from, to }: { records: DatevExportRecord[]; from?: string; to?: string }) {
  if (records.length === 0) return <Typography.Paragraph type="secondary">Bisher wurde kein Zeitraum exportiert.</Typography.Paragraph>;
  return (
    <>
      <Typography.Text strong>Bereits exportiert</Typography.Text>
      <ul style={{ paddingLeft: 20, marginTop: 4, maxHeight: 160, overflowY: 'auto' }}>
        {records.slice(0, 24).map((record) => (
          <li key={record.id}>
            <Typography.Text type={overlaps(record, from, to) ? 'warning' : undefined} strong={overlaps(record, from, to)}>
              {exportLine(record)}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * 'Export für Steuerberater': the booking batch (DATEV format) of a period's invoices with their
 * PDFs and e-invoices as a ZIP. A period exported before is exported again only when confirmed.
 */
export default function DatevExportDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<ExportValues>();
  const { data: records, error: loadError } = useApiQuery(datevEndpoints.listExports, {}, { throwOnError: false });
  const [error, setError] = useState<string | null>(null);
  const from: string | undefined = Form.useWatch('from', form);
  const to: string | undefined = Form.useWatch('to', form);
  const exportedBefore = (records ?? []).some((record) => overlaps(record, from, to));

  return (
    <FormDialog<ExportValues>
      open
      form={form}
      title="Export für Steuerberater"
      okText="ZIP herunterladen"
      successMessage="Export erstellt."
      initialValues={{ ...lastMonth(), again: false }}
      onClose={onClose}
      onValuesChange={() => setError(null)}
      onSubmit={async (values) => {
        setError(null);
        const failure = await downloadDocument(datevEndpoints.export, { body: { ...values, again: values.again ?? false } });
        void invalidateEndpoint(datevEndpoints.listExports);
        if (!failure) return;
        setError(failure.message ?? 'Der Export ist nicht möglich.');
        return false;
      }}
    >
      <Typography.Paragraph>
        Sie erhalten eine ZIP-Datei mit dem Buchungsstapel im DATEV-Format (Rechnungen und Stornorechnungen des Zeitraums) und jeder Rechnung
        als PDF und E-Rechnung (XML).
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="from" label="Von" rules={dateRules}>
            <DateField allowClear={false} autoFocus />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="to" label="Bis" rules={dateRules}>
            <DateField allowClear={false} />
          </Form.Item>
        </Col>
      </Row>
      {loadError ? (
        <Typography.Paragraph type="danger">Die bisherigen Exporte konnten nicht geladen werden.</Typography.Paragraph>
      ) : (
        records && <ExportedPeriods records={records} from={from} to={to} />
      )}
      {exportedBefore && (
        <Form.Item name="again" valuePropName="checked" style={{ marginBottom: 12 }}>
          <Checkbox>Dieser Zeitraum wurde bereits exportiert. Trotzdem erneut exportieren</Checkbox>
        </Form.Item>
      )}
      {error && <Alert type="error" showIcon role="alert" title={error} />}
    </FormDialog>
  );
}
