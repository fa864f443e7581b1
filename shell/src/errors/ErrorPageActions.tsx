import { Button, Space } from '@planner/ui';
import { reloadPage } from './reloadPage';

export function ErrorPageActions({ supportUrl }: { supportUrl: string }) {
  return (
    <Space wrap>
      <Button type="primary" onClick={reloadPage}>
        Seite neu laden
      </Button>
      <Button href={supportUrl} target="_blank" rel="noreferrer">
        Support kontaktieren
      </Button>
    </Space>
  );
}
