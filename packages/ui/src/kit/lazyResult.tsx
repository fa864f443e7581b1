import { lazy, Suspense, type ComponentProps } from 'react';
import type AntdResult from 'antd/es/result';

const LoadedResult = lazy(() => import('antd/es/result'));

export type ResultProps = ComponentProps<typeof AntdResult>;

/**
 * antd's Result, downloaded when one is first shown. It backs error, not-found and placeholder
 * states, which a page rarely shows, and its illustrations would otherwise be part of every
 * first visit.
 */
export function Result(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <LoadedResult {...props} />
    </Suspense>
  );
}
