import { ListFilterSelect, useListFilterParam } from '@planner/ui';

const ARCHIVED = ['true'] as const;

/** The lists' archive filter in the URL (`archived=true`): active rows unless asked otherwise. */
export function useArchivedFilter() {
  const [value, setValue] = useListFilterParam('archived', ARCHIVED);
  return { archived: value === 'true', setArchived: (archived: boolean) => setValue(archived ? 'true' : undefined) };
}

/** Chooses between the active and the archived rows of a list, e.g. 'Aktive Kunden' / 'Archivierte Kunden'. */
export function ArchivedFilterSelect({ filter, active, archived }: { filter: ReturnType<typeof useArchivedFilter>; active: string; archived: string }) {
  return (
    <ListFilterSelect
      label="Archiv"
      allLabel={active}
      options={[{ value: 'true', label: archived }]}
      value={filter.archived ? 'true' : undefined}
      onChange={(value) => filter.setArchived(value === 'true')}
    />
  );
}
