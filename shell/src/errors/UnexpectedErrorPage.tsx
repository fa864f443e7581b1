import { Button, Result, Space, usePageTitle } from '@planner/ui';
import { BuildInfo } from './BuildInfo';
import { ErrorPageFrame } from './ErrorPageFrame';
import { reloadPage } from './reloadPage';
import { StackTrace } from './StackTrace';

export function UnexpectedErrorPage({ message, stack, supportUrl }: { message: string; stack?: string | null; supportUrl: string }) {
  usePageTitle('Unerwarteter Fehler');
  return (
    <ErrorPageFrame>
      <Result
        status="500"
        title="Ein unerwarteter Fehler ist aufgetreten"
        subTitle={message}
        extra={
          <Space wrap>
            <Button type="primary" onClick={reloadPage}>
              Seite neu laden
            </Button>
            <Button href={supportUrl} target="_blank" rel="noreferrer">
              Support kontaktieren
            </Button>
          </Space>
        }
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <BuildInfo />
          <StackTrace stack={stack} />
        </Space>
      </Result>
    </ErrorPageFrame>
  );
}
