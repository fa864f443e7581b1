import { CloudDownloadOutlined, DatabaseOutlined, LockOutlined } from '@ant-design/icons';
import { COMPANY_EXPORT_HOURS, COMPANY_EXPORT_STATE_LABELS, isPermitted, MISSING_PERMISSION_MESSAGES, type CompanyExport } from '@planner/api';
import { useLoadedCurrentUser } from '@planner/platform';
import { Alert, App, Button, Card, ErrorState, Flex, formatDateTime, PageHeader, Progress, Result, Skeleton, Tag, Typography, usePageTitle } from '@planner/ui';
import { useState } from 'react';
import { downloadCompanyExport, isUnderWay, useCompanyExports, useStartCompanyExport } from './useCompanyExports';

const TITLE = 'Datenexport';
const BREADCRUMBS = [{ label: 'Einstellungen' }, { label: TITLE }];

const STATE_COLORS: Record<CompanyExport['state'], string> = {
  Queued: 'default',
  Running: 'processing',
  Ready: 'success',
  Failed: 'error',
  Expired: 'default',
};

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('de-DE', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;

function NewestExport({ entry, onDownload, downloading }: { entry: CompanyExport; onDownload: () => void; downloading: boolean }) {
  if (isUnderWay(entry)) {
    return (
      <Card title="Export wird erstellt">
        <Flex vertical gap="small">
          <Progress percent={entry.progress} status="active" aria-label="Fortschritt des Datenexports" />
          <Typography.Text type="secondary">
            {entry.state === 'Queued' ? 'Der Export wartet auf den Start …' : 'Daten und Dokumente werden zusammengestellt …'} Sie können die Seite verlassen; der Export läuft weiter.
          </Typography.Text>
        </Flex>
      </Card>
    );
  }
  if (entry.state === 'Ready') {
    return (
      <Card title="Export bereit">
        <Flex vertical gap="small" align="start">
          <Typography.Text>
            {entry.fileName}
            {entry.byteSize !== null && ` · ${megabytes(entry.byteSize)}`}
          </Typography.Text>
          <Typography.Text type="secondary">Herunterladbar bis {formatDateTime(entry.expiresAt!)}; danach wird die Datei gelöscht.</Typography.Text>
          <Button type="primary" icon={<CloudDownloadOutlined />} loading={downloading} onClick={onDownload}>
            Herunterladen
          </Button>
        </Flex>
      </Card>
    );
  }
  if (entry.state === 'Failed') {
    return <Alert type="error" showIcon message="Der Datenexport ist fehlgeschlagen." description="Bitte erstellen Sie ihn erneut. Bleibt der Fehler, wenden Sie sich an den Support." />;
  }
  return <Alert type="info" showIcon message={`Der letzte Export ist abgelaufen: Exporte stehen ${COMPANY_EXPORT_HOURS} Stunden bereit. Erstellen Sie bei Bedarf einen neuen.`} />;
}

function EarlierExports({ entries }: { entries: readonly CompanyExport[] }) {
  if (entries.length === 0) return null;
  return (
    <Card title="Frühere Exporte" size="small">
      <Flex vertical gap="small">
        {entries.map((entry) => (
          <Flex key={entry.id} gap="small" wrap align="center">
            <Typography.Text>{formatDateTime(entry.requestedAt)}</Typography.Text>
            <Tag color={STATE_COLORS[entry.state]}>{COMPANY_EXPORT_STATE_LABELS[entry.state]}</Tag>
            {entry.requestedBy && <Typography.Text type="secondary">{entry.requestedBy}</Typography.Text>}
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}

function CompanyExports() {
  const { message } = App.useApp();
  const { data: entries, error, isPending, refetch } = useCompanyExports();
  const { start, starting } = useStartCompanyExport();
  const [downloading, setDownloading] = useState(false);
  const newest = entries?.[0];

  const handleStart = async () => {
    const { failure } = await start();
    if (failure) void message.error(failure.message);
  };
  const handleDownload = async (id: string) => {
    setDownloading(true);
    try {
      const failure = await downloadCompanyExport(id);
      if (failure) void message.error(failure.message);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader
        title={TITLE}
        breadcrumbs={BREADCRUMBS}
        extra={
          <Button type="primary" icon={<DatabaseOutlined />} loading={starting} disabled={isUnderWay(newest) || isPending} onClick={() => void handleStart()}>
            Datenexport erstellen
          </Button>
        }
      />
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Alle Daten Ihrer Firma in einer ZIP-Datei: Kunden, Baustellen, Projekte, Angebote mit ihren Positionen, Rechnungen, Stammdaten mit
          Preisverlauf und das Protokoll als CSV für Excel und als JSON, dazu alle gespeicherten Dokumente (Angebote, Rechnungen, Grundrisse,
          Datenblätter). Für die Betriebsprüfung enthält sie die Rechnungen mit ihren Positionen im GoBD-Format (index.xml nach dem
          Beschreibungsstandard). Der Export steht {COMPANY_EXPORT_HOURS} Stunden zum Herunterladen bereit.
        </Typography.Paragraph>
        {isPending && <Skeleton active />}
        {error && !entries && <ErrorState message="Die Datenexporte konnten nicht geladen werden." onRetry={() => void refetch()} />}
        {entries && !newest && <Alert type="info" showIcon message="Noch kein Datenexport erstellt." />}
        {newest && <NewestExport entry={newest} downloading={downloading} onDownload={() => void handleDownload(newest.id)} />}
        {entries && <EarlierExports entries={entries.slice(1)} />}
      </Flex>
    </>
  );
}

/** 'Einstellungen → Datenexport': the owner's copy of everything the company holds (GDPR Art. 20) and the GoBD export for a tax audit. */
export default function DataExportPage() {
  usePageTitle(TITLE);
  const signedInUser = useLoadedCurrentUser();
  if (signedInUser && !isPermitted(signedInUser.roles, 'manageCompany')) {
    return (
      <>
        <PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />
        <Result icon={<LockOutlined />} title="Kein Zugriff" subTitle={MISSING_PERMISSION_MESSAGES.manageCompany} />
      </>
    );
  }
  return <CompanyExports />;
}
