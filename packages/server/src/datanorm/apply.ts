import { DEFAULT_BILLING_UNIT, type BillingUnit, type DatanormTarget } from '@planner/api';
import { sql, type RawBuilder } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { additionalInstallationPrices, componentPrices } from '../masterdata';
import { IMPORTED_ARTICLE_ICON } from './articleIcon';
import { keysAfter, type ArticleKey } from './classify';

export interface SelectedGroup {
  supplier: string;
  articleGroup: string;
  target: DatanormTarget;
}

const KINDS = {
  Component: { table: 'electrical_components', priceTable: 'electrical_component_prices', itemColumn: 'component_id', prices: componentPrices },
  AdditionalInstallation: {
    table: 'additional_installations',
    priceTable: 'additional_installation_prices',
    itemColumn: 'additional_installation_id',
    prices: additionalInstallationPrices,
  },
} as const;

/** DATANORM quantity units (Mengeneinheit) as the app bills them; any other is billed by the piece. */
const UNITS: Record<string, BillingUnit> = { m: 'Metre', lfm: 'Metre', mtr: 'Metre', h: 'Hour', std: 'Hour', psch: 'LumpSum', pau: 'LumpSum' };

const groupValues = (groups: readonly SelectedGroup[]) =>
  sql.join(groups.map((group) => sql`(${group.supplier}, ${group.articleGroup}, ${group.target})`));

/** The staged articles `groups` take: new and repriced, with their group's target as `g.target`. */
const taken = (tenantId: string, importId: string, groups: readonly SelectedGroup[]) => sql`
  datanorm_import_articles a
  join (values ${groupValues(groups)}) as g (supplier, article_group, target) on g.supplier = a.supplier and g.article_group = a.article_group
  where a.tenant_id = ${tenantId} and a.import_id = ${importId} and a.outcome in ('New', 'PriceChanged')
`;

/** What confirming `groups` writes: the new and repriced articles of the groups taken. */
export async function countToApply(trx: TenantTransaction, tenantId: string, importId: string, groups: readonly SelectedGroup[]): Promise<number> {
  const { rows } = await sql<{ count: string }>`select count(*) as count from ${taken(tenantId, importId, groups)}`.execute(trx);
  return Number(rows[0]?.count ?? 0);
}

/** `billingUnit` as an SQL expression of the staged unit. */
const billingUnitOf = (unit: RawBuilder<unknown>) =>
  sql<BillingUnit>`case lower(regexp_replace(coalesce(${unit}, ''), '\\.$', ''))
    ${sql.join(Object.entries(UNITS).map(([from, to]) => sql`when ${from} then ${to}`), sql` `)}
    else ${DEFAULT_BILLING_UNIT} end`;

/** The staged short text and long text as the item's description (each only when not blank). */
const descriptionOf = sql<string>`left(concat_ws(E'\\n',
  case when btrim(a.description, E' \\t\\r\\n') <> '' then a.description end,
  case when btrim(t.long_text, E' \\t\\r\\n') <> '' then t.long_text end), 1000)`;

/**
 * Creates the new articles of the chunk whose group targets `kind`, each with its price from
 * the file's date and its write logged, in one statement.
 */
async function createItems(trx: TenantTransaction, tenantId: string, importId: string, kind: DatanormTarget, chunk: RawBuilder<unknown>) {
  const item =
    kind === 'Component'
      ? { columns: sql`label, description, unit, icon, cover_kind`, values: sql`label, description, unit, ${IMPORTED_ARTICLE_ICON}, 'None'` }
      : { columns: sql`title, description, unit, icon`, values: sql`label, description, unit, null` };
  const { table, priceTable, itemColumn } = KINDS[kind];
  await sql`
    with chunk as (
      select a.supplier, a.article_number, a.article_group, a.price_unit, coalesce(a.unit_price, 0) as price, a.valid_from, gen_random_uuid() as id,
        left(coalesce(nullif(a.label, ''), a.article_number), 255) as label, ${descriptionOf} as description, ${billingUnitOf(sql`a.unit`)} as unit
      from (${chunk}) a
      left join lateral (
        select string_agg(t.text, E'\\n' order by t.line_number) as long_text from datanorm_import_texts t
        where t.tenant_id = ${tenantId} and t.import_id = ${importId} and t.text_key = a.text_key
      ) t on true
      where a.outcome = 'New' and a.target = ${kind}
    ),
    created as (
      insert into ${sql.table(table)} (tenant_id, id, ${item.columns}, supplier, supplier_article_number, supplier_article_group, supplier_price_unit)
      select ${tenantId}::uuid, id, ${item.values}, supplier, article_number, article_group, price_unit from chunk
    ),
    priced as (
      insert into ${sql.table(priceTable)} (tenant_id, ${sql.ref(itemColumn)}, valid_from, price)
      select ${tenantId}::uuid, id, valid_from, price from chunk
    )
    insert into datanorm_import_writes (tenant_id, import_id, item_kind, item_id, created, valid_from, previous_price)
    select ${tenantId}::uuid, ${importId}::uuid, ${kind}, id, true, valid_from, null from chunk
  `.execute(trx);
}

/** Records the changed prices of the chunk's articles of `kind` in their price history and logs each write. */
async function reprice(trx: TenantTransaction, tenantId: string, importId: string, kind: DatanormTarget, chunk: RawBuilder<unknown>) {
  const recorded = await KINDS[kind].prices.recordSelected(
    trx,
    tenantId,
    sql`select a.existing_id as item_id, coalesce(a.unit_price, 0) as price, a.valid_from from (${chunk}) a where a.outcome = 'PriceChanged' and a.existing_kind = ${kind}`,
  );
  if (recorded.length === 0) return;
  const rows = recorded.map((write) => ({ i: write.itemId, v: write.validFrom, p: write.previousPrice }));
  await sql`
    insert into datanorm_import_writes (tenant_id, import_id, item_kind, item_id, created, valid_from, previous_price)
    select ${tenantId}::uuid, ${importId}::uuid, ${kind}, r.i, false, r.v, r.p from json_to_recordset(${JSON.stringify(rows)}::json) as r (i uuid, v date, p bigint)
  `.execute(trx);
}

interface ChunkBounds {
  supplier: string;
  article_number: string;
  written: number;
  new_component: boolean;
  new_additional: boolean;
  repriced_component: boolean;
  repriced_additional: boolean;
}

/**
 * Writes the next `size` articles after `after` of the confirmed import: new articles become
 * installations or additional installations of their group's target, with their price from
 * the file's date; changed prices go into the price history from that date. Every write is
 * logged for `undoChunk`. Set-based: a statement per kind of write for the whole chunk. Answers
 * the last key written, or null when nothing is left.
 */
export async function applyChunk(
  trx: TenantTransaction,
  tenantId: string,
  importId: string,
  groups: readonly SelectedGroup[],
  after: ArticleKey | null,
  size: number,
): Promise<{ last: ArticleKey | null; written: number }> {
  // The chunk's last key and size, and which writes it needs: a statement that has nothing to
  // write is not sent (on the embedded database each costs the server's thread a round trip).
  const { rows } = await sql<ChunkBounds>`
    select supplier, article_number, count(*) over ()::int as written,
      bool_or(outcome = 'New' and target = 'Component') over () as new_component,
      bool_or(outcome = 'New' and target = 'AdditionalInstallation') over () as new_additional,
      bool_or(outcome = 'PriceChanged' and existing_kind = 'Component') over () as repriced_component,
      bool_or(outcome = 'PriceChanged' and existing_kind = 'AdditionalInstallation') over () as repriced_additional
    from (
      select a.supplier, a.article_number, a.outcome, a.existing_kind, g.target from ${taken(tenantId, importId, groups)} ${keysAfter(after)}
      order by a.supplier, a.article_number limit ${size}
    ) chunk order by supplier desc, article_number desc limit 1
  `.execute(trx);
  const last = rows[0];
  if (!last) return { last: null, written: 0 };
  const chunk = sql`
    select a.*, g.target from ${taken(tenantId, importId, groups)} ${keysAfter(after)}
      and (a.supplier, a.article_number) <= (${last.supplier}, ${last.article_number})
  `;
  if (last.new_component) await createItems(trx, tenantId, importId, 'Component', chunk);
  if (last.repriced_component) await reprice(trx, tenantId, importId, 'Component', chunk);
  if (last.new_additional) await createItems(trx, tenantId, importId, 'AdditionalInstallation', chunk);
  if (last.repriced_additional) await reprice(trx, tenantId, importId, 'AdditionalInstallation', chunk);
  return { last: { supplier: last.supplier, articleNumber: last.article_number }, written: last.written };
}

interface WriteRow {
  item_kind: DatanormTarget;
  item_id: string;
  created: boolean;
  valid_from: string;
  previous_price: string | null;
}

/** Undoes one chunk of an import's logged writes; answers how many were undone (0 when none is left). */
export async function undoChunk(trx: TenantTransaction, tenantId: string, importId: string, size: number): Promise<number> {
  const { rows } = await sql<WriteRow>`
    select item_kind, item_id, created, to_char(valid_from, 'YYYY-MM-DD') as valid_from, previous_price
    from datanorm_import_writes where tenant_id = ${tenantId} and import_id = ${importId}
    order by item_kind, item_id limit ${size}
  `.execute(trx);
  for (const kind of ['Component', 'AdditionalInstallation'] as const) {
    const { table, priceTable, itemColumn } = KINDS[kind];
    const writes = rows.filter((row) => row.item_kind === kind);
    const created = writes.filter((row) => row.created).map((row) => row.item_id);
    const added = writes.filter((row) => !row.created && row.previous_price === null);
    const replaced = writes.filter((row) => !row.created && row.previous_price !== null);
    if (created.length > 0) {
      await sql`delete from ${sql.table(priceTable)} where tenant_id = ${tenantId} and ${sql.ref(itemColumn)} in (${sql.join(created)})`.execute(trx);
      await sql`delete from ${sql.table(table)} where tenant_id = ${tenantId} and id in (${sql.join(created)})`.execute(trx);
    }
    if (added.length > 0) {
      const keys = sql.join(added.map((row) => sql`(${row.item_id}::uuid, ${row.valid_from}::date)`));
      // Joined with a values list: a row-valued `in` of hundreds of pairs nests too deep for PGlite's stack.
      await sql`
        delete from ${sql.table(priceTable)} p using (values ${keys}) as v (item_id, valid_from)
        where p.tenant_id = ${tenantId} and p.${sql.ref(itemColumn)} = v.item_id and p.valid_from = v.valid_from
      `.execute(trx);
    }
    if (replaced.length > 0) {
      const values = sql.join(replaced.map((row) => sql`(${row.item_id}::uuid, ${row.valid_from}::date, ${row.previous_price}::bigint)`));
      await sql`
        update ${sql.table(priceTable)} p set price = v.price
        from (values ${values}) as v (item_id, valid_from, price)
        where p.tenant_id = ${tenantId} and p.${sql.ref(itemColumn)} = v.item_id and p.valid_from = v.valid_from
      `.execute(trx);
    }
  }
  if (rows.length > 0) {
    const keys = sql.join(rows.map((row) => sql`(${row.item_kind}, ${row.item_id}::uuid)`));
    await sql`
      delete from datanorm_import_writes w using (values ${keys}) as v (item_kind, item_id)
      where w.tenant_id = ${tenantId} and w.import_id = ${importId} and w.item_kind = v.item_kind and w.item_id = v.item_id
    `.execute(trx);
  }
  return rows.length;
}
