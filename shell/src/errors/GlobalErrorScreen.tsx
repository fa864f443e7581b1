import { useEffect, useState, type ReactNode } from 'react';
import { classifyError, subscribeToErrors, type ErrorClassification } from '@planner/platform';
import { ExpectedErrorPage } from './ExpectedErrorPage';
import { NetworkErrorPage } from './NetworkErrorPage';
import { UnexpectedErrorPage } from './UnexpectedErrorPage';
import { VersionMismatchPage } from './VersionMismatchPage';

export const DEFAULT_SUPPORT_URL = 'mailto:support@meisterplaner.de';

export function ErrorScreen({ error, supportUrl }: { error: ErrorClassification; supportUrl: string }) {
  switch (error.kind) {
    case 'version-mismatch':
      return <VersionMismatchPage />;
    case 'network':
      return <NetworkErrorPage />;
    case 'expected':
      return <ExpectedErrorPage body={error.body} status={error.status} supportUrl={supportUrl} />;
    case 'unexpected':
      return <UnexpectedErrorPage message={error.message} stack={error.stack} supportUrl={supportUrl} />;
  }
}

/**
 * Replaces the whole page with the matching error page once any root (shell or remote)
 * reports an error: window errors, unhandled rejections, error boundaries, router errors,
 * failed queries and mutations.
 */
export function GlobalErrorScreen({ supportUrl, children }: { supportUrl: string; children: ReactNode }) {
  const [error, setError] = useState<ErrorClassification | null>(null);
  useEffect(() => subscribeToErrors((reported) => setError((current) => current ?? classifyError(reported))), []);
  return error ? <ErrorScreen error={error} supportUrl={supportUrl} /> : children;
}
