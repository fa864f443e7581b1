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


/** `order by` terms for one sort expression with the id as tiebreaker, so pages are stable. */
export function orderByTerms(expression: RawBuilder<unknown>, sortOrder: SortOrder | undefined, idColumn: string) {
  const direction = sql.raw(sortOrder === 'Desc' ? 'desc' : 'asc');
  return sql.join([sql`${expression} ${direction}`, sql`${sql.ref(idColumn)} ${direction}`]);
}
