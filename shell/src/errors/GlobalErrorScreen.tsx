import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { classifyError, subscribeToErrors, type ErrorClassification } from '@planner/platform';
import { NetworkErrorPage } from './NetworkErrorPage';

export const DEFAULT_SUPPORT_URL = 'mailto:support@meisterplaner.de';

const ErrorScreen = lazy(() => import('./ErrorScreen'));

/**
 * The page for a classified error. The network-error page is part of the initial bundle,
 * because it must show when nothing more can be downloaded; the others load when needed.
 */
export function ErrorPage({ error, supportUrl }: { error: ErrorClassification; supportUrl: string }) {
  if (error.kind === 'network') return <NetworkErrorPage />;
  return (
    <Suspense fallback={null}>
      <ErrorScreen error={error} supportUrl={supportUrl} />
    </Suspense>
  );
}

/**
 * Replaces the whole page with the matching error page once any root (shell or remote)
 * reports an error: window errors, unhandled rejections, error boundaries, router errors,
 * failed queries and mutations.
 */
export function GlobalErrorScreen({ supportUrl, children }: { supportUrl: string; children: ReactNode }) {
  const [error, setError] = useState<ErrorClassification | null>(null);
  useEffect(() => subscribeToErrors((reported) => setError((current) => current ?? classifyError(reported))), []);
  return error ? <ErrorPage error={error} supportUrl={supportUrl} /> : children;
}
