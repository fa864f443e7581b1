import { Button, Result, ResultHeading, usePageTitle } from '@planner/ui';
import { ErrorPageFrame } from './ErrorPageFrame';
import { reloadPage } from './reloadPage';
import { useCountdown } from './useCountdown';

export const VERSION_MISMATCH_COUNTDOWN_SECONDS = 60;

export function VersionMismatchPage() {
  usePageTitle('Neue Version verfügbar');
  const remaining = useCountdown(VERSION_MISMATCH_COUNTDOWN_SECONDS, reloadPage);
  return (
    <ErrorPageFrame>
      <Result
        status="info"
        title={<ResultHeading>Neue Version verfügbar!</ResultHeading>}
        subTitle={`Eine neue Version der Anwendung ist verfügbar. Die Seite wird in ${remaining} Sekunden automatisch neu geladen.`}
        extra={
          <Button type="primary" onClick={reloadPage}>
            Jetzt neu laden
          </Button>
        }
      />
    </ErrorPageFrame>
  );
}
