import { Result, ResultHeading, Space, usePageTitle } from '@planner/ui';
import { BuildInfo } from './BuildInfo';
import { ErrorPageFrame } from './ErrorPageFrame';
import { ErrorPageActions } from './ErrorPageActions';
import { StackTrace } from './StackTrace';

export function UnexpectedErrorPage({ message, stack, supportUrl }: { message: string; stack?: string | null; supportUrl: string }) {
  usePageTitle('Unerwarteter Fehler');
  return (
    <ErrorPageFrame>
      <Result
        status="500"
        title={<ResultHeading>Ein unerwarteter Fehler ist aufgetreten</ResultHeading>}
        subTitle={message}
        extra={<ErrorPageActions supportUrl={supportUrl} />}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <BuildInfo />
          <StackTrace stack={stack} />
        </Space>
      </Result>
    </ErrorPageFrame>
  );
}
