/** The id of a demo record: readable, stable and a valid UUID (`demoId(7)` → `…-000000000007`). */
export const demoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * The rows of a list query: the rows whose text contains the search (`anyText` or the list's own
 * search parameter), sorted by the text unless `sortOrder=Desc` turns it round.
 */
export function listRows<T>(rows: readonly T[], query: URLSearchParams, textOf: (row: T) => string, searchParam = 'anyText'): T[] {
  const search = (query.get(searchParam) ?? query.get('anyText') ?? '').toLocaleLowerCase('de');
  const direction = query.get('sortOrder') === 'Desc' ? -1 : 1;
  return rows
    .filter((row) => textOf(row).toLocaleLowerCase('de').includes(search))
    .sort((a, b) => direction * textOf(a).localeCompare(textOf(b), 'de'));
}

/** Stores `row` in place of the row with its id, or adds it; answers it. */
export function saveRow<T extends { id: string }>(rows: T[], row: T): T {
  const index = rows.findIndex((existing) => existing.id === row.id);
  rows.splice(index === -1 ? rows.length : index, index === -1 ? 0 : 1, row);
  return row;
}

/** Removes the row with `id`; false when there was none. */
export function removeRow<T extends { id: string }>(rows: T[], id: string): boolean {
  const index = rows.findIndex((row) => row.id === id);
  if (index !== -1) rows.splice(index, 1);
  return index !== -1;
}
