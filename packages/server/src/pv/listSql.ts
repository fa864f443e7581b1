import type { SortOrder } from '@planner/api';
import { sql, type RawBuilder } from 'kysely';

/** The validated query of a paged list (`listQuerySchema`). */
export interface ListQuery<K extends string> {
  pageIndex: number;
  pageSize: number;
  sortBy?: K;
  sortOrder?: SortOrder;
  anyText?: string;
}

/** `like` pattern that matches `text` literally anywhere, lower-cased. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The words of an `anyText` search; every word must match somewhere. */
export const searchWords = (anyText: string | undefined) => (anyText ?? '').split(/\s+/).filter(Boolean);

/** `order by` terms for one sort expression with the id as tiebreaker, so pages are stable. */
export function orderByTerms(expression: RawBuilder<unknown>, sortOrder: SortOrder | undefined, idColumn: string) {
  const direction = sql.raw(sortOrder === 'Desc' ? 'desc' : 'asc');
  return sql.join([sql`${expression} ${direction}`, sql`${sql.ref(idColumn)} ${direction}`]);
}
