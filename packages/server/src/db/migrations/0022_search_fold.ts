import { sql, type Kysely } from 'kysely';

/**
 * Letters whose accent a search ignores, upper and lower case, and the letter they fold to;
 * ß, æ, œ and their capitals fold to two letters. `lower` alone would leave Ä as it is on a
 * database with the C locale.
 */
const FOLDED_LETTERS: Record<string, string> = {
  a: 'àáâãäåāăąÀÁÂÃÄÅĀĂĄ',
  c: 'çćĉċčÇĆĈĊČ',
  d: 'ďđĎĐ',
  e: 'èéêëēĕėęěÈÉÊËĒĔĖĘĚ',
  g: 'ĝğġģĜĞĠĢ',
  i: 'ìíîïĩīĭįıÌÍÎÏĨĪĬĮİ',
  l: 'ĺļľŀłĹĻĽĿŁ',
  n: 'ñńņňÑŃŅŇ',
  o: 'òóôõöøōŏőÒÓÔÕÖØŌŎŐ',
  r: 'ŕŗřŔŖŘ',
  s: 'śŝşšŚŜŞŠ',
  t: 'ţťŧŢŤŦ',
  u: 'ùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲ',
  y: 'ýÿŷÝŸŶ',
  z: 'źżžŹŻŽ',
};
const TWO_LETTER_FOLDS: [string, string][] = [
  ['ß', 'ss'],
  ['ẞ', 'ss'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
  ['œ', 'oe'],
  ['Œ', 'oe'],
];

const accented = Object.values(FOLDED_LETTERS).join('');
const plain = Object.entries(FOLDED_LETTERS)
  .map(([letter, letters]) => letter.repeat([...letters].length))
  .join('');

const generatedSearchText: { table: string; expression: string }[] = [
  {
    table: 'customers',
    expression: `first_name || ' ' || last_name || ' ' || street || ' ' || house_number || ' ' || zip_code || ' ' ||
      city || ' ' || phone || ' ' || cellphone || ' ' || email`
  },
  { table: 'jobsites', expression: `street || ' ' || house_number || ' ' || zip_code || ' ' || city || ' ' || comment` },
  { table: 'projects', expression: 'name' },
  { table: 'pv_components', expression: `name || ' ' || description` },
  { table: 'quotes', expression: `quote_number || ' ' || quote_name || ' ' || customer_name || ' ' || project_name` },
];

/**
 * One meaning of `anyText` in every list: words that match whatever their case and accents.
 * `search_fold` folds both the searched text and the search words; the stored `search_text`
 * columns are generated through it, so their trigram indexes keep serving searches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const folded = TWO_LETTER_FOLDS.reduce(
    (expression, [letter, letters]) => `replace(${expression}, '${letter}', '${letters}')`,
    `translate(lower(value), '${accented}', '${plain}')`,
  );
  await sql`
    create function search_fold(value text) returns text
      language sql immutable strict parallel safe
      return ${sql.raw(folded)}
  `.execute(db);
  const trigrams = (await sql<{ exists: boolean }>`select exists (select from pg_extension where extname = 'pg_trgm')`.execute(db))
    .rows[0]?.exists;
  for (const { table, expression } of generatedSearchText) {
    await sql`alter table ${sql.table(table)} drop column search_text`.execute(db);
    await sql`
      alter table ${sql.table(table)}
        add column search_text text generated always as (search_fold(${sql.raw(expression)})) stored
    `.execute(db);
    if (trigrams) {
      await sql`create index ${sql.id(`${table}_search_trgm_idx`)} on ${sql.table(table)} using gin (search_text gin_trgm_ops)`.execute(db);
    }
  }
}
