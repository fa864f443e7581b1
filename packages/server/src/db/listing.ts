import { sql, type RawBuilder } from 'kysely';

/** `%text%` for ILIKE with the wildcards of the user's text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Total rows of a window query (`count(*) over ()`); 0 when the page is empty. */
export const windowTotal = (): RawBuilder<number> => sql<number>`count(*) over ()`;

export const sortDirection = (sortOrder: 'Asc' | 'Desc' | undefined) => (sortOrder === 'Desc' ? 'desc' : 'asc');
