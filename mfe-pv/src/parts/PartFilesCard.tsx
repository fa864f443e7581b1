import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { MAX_DATA_SHEET_BYTES, MAX_PV_ICON_BYTES, type StoredFile } from '@planner/api/pv';
import { hasFieldErrors, usePermission, type PermissionState } from '@planner/platform';
import { App, Button, Card, Descriptions, Flex, PermittedButton, Typography } from '@planner/ui';
import { useRef, useState, type ChangeEvent } from 'react';
import type { AnyPartUi, PartLike } from './partUi';
import { downloadPartFile, useUploadPartFile, type FileKind } from './usePartApi';

interface FileRules {
  label: string;
  accept: string;
  maxBytes: number;
  acceptedTypes: readonly string[];
  missingMessage: string;
  wrongTypeMessage: string;
  tooLargeMessage: string;
  savedMessage: string;
}

const RULES: Record<FileKind, FileRules> = {
  dataSheet: {
    label: 'Datenblatt',
    accept: 'application/pdf,.pdf',
    maxBytes: MAX_DATA_SHEET_BYTES,
    acceptedTypes: ['application/pdf'],
    missingMessage: 'Kein Datenblatt vorhanden.',
    wrongTypeMessage: 'Es sind nur PDF-Dateien erlaubt.',
    tooLargeMessage: 'Die Datei ist zu groß. Maximal 10 MB.',
    savedMessage: 'Datenblatt gespeichert.',
  },
  icon: {
    label: 'Icon',
    accept: 'image/png,image/jpeg',
    maxBytes: MAX_PV_ICON_BYTES,
    acceptedTypes: ['image/png', 'image/jpeg'],
    missingMessage: 'Kein Icon vorhanden.',
    wrongTypeMessage: 'Es sind nur PNG- oder JPEG-Dateien erlaubt.',
    tooLargeMessage: 'Die Datei ist zu groß. Maximal 256 KB.',
    savedMessage: 'Icon gespeichert.',
  },
};

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

interface FileRowProps {
  ui: AnyPartUi;
  part: PartLike;
  kind: FileKind;
  file: StoredFile | null;
  /** Uploading a file changes master data. */
  permission: PermissionState;
}

function FileRow({ ui, part, kind, file, permission }: FileRowProps) {
  const rules = RULES[kind];
  const upload = useUploadPartFile(ui.endpoints, kind);
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const failure = await downloadPartFile(ui.endpoints, kind, part.id);
      if (failure) void message.error(failure.message ?? rules.missingMessage);
    } finally {
      setDownloading(false);
    }
  };

  const handleChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    if (!rules.acceptedTypes.includes(chosen.type)) return void message.error(rules.wrongTypeMessage);
    if (chosen.size > rules.maxBytes) return void message.error(rules.tooLargeMessage);
    setUploading(true);
    try {
      await upload(part.id, chosen);
      void message.success(rules.savedMessage);
    } catch (error) {
      // The server judges the file by its content; its message names what is wrong.
      if (!hasFieldErrors(error)) throw error;
      void message.error(error.body.fieldErrors?.[0]?.message ?? rules.wrongTypeMessage);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex justify="space-between" align="center" gap="small" wrap>
      {file ? (
        <Button type="link" icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()} style={{ paddingInline: 0 }}>
          {file.fileName} ({formatSize(file.byteSize)})
        </Button>
      ) : (
        <Typography.Text type="secondary">Nicht hinterlegt</Typography.Text>
      )}
      <input ref={input} type="file" accept={rules.accept} hidden aria-label={`${rules.label} auswählen`} onChange={(event) => void handleChosen(event)} />
      <PermittedButton permission={permission} icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>
        {file ? `${rules.label} ersetzen` : `${rules.label} hochladen`}
      </PermittedButton>
    </Flex>
  );
}

/** Data sheet (PDF) and icon (PNG/JPEG) of a part: download, upload, replace. */
export function PartFilesCard({ ui, part }: { ui: AnyPartUi; part: PartLike }) {
  const masterData = usePermission('masterData');
  return (
    <Card title="Dateien">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'dataSheet', label: 'Datenblatt', children: <FileRow ui={ui} part={part} kind="dataSheet" file={part.dataSheet} permission={masterData} /> },
          { key: 'icon', label: 'Icon', children: <FileRow ui={ui} part={part} kind="icon" file={part.icon} permission={masterData} /> },
        ]}
      />
    </Card>
  );
}
