import { constructionSpecificationEndpoints, contactPersonEndpoints, propertyDeveloperEndpoints } from '@planner/api';
import { useApiQuery } from '@planner/platform';

/** Selectors load 100 entries and, when there are more, all of them (spec section 9). */
const SELECTOR_FIRST_PAGE = 100;

const pageSizeFor = (total: number | undefined) => Math.max(SELECTOR_FIRST_PAGE, total ?? 0);

export function usePropertyDeveloperOptions() {
  const first = useApiQuery(propertyDeveloperEndpoints.list, {
    query: { pageIndex: 0, pageSize: SELECTOR_FIRST_PAGE, sortBy: 'Name' },
  });
  const total = first.paginationInfo?.totalElementsCount;
  const all = useApiQuery(
    propertyDeveloperEndpoints.list,
    { query: { pageIndex: 0, pageSize: pageSizeFor(total), sortBy: 'Name' } },
    { enabled: (total ?? 0) > SELECTOR_FIRST_PAGE },
  );
  const rows = all.data ?? first.data;
  return { options: rows?.map((developer) => ({ value: developer.id, label: developer.name })), loading: first.isPending };
}

export function useContactPersonOptions(propertyDeveloperId: string | undefined) {
  const enabled = propertyDeveloperId !== undefined;
  const params = { propertyDeveloperId: propertyDeveloperId ?? '' };
  const first = useApiQuery(
    contactPersonEndpoints.list,
    { params, query: { pageIndex: 0, pageSize: SELECTOR_FIRST_PAGE, sortBy: 'LastName' } },
    { enabled },
  );
  const total = first.paginationInfo?.totalElementsCount;
  const all = useApiQuery(
    contactPersonEndpoints.list,
    { params, query: { pageIndex: 0, pageSize: pageSizeFor(total), sortBy: 'LastName' } },
    { enabled: enabled && (total ?? 0) > SELECTOR_FIRST_PAGE },
  );
  const rows = all.data ?? first.data;
  return {
    options: rows?.map((person) => ({ value: person.id, label: `${person.lastName}, ${person.firstName}` })),
    loading: enabled && first.isPending,
  };
}

export function useConstructionSpecificationOptions(propertyDeveloperId: string | undefined) {
  const enabled = propertyDeveloperId !== undefined;
  const params = { propertyDeveloperId: propertyDeveloperId ?? '' };
  const first = useApiQuery(
    constructionSpecificationEndpoints.list,
    { params, query: { pageIndex: 0, pageSize: SELECTOR_FIRST_PAGE, sortBy: 'Name' } },
    { enabled },
  );
  const total = first.paginationInfo?.totalElementsCount;
  const all = useApiQuery(
    constructionSpecificationEndpoints.list,
    { params, query: { pageIndex: 0, pageSize: pageSizeFor(total), sortBy: 'Name' } },
    { enabled: enabled && (total ?? 0) > SELECTOR_FIRST_PAGE },
  );
  const rows = all.data ?? first.data;
  return { options: rows?.map((spec) => ({ value: spec.id, label: spec.name })), loading: enabled && first.isPending };
}
