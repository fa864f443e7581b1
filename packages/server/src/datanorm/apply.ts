import { DEFAULT_BILLING_UNIT, type BillingUnit, type DatanormTarget } from '@planner/api';
import { sql, type RawBuilder } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { additionalInstallationPrices, componentPrices } from '../masterdata';
import { IMPORTED_ARTICLE_ICON } from './articleIcon';
import { keysAfter } from './classify';

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

interface ChunkState {
  status: string;
  cancel_requested: boolean;
  after_supplier: string | null;
  after_article_number: string | null;
  /** The chunk's last key; null when nothing is left. */
  supplier: string | null;
  article_number: string | null;
  new_component: boolean;
  new_additional: boolean;
  repriced_component: boolean;
  repriced_additional: boolean;
}

/** What a chunk of the writing found: the import ended or is to be cancelled, everything is written, or it wrote a chunk. */
export type ChunkOutcome = 'ended' | 'cancel' | 'written' | 'more';

/**
 * Writes the next `size` articles of the confirmed import after the last one written (kept with
 * the import, whose row stays locked until the transaction ends): new articles become
 * installations or additional installations of their group's target, with their price from the
 * file's date; changed prices go into the price history from that date. Every write is logged for
 * `undoChunk`. Set-based: one statement locks the import, finds the chunk's bounds and the writes
 * it needs and advances the progress; then one statement per kind of write the chunk needs.
 */
export async function applyChunk(trx: TenantTransaction, tenantId: string, importId: string, groups: readonly SelectedGroup[], size: number): Promise<ChunkOutcome> {
  const { rows } = await sql<ChunkState>`
    with current_import as (
      select status, cancel_requested, applied_supplier, applied_article_number from datanorm_imports
      where tenant_id = ${tenantId} and id = ${importId} for update
    ),
    chunk as (
      select a.supplier, a.article_number, a.outcome, a.existing_kind, g.target
      from current_import i, ${taken(tenantId, importId, groups)}
        and i.status = 'Importing' and not i.cancel_requested
        and (a.supplier, a.article_number) > (coalesce(i.applied_supplier, ''), coalesce(i.applied_article_number, ''))
      order by a.supplier, a.article_number limit ${size}
    ),
    last_written as (select supplier, article_number from chunk order by supplier desc, article_number desc limit 1),
    needs as (
      select count(*)::int as written,
        coalesce(bool_or(outcome = 'New' and target = 'Component'), false) as new_component,
        coalesce(bool_or(outcome = 'New' and target = 'AdditionalInstallation'), false) as new_additional,
        coalesce(bool_or(outcome = 'PriceChanged' and existing_kind = 'Component'), false) as repriced_component,
        coalesce(bool_or(outcome = 'PriceChanged' and existing_kind = 'AdditionalInstallation'), false) as repriced_additional
      from chunk
    ),
    progress as (
      update datanorm_imports d set done = d.done + n.written, applied_supplier = l.supplier, applied_article_number = l.article_number
      from needs n, last_written l where d.tenant_id = ${tenantId} and d.id = ${importId}
    )
    select i.status, i.cancel_requested, i.applied_supplier as after_supplier, i.applied_article_number as after_article_number,
      l.supplier, l.article_number, n.new_component, n.new_additional, n.repriced_component, n.repriced_additional
    from current_import i cross join needs n left join last_written l on true
  `.execute(trx);
  const state = rows[0];
  if (state?.status !== 'Importing') return 'ended';
  if (state.cancel_requested) return 'cancel';
  if (state.supplier === null || state.article_number === null) return 'written';
  const after = state.after_supplier !== null && state.after_article_number !== null ? { supplier: state.after_supplier, articleNumber: state.after_article_number } : null;
  const chunk = sql`
    select a.*, g.target from ${taken(tenantId, importId, groups)} ${keysAfter(after)}
      and (a.supplier, a.article_number) <= (${state.supplier}, ${state.article_number})
  `;
  if (state.new_component) await createItems(trx, tenantId, importId, 'Component', chunk);
  if (state.repriced_component) await reprice(trx, tenantId, importId, 'Component', chunk);
  if (state.new_additional) await createItems(trx, tenantId, importId, 'AdditionalInstallation', chunk);
  if (state.repriced_additional) await reprice(trx, tenantId, importId, 'AdditionalInstallation', chunk);
  return 'more';
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
