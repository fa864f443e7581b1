import { DEFAULT_BILLING_UNIT, type BillingUnit, type DatanormTarget } from '@planner/api';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { RecordedPrice } from '../db/priceHistory';
import type { TenantTransaction } from '../db/scopes';
import { additionalInstallationPrices, componentPrices } from '../masterdata';
import { IMPORTED_ARTICLE_ICON } from './articleIcon';
import type { ArticleKey } from './classify';
import { CHUNK_SIZE } from './limits';

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
const billingUnit = (unit: string | null): BillingUnit => UNITS[(unit ?? '').toLowerCase().replace(/\.$/, '')] ?? DEFAULT_BILLING_UNIT;

interface ApplyRow {
  supplier: string;
  article_number: string;
  article_group: string;
  outcome: 'New' | 'PriceChanged';
  target: DatanormTarget;
  label: string | null;
  description: string | null;
  unit: string | null;
  price_unit: number | null;
  unit_price: string;
  valid_from: string;
  existing_kind: DatanormTarget | null;
  existing_id: string | null;
  long_text: string | null;
}

const groupValues = (groups: readonly SelectedGroup[]) =>
  sql.join(groups.map((group) => sql`(${group.supplier}, ${group.articleGroup}, ${group.target})`));

/** What confirming `groups` writes: the new and repriced articles of the groups taken. */
export async function countToApply(trx: TenantTransaction, tenantId: string, importId: string, groups: readonly SelectedGroup[]): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    select count(*) as count from datanorm_import_articles a
    join (values ${groupValues(groups)}) as g (supplier, article_group, target) on g.supplier = a.supplier and g.article_group = a.article_group
    where a.tenant_id = ${tenantId} and a.import_id = ${importId} and a.outcome in ('New', 'PriceChanged')
  `.execute(trx);
  return Number(rows[0]?.count ?? 0);
}

function descriptionOf(row: ApplyRow): string {
  return [row.description, row.long_text].filter((text) => text && text.trim()).join('\n').slice(0, 1000);
}

async function createItems(trx: TenantTransaction, tenantId: string, kind: DatanormTarget, rows: readonly (ApplyRow & { id: string })[]) {
  if (rows.length === 0) return;
  const supplierColumns = (row: ApplyRow) => ({
    supplier: row.supplier,
    supplier_article_number: row.article_number,
    supplier_article_group: row.article_group,
    supplier_price_unit: row.price_unit,
  });
  const label = (row: ApplyRow) => (row.label || row.article_number).slice(0, 255);
  if (kind === 'Component') {
    await trx
      .insertInto('electrical_components')
      .values(rows.map((row) => ({
        tenant_id: tenantId, id: row.id, label: label(row), description: descriptionOf(row), unit: billingUnit(row.unit),
        icon: IMPORTED_ARTICLE_ICON, cover_kind: 'None', ...supplierColumns(row),
      })))
      .execute();
  } else {
    await trx
      .insertInto('additional_installations')
      .values(rows.map((row) => ({
        tenant_id: tenantId, id: row.id, title: label(row), description: descriptionOf(row), unit: billingUnit(row.unit),
        icon: null, ...supplierColumns(row),
      })))
      .execute();
  }
}

async function logWrites(trx: TenantTransaction, tenantId: string, importId: string, kind: DatanormTarget, recorded: readonly RecordedPrice[], created: ReadonlySet<string>) {
  if (recorded.length === 0) return;
  await trx
    .insertInto('datanorm_import_writes')
    .values(recorded.map((write) => ({
      tenant_id: tenantId, import_id: importId, item_kind: kind, item_id: write.itemId, created: created.has(write.itemId),
      valid_from: write.validFrom, previous_price: write.previousPrice,
    })))
    .execute();
}

/**
 * Writes one chunk of the confirmed import: new articles become installations or additional
 * installations of their group's target, with their price from the file's date; changed prices
 * go into the price history from that date. Every write is logged for `undoChunk`. Answers the
 * last key written, or null when nothing is left.
 */
export async function applyChunk(
  trx: TenantTransaction,
  tenantId: string,
  importId: string,
  groups: readonly SelectedGroup[],
  after: ArticleKey | null,
): Promise<{ last: ArticleKey | null; written: number }> {
  const { rows } = await sql<ApplyRow>`
    select a.supplier, a.article_number, a.article_group, a.outcome, g.target, a.label, a.description, a.unit, a.price_unit, a.unit_price,
      to_char(a.valid_from, 'YYYY-MM-DD') as valid_from, a.existing_kind, a.existing_id,
      case when a.outcome = 'New' then (
        select string_agg(t.text, E'\\n' order by t.line_number) from datanorm_import_texts t
        where t.tenant_id = a.tenant_id and t.import_id = a.import_id and t.text_key = a.text_key
      ) end as long_text
    from datanorm_import_articles a
    join (values ${groupValues(groups)}) as g (supplier, article_group, target) on g.supplier = a.supplier and g.article_group = a.article_group
    where a.tenant_id = ${tenantId} and a.import_id = ${importId} and a.outcome in ('New', 'PriceChanged')
      ${after ? sql`and (a.supplier, a.article_number) > (${after.supplier}, ${after.articleNumber})` : sql``}
    order by a.supplier, a.article_number
    limit ${CHUNK_SIZE}
  `.execute(trx);
  if (rows.length === 0) return { last: null, written: 0 };

  for (const kind of ['Component', 'AdditionalInstallation'] as const) {
    const created = rows.filter((row) => row.outcome === 'New' && row.target === kind).map((row) => ({ ...row, id: randomUUID() }));
    await createItems(trx, tenantId, kind, created);
    const repriced = rows.filter((row) => row.outcome === 'PriceChanged' && row.existing_kind === kind);
    const entries = [...created.map((row) => ({ ...row, existing_id: row.id })), ...repriced].map((row) => ({
      itemId: row.existing_id as string,
      price: Number(row.unit_price),
      validFrom: row.valid_from,
    }));
    const recorded = await KINDS[kind].prices.recordMany(trx, tenantId, entries);
    await logWrites(trx, tenantId, importId, kind, recorded, new Set(created.map((row) => row.id)));
  }
  const last = rows.at(-1) as ApplyRow;
  return { last: { supplier: last.supplier, articleNumber: last.article_number }, written: rows.length };
}

interface WriteRow {
  item_kind: DatanormTarget;
  item_id: string;
  created: boolean;
  valid_from: string;
  previous_price: string | null;
}

/** Undoes one chunk of an import's logged writes; answers how many were undone (0 when none is left). */
export async function undoChunk(trx: TenantTransaction, tenantId: string, importId: string): Promise<number> {
  const { rows } = await sql<WriteRow>`
    select item_kind, item_id, created, to_char(valid_from, 'YYYY-MM-DD') as valid_from, previous_price
    from datanorm_import_writes where tenant_id = ${tenantId} and import_id = ${importId}
    order by item_kind, item_id limit ${CHUNK_SIZE}
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
