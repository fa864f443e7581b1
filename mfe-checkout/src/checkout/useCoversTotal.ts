import { checkoutEndpoints } from '@planner/api';
import { useApiQuery } from '@planner/platform';
import { useEffect, useState } from 'react';

/** The covers total is requested this long after the tab opens or the chosen cover changes. */
export const COVERS_TOTAL_DELAY_MS = 500;

const NOT_YET = Symbol('not yet');

/** True once `delayMs` have passed since mount and since `key` last changed. */
function useElapsedFor(key: unknown, delayMs: number): boolean {
  const [elapsedFor, setElapsedFor] = useState<unknown>(NOT_YET);
  useEffect(() => {
    const timer = setTimeout(() => setElapsedFor(key), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return elapsedFor === key;
}

/**
 * The price in cents of the chosen outlet and switch covers for the installations on every
 * floor; undefined while no cover is chosen, before the delay, while loading and when the
 * server answers failure/NotFound. Not kept once the tab closes, so a reopened tab never
 * shows a total from before the floors changed.
 */
export function useCoversTotal(configurationId: string, coverId: string | null): number | undefined {
  const enabled = useElapsedFor(coverId, COVERS_TOTAL_DELAY_MS) && coverId !== null;
  const { data } = useApiQuery(
    checkoutEndpoints.totalCoversPrice,
    { params: { id: configurationId } },
    { enabled, gcTime: 0, throwOnError: false },
  );
  return enabled ? data?.totalPrice : undefined;
}
