import { UploadOutlined } from '@ant-design/icons';
import { MAX_DATANORM_UPLOAD_BYTES, type DatanormImport } from '@planner/api';
import { hasFieldErrors, usePermission } from '@planner/platform';
import { Alert, App, Button, Card, Flex, PageHeader, PermittedButton, Progress, Skeleton, Typography, usePageTitle } from '@planner/ui';
import { useRef, useState, type ChangeEvent } from 'react';
import { ImportPreview } from './ImportPreview';
import { isRunning, useCancelImport, useConfirmImport, useLatestImport, useUploadPriceList } from './useDatanormImports';

const PROGRESS_TEXT: Partial<Record<DatanormImport['status'], string>> = {
  Reading: 'Die Preisliste wird gelesen …',
  Importing: 'Die Artikel werden übernommen …',
  Cancelling: 'Der Import wird zurückgenommen …',
};

function RunningImport({ found, onCancel, cancelling }: { found: DatanormImport; onCancel: () => void; cancelling: boolean }) {
  const percent = found.total > 0 ? Math.round((found.done / found.total) * 100) : undefined;
  return (
    <Card title={found.fileName}>
      <Flex vertical gap="small">
        <Typography.Text>{PROGRESS_TEXT[found.status]}</Typography.Text>
        <Progress
          percent={percent ?? 100}
          status="active"
          showInfo={percent !== undefined}
          aria-label="Fortschritt des Imports"
        />
        <Typography.Text type="secondary">
          {found.total > 0
            ? `${found.done.toLocaleString('de-DE')} von ${found.total.toLocaleString('de-DE')} Artikeln`
            : `${found.done.toLocaleString('de-DE')} Datensätze gelesen`}
        </Typography.Text>
        {found.status !== 'Cancelling' && (
          <Flex justify="end">
            <Button danger onClick={onCancel} loading={cancelling}>Abbrechen</Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

function Outcome({ found }: { found: DatanormImport }) {
  if (found.status === 'Imported') {
    return <Alert type="success" showIcon message={`${found.fileName}: ${found.done.toLocaleString('de-DE')} Artikel übernommen.`} />;
  }
  if (found.status === 'Failed') return <Alert type="error" showIcon message="Die Preisliste wurde nicht übernommen." description={found.error} />;
  if (found.status === 'Cancelled') return <Alert type="info" showIcon message={`${found.fileName}: Der Import wurde abgebrochen; es wurde nichts übernommen.`} />;
  return null;
}

/** Stammdaten → Preislisten importieren: DATANORM files of the wholesaler into installations and additional installations. */
export default function PriceListImportPage() {
  usePageTitle('Preislisten importieren');
  const masterData = usePermission('masterData');
  const { message } = App.useApp();
  const latest = useLatestImport();
  const upload = useUploadPriceList();
  const confirm = useConfirmImport();
  const cancel = useCancelImport();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const found = latest.data;

  const run = async (action: () => Promise<{ failure?: { message?: string } }>) => {
    setBusy(true);
    try {
      const { failure } = await action();
      if (failure) void message.error(failure.message);
    } catch (error) {
      if (!hasFieldErrors(error)) throw error;
      void message.error(error.body.fieldErrors?.[0]?.message ?? error.body.fallbackMessage);
    } finally {
      setBusy(false);
    }
  };

  const handleChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    if (chosen.size > MAX_DATANORM_UPLOAD_BYTES) return void message.error('Die Datei ist zu groß. Maximal 50 MB.');
    void run(() => upload(chosen));
  };

  const running = isRunning(found);
  return (
    <>
      <PageHeader
        title="Preislisten importieren"
        breadcrumbs={[{ label: 'Stammdaten' }, { label: 'Preislisten importieren' }]}
        extra={
          <PermittedButton permission={masterData} type="primary" icon={<UploadOutlined />} loading={busy && !found} disabled={running} onClick={() => input.current?.click()}>
            Preisliste hochladen
          </PermittedButton>
        }
      />
      <input ref={input} type="file" hidden aria-label="DATANORM-Datei oder ZIP" onChange={handleChosen} data-testid="price-list-file" />
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          DATANORM-Preislisten (Version 4 und 5) Ihres Großhändlers als ZIP oder einzelne Dateien (z. B. DATANORM.001, DATPREIS.001).
          Sie sehen vor dem Import, welche Artikel neu sind und welche Preise sich ändern.
        </Typography.Paragraph>
        {latest.isPending && <Skeleton active />}
        {!latest.isPending && !found && <Alert type="info" showIcon message="Noch keine Preisliste importiert." />}
        {found && running && <RunningImport found={found} cancelling={busy} onCancel={() => void run(() => cancel(found.id))} />}
        {found?.status === 'Preview' && (
          <ImportPreview
            key={found.id}
            found={found}
            busy={busy}
            onConfirm={(groups) => void run(() => confirm(found.id, { groups }))}
            onDiscard={() => void run(() => cancel(found.id))}
          />
        )}
        {found && <Outcome found={found} />}
      </Flex>
    </>
  );
}
