import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { MSG_LOGO_TYPE } from '@planner/api';
import { hasFieldErrors, usePermission } from '@planner/platform';
import { App, Card, Flex, PermittedButton, Typography } from '@planner/ui';
import { useRef } from 'react';
import { readLogoFile } from './logoFile';
import { useChangeCompanyLogo, useCompanyLogo } from './useCompanyLogo';

/** The logo on the letterhead of quotes: shown, replaced by a PNG, JPEG or SVG file, or removed. */
export function CompanyLogoCard() {
  const { message } = App.useApp();
  const { data: logo, isPending: loading } = useCompanyLogo();
  const change = useChangeCompanyLogo();
  const manageCompany = usePermission('manageCompany');
  const input = useRef<HTMLInputElement>(null);

  const choose = async (file: File) => {
    const read = await readLogoFile(file);
    if ('error' in read) {
      void message.error(read.error);
      return;
    }
    try {
      await change.save(read.imageData);
      void message.success('Logo gespeichert.');
    } catch (error) {
      // The server judged the file (type, bytes, pixels): its reason is the answer.
      if (!hasFieldErrors(error)) throw error;
      void message.error(error.body.fieldErrors?.[0]?.message ?? MSG_LOGO_TYPE);
    }
  };
  const remove = async () => {
    await change.remove();
    void message.success('Logo entfernt.');
  };

  return (
    <Card title="Logo">
      <Flex gap="middle" align="center" wrap>
        {logo ? (
          <img src={logo.imageData} alt="Logo der Firma" style={{ maxHeight: 64, maxWidth: 240, objectFit: 'contain' }} />
        ) : (
          <Typography.Text type="secondary">{loading ? 'Wird geladen …' : 'Noch kein Logo hinterlegt.'}</Typography.Text>
        )}
        {/* The browser's own file input, not antd's Upload: its list and progress bar would be
            downloaded with every visit of the settings page, and the logo never shows them. */}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/svg+xml,.svg"
          hidden
          aria-label="Logo-Datei auswählen"
          disabled={!manageCompany.allowed}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void choose(file);
          }}
        />
        <PermittedButton permission={manageCompany} icon={<UploadOutlined />} loading={change.isPending} onClick={() => input.current?.click()}>
          {logo ? 'Anderes Logo wählen' : 'Logo wählen'}
        </PermittedButton>
        {logo && (
          <PermittedButton permission={manageCompany} icon={<DeleteOutlined />} onClick={() => void remove()} disabled={change.isPending}>
            Logo entfernen
          </PermittedButton>
        )}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        PNG, JPEG oder SVG, höchstens 512 KB. Das Logo steht oben links auf jedem Angebot.
      </Typography.Paragraph>
    </Card>
  );
}
