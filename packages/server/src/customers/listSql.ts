import type { SortOrder } from '@planner/api';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';

/** `like` pattern that matches `text` literally anywhere. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The `anyText` condition on a lower-cased `search_text` column: every word of the search
 * must occur somewhere, so 'müller berlin' finds Anna Müller in Berlin. The trigram index
 * of the column serves each `like`.
 */
export function anyTextCondition(column: string, anyText: string | undefined): RawBuilder<boolean> | undefined {
  const words = (anyText ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const conditions = words.map((word) => sql<boolean>`${sql.ref(column)} like ${containsPattern(word)}`);
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

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
