import { Button, Result, usePageTitle } from '@planner/ui';
import { ErrorPageFrame } from './ErrorPageFrame';
import { reloadPage } from './reloadPage';
import { useCountdown } from './useCountdown';

export const NETWORK_ERROR_COUNTDOWN_SECONDS = 10;

export function NetworkErrorPage() {
  usePageTitle('Nicht erreichbar');
  const remaining = useCountdown(NETWORK_ERROR_COUNTDOWN_SECONDS, reloadPage);
  return (
    <ErrorPageFrame>
      <Result
        status="warning"
        title="Die Anwendung ist vorübergehend nicht erreichbar"
        subTitle={
          <>
            The application is temporarily not available.
            <br />
            Neuer Versuch in {remaining} Sekunden.
          </>
        }
        extra={
          <Button type="primary" onClick={reloadPage}>
            Jetzt neu laden
          </Button>
        }
      />
    </ErrorPageFrame>
  );
}
