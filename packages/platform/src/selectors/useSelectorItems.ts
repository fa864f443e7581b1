import {
  additionalInstallationEndpoints,
  componentEndpoints,
  type AdditionalInstallation,
  type ElectricalComponent,
  type Endpoint,
  type Tag,
} from '@planner/api';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../unwrap';
import { loadAllItems } from './loadAll';

export interface SelectorItems<T> {
  /** Every item that is not archived; empty while loading. */
  items: T[];
  isPending: boolean;
}

function useAllItems<T>(endpoint: Endpoint & { paged: true }): SelectorItems<T> {
  const query = useQuery({
    queryKey: [endpoint.path, null, { selector: 'all' }] as const,
    queryFn: ({ signal }) => loadAllItems(endpoint, signal),
  });
  const items = query.data ? (unwrap(query.data).data as T[] | undefined) : undefined;
  return { items: items ?? [], isPending: query.isPending };
}

/** All installations (electrical components) for selects and the plan editor's palette. */
export const useComponentSelector = (): SelectorItems<ElectricalComponent> =>
  useAllItems<ElectricalComponent>(componentEndpoints.list);

/** All installation tags. */
export const useTagSelector = (): SelectorItems<Tag> => useAllItems<Tag>(componentEndpoints.tags);

/** All additional installations. */
export const useAdditionalInstallationSelector = (): SelectorItems<AdditionalInstallation> =>
  useAllItems<AdditionalInstallation>(additionalInstallationEndpoints.list);
