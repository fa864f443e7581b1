import type { SortOrder } from '@planner/api';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';

/** `like` pattern that matches `text` literally anywhere. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The lower-cased words of an `anyText` search. */
export const searchWords = (anyText: string | undefined): string[] => (anyText ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The condition on a lower-cased `search_text` column that every one of `words` occurs
 * somewhere, so 'müller berlin' finds Anna Müller in Berlin. The trigram index of the
 * column serves each `like`.
 */
export function wordsCondition(column: string, words: readonly string[]): RawBuilder<boolean> {
  const conditions = words.map((word) => sql<boolean>`${sql.ref(column)} like ${containsPattern(word)}`);
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/** The `anyText` condition (see `wordsCondition`); none without words. */
export function anyTextCondition(column: string, anyText: string | undefined): RawBuilder<boolean> | undefined {
  const words = searchWords(anyText);
  return words.length === 0 ? undefined : wordsCondition(column, words);
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
