import { Button, Space } from '@planner/ui';
import { goHome, reloadPage } from './reloadPage';

/**
 * The way out of an error page: the start page (a fresh load, away from whatever failed) first,
 * reloading the same page second, since it often fails the same way.
 */
export function ErrorPageActions({ supportUrl }: { supportUrl: string }) {
  return (
    <Space wrap>
      <Button type="primary" onClick={goHome}>
        Zur Startseite
      </Button>
      <Button onClick={reloadPage}>Seite neu laden</Button>
      <Button href={supportUrl} target="_blank" rel="noreferrer">
        Support kontaktieren
      </Button>
    </Space>
  );
}
