import type { SortOrder } from '@planner/api';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { containsPattern, searchWords } from '../db/listing';

/**
 * The condition that every one of `words` occurs somewhere in one of the lower-cased
 * `search_text` columns, so 'müller berlin' finds Anna Müller in Berlin. The trigram index of
 * each column serves each `like`.
 */
export function wordsCondition(columns: string | readonly string[], words: readonly string[]): RawBuilder<boolean> {
  const inAnyColumn = (word: string) =>
    sql.join([columns].flat().map((column) => sql<boolean>`${sql.ref(column)} like ${containsPattern(word)}`), sql` or `);
  return sql<boolean>`(${sql.join(words.map((word) => sql`(${inAnyColumn(word)})`), sql` and `)})`;
}

/** The `anyText` condition (see `wordsCondition`); none without words. */
export function anyTextCondition(columns: string | readonly string[], anyText: string | undefined): RawBuilder<boolean> | undefined {
  const words = searchWords(anyText);
  return words.length === 0 ? undefined : wordsCondition(columns, words);
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
