import { Button, Result } from '../kit/antd';
import { ResultHeading } from './PageHeading';
import { usePageTitle } from './usePageTitle';

/** German 404 page, used by the shell for unknown routes and by each remote's router. */
export function NotFoundPage() {
  usePageTitle('Seite nicht gefunden');
  return (
    <Result
      status="404"
      title={<ResultHeading>Seite nicht gefunden</ResultHeading>}
      subTitle="Die aufgerufene Seite existiert nicht oder wurde verschoben."
      extra={
        <Button type="primary" href="/">
          Zur Startseite
        </Button>
      }
    />
  );
}
