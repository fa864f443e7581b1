import { Tag } from '@planner/ui';

/** Marks a customer or project that is archived: kept with its quotes, hidden from the lists. */
export function ArchivedTag() {
  return (
    <Tag color="default" style={{ marginInlineStart: 8, verticalAlign: 'middle' }}>
      Archiviert
    </Tag>
  );
}
