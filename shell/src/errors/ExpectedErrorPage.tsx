import type { ErrorBody } from '@planner/api';
import { Descriptions, Result, ResultHeading, Space, usePageTitle } from '@planner/ui';
import { BuildInfo } from './BuildInfo';
import { ErrorPageFrame } from './ErrorPageFrame';
import { ErrorPageActions } from './ErrorPageActions';
import { StackTrace } from './StackTrace';

export function ExpectedErrorPage({ body, status, supportUrl }: { body: ErrorBody; status: number; supportUrl: string }) {
  usePageTitle('Fehler');
  return (
    <ErrorPageFrame>
      <Result
        status="error"
        title={<ResultHeading>Oops</ResultHeading>}
        subTitle={body.fallbackMessage}
        extra={<ErrorPageActions supportUrl={supportUrl} />}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'code', label: 'Fehlercode', children: body.errorCode },
              { key: 'status', label: 'HTTP-Status', children: status },
            ]}
          />
          <BuildInfo />
          <StackTrace stack={body.stackTrace} />
        </Space>
      </Result>
    </ErrorPageFrame>
  );
}
