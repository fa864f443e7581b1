import type { ErrorClassification } from '@planner/platform';
import { ExpectedErrorPage } from './ExpectedErrorPage';
import { UnexpectedErrorPage } from './UnexpectedErrorPage';
import { VersionMismatchPage } from './VersionMismatchPage';

type NonNetworkError = Exclude<ErrorClassification, { kind: 'network' }>;

export default function ErrorScreen({ error, supportUrl }: { error: NonNetworkError; supportUrl: string }) {
  switch (error.kind) {
    case 'version-mismatch':
      return <VersionMismatchPage />;
    case 'expected':
      return <ExpectedErrorPage body={error.body} status={error.status} supportUrl={supportUrl} />;
    case 'unexpected':
      return <UnexpectedErrorPage message={error.message} stack={error.stack} supportUrl={supportUrl} />;
  }
}

