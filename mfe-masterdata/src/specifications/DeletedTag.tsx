import { Tag } from '@planner/ui';

/** Marks an installation that was deleted from the master data but is still in a room. */
export function DeletedTag() {
  return (
    <Tag color="red" style={{ marginInlineStart: 8 }} title="Aus den Stammdaten gelöscht; im Zimmer bearbeiten, um sie zu entfernen.">
      gelöscht
    </Tag>
  );
}
