import { useSearchParams } from 'react-router';

/**
 * A filter of a list page kept in the URL beside the list state, e.g. `quoteStatus=Sent`;
 * only the given values count, anything else is no filter. A change goes back to the first
 * page and, like typing a search, replaces the history entry.
 */
export function useListFilterParam<V extends string>(param: string, values: readonly V[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(param);
  const value = values.find((candidate) => candidate === raw);
  const setValue = (next: V | undefined) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set(param, next);
        else params.delete(param);
        params.delete('pageIndex');
        return params;
      },
      { replace: true },
    );
  return [value, setValue] as const;
}
