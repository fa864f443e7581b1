import type { SortOrder } from '@planner/api';
import { sql, type SelectQueryBuilder } from 'kysely';

/** `order by` terms for a sort key's expressions, with the id as tiebreaker for stable pages. */
export function orderByTerms(expressions: readonly string[], sortOrder: SortOrder | undefined, idColumn: string) {
  const direction = sql.raw(sortOrder === 'Desc' ? 'desc' : 'asc');
  return sql.join([...expressions.map((expression) => sql`${sql.raw(expression)} ${direction}`), sql`${sql.ref(idColumn)} ${direction}`]);
}

/** Number of rows a list query selects. */
export async function countRows<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row = await query.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
  return (row as { count: number }).count;
}
