import { UploadOutlined } from '@ant-design/icons';
import {
  ApiError,
  CUSTOMER_IMPORT_LIMITS,
  MSG_IMPORT_FILE_TOO_LARGE,
  type CustomerImportMapping,
  type CustomerImportPreview,
  type CustomerImportResult,
} from '@planner/api';
import { usePermission } from '@planner/platform';
import { Alert, Button, Card, Checkbox, Flex, PageHeader, PermittedButton, Spin, Typography, usePageTitle } from '@planner/ui';
import { useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { ImportMappingCard } from './ImportMappingCard';
import { ImportRowsCard } from './ImportRowsCard';
import { useConfirmImport, usePreviewImport } from './useCustomerImport';

const LIMITS_TEXT =
  `CSV (Semikolon oder Komma, UTF-8 oder Windows-1252, wie Excel sie speichert) oder Excel (.xlsx, erstes Tabellenblatt); ` +
  `höchstens ${CUSTOMER_IMPORT_LIMITS.maxFileBytes / (1024 * 1024)} MB und ${CUSTOMER_IMPORT_LIMITS.maxRows.toLocaleString('de-DE')} Zeilen. ` +
  'Die erste Zeile nennt die Spalten. Sie sehen vor dem Import, welche Kunden neu sind, welche es schon gibt und welche Zeilen Fehler haben; ' +
  'übernommen wird erst, wenn Sie „Importieren“ bestätigen.';

/** '1 Kunde', '1.200 Kunden'. */
const counted = (count: number, one: string, many: string) => `${count.toLocaleString('de-DE')} ${count === 1 ? one : many}`;

/** The German message of a refused file, or null for any other error, which goes to the error page. */
function refusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  if (error.status === 413) return MSG_IMPORT_FILE_TOO_LARGE;
  return error.body.fieldErrors?.[0]?.message ?? error.body.fallbackMessage;
}

/** Kunden → Kunden importieren: a CSV or Excel list of another tool, mapped, previewed and confirmed. */
export default function CustomerImportPage() {
  usePageTitle('Kunden importieren');
  const plan = usePermission('plan');
  const previewImport = usePreviewImport();
  const confirmImport = useConfirmImport();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CustomerImportPreview | null>(null);
  const [skipDuplicates, setSkipDuplicates] = useState(true);
  const [result, setResult] = useState<CustomerImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'reading' | 'importing' | null>(null);

  const run = async (kind: 'reading' | 'importing', action: () => Promise<void>) => {
    setBusy(kind);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      const message = refusal(error);
      if (message === null) throw error;
      setProblem(message);
    } finally {
      setBusy(null);
    }
  };

  const read = (chosen: File, mapping?: CustomerImportMapping) =>
    run('reading', async () => {
      const { data } = await previewImport(chosen, mapping);
      if (data) setPreview(data);
    });

  const handleChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setResult(null);
    setPreview(null);
    if (chosen.size > CUSTOMER_IMPORT_LIMITS.maxFileBytes) {
      setFile(null);
      setProblem(MSG_IMPORT_FILE_TOO_LARGE);
      return;
    }
    setFile(chosen);
    void read(chosen);
  };

  const confirm = () =>
    file &&
    preview &&
    run('importing', async () => {
      const { data } = await confirmImport(file, preview.mapping, skipDuplicates);
      if (!data) return;
      setResult(data);
      setPreview(null);
      setFile(null);
    });

  const taken = preview ? preview.counts.new + (skipDuplicates ? 0 : preview.counts.duplicate) : 0;
  return (
    <>
      <PageHeader
        title="Kunden importieren"
        breadcrumbs={[{ label: 'Kunden', href: '/customers' }, { label: 'Kunden importieren' }]}
        extra={
          <PermittedButton permission={plan} type={preview ? 'default' : 'primary'} icon={<UploadOutlined />} disabled={busy !== null} onClick={() => input.current?.click()}>
            {preview ? 'Andere Datei wählen' : 'Datei wählen'}
          </PermittedButton>
        }
      />
      <input ref={input} type="file" hidden accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" aria-label="CSV- oder Excel-Datei" onChange={handleChosen} data-testid="customer-import-file" />
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{LIMITS_TEXT}</Typography.Paragraph>
        {problem && <Alert type="error" showIcon message="Die Datei wurde nicht gelesen." description={problem} />}
        {result && (
          <Alert
            type="success"
            showIcon
            message={`${counted(result.imported, 'Kunde', 'Kunden')} importiert.`}
            description={[
              result.skippedDuplicates > 0 && `${counted(result.skippedDuplicates, 'Duplikat', 'Duplikate')} übersprungen.`,
              result.skippedErrors > 0 && `${counted(result.skippedErrors, 'Zeile', 'Zeilen')} mit Fehlern nicht übernommen.`,
            ]
              .filter(Boolean)
              .join(' ')}
            action={<Link to="/customers">Zur Kundenliste</Link>}
          />
        )}
        {busy === 'reading' && !preview && (
          <Card>
            <Flex gap="small" align="center">
              <Spin /> <Typography.Text>Die Datei wird gelesen …</Typography.Text>
            </Flex>
          </Card>
        )}
        {!preview && !busy && !result && !problem && (
          <Card>
            <Typography.Text>Noch keine Datei gewählt.</Typography.Text>
          </Card>
        )}
        {preview && file && (
          <>
            <ImportMappingCard headers={preview.headers} mapping={preview.mapping} disabled={busy !== null} onChange={(mapping) => void read(file, mapping)} />
            <Spin spinning={busy === 'reading'}>
              <ImportRowsCard preview={preview} />
            </Spin>
            <Card>
              <Flex gap="middle" justify="space-between" align="center" wrap>
                <Checkbox checked={skipDuplicates} onChange={(event) => setSkipDuplicates(event.target.checked)} disabled={preview.counts.duplicate === 0}>
                  Duplikate überspringen
                </Checkbox>
                <Flex gap="small" wrap>
                  <Button disabled={busy !== null} onClick={() => { setPreview(null); setFile(null); }}>
                    Verwerfen
                  </Button>
                  <PermittedButton permission={plan} type="primary" loading={busy === 'importing'} disabled={busy === 'reading' || taken === 0} onClick={() => void confirm()}>
                    {`Importieren (${counted(taken, 'Kunde', 'Kunden')})`}
                  </PermittedButton>
                </Flex>
              </Flex>
            </Card>
          </>
        )}
      </Flex>
    </>
  );
}
