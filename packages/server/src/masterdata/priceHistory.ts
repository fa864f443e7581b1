import { sql, type RawBuilder } from 'kysely';
import type { TenantTransaction } from '../db/scopes';

const PRICE_TABLES = {
  component: { table: 'electrical_component_prices', itemColumn: 'component_id' },
  additionalInstallation: { table: 'additional_installation_prices', itemColumn: 'additional_installation_id' },
} as const;

export type PricedKind = keyof typeof PRICE_TABLES;

/**
 * The current price of the row aliased `alias`: the newest entry of its price history.
 * Usable in select lists and `order by`.
 */
export function currentPrice(kind: PricedKind, alias: string): RawBuilder<number> {
  const { table, itemColumn } = PRICE_TABLES[kind];
  return sql<number>`(
    select p.price from ${sql.table(table)} p
    where p.tenant_id = ${sql.ref(`${alias}.tenant_id`)} and p.${sql.ref(itemColumn)} = ${sql.ref(`${alias}.id`)}
    order by p.valid_from desc limit 1
  )`;
}

/**
 * Records a price from `validFrom` on, unless it equals the newest one. A date before the
 * newest entry is moved to that entry's date, so the saved price is always the current one.
 */
export async function recordPrice(
  trx: TenantTransaction,
  kind: PricedKind,
  tenantId: string,
  itemId: string,
  price: number,
  validFrom: string,
): Promise<void> {
  const { table, itemColumn } = PRICE_TABLES[kind];
  await sql`
    with newest as (
      select valid_from, price from ${sql.table(table)}
      where tenant_id = ${tenantId} and ${sql.ref(itemColumn)} = ${itemId}
      order by valid_from desc limit 1
    )
    insert into ${sql.table(table)} (tenant_id, ${sql.ref(itemColumn)}, valid_from, price)
    select ${tenantId}, ${itemId}, greatest(${validFrom}::date, (select valid_from from newest)), ${price}
    where not exists (select from newest where price = ${price})
    on conflict (tenant_id, ${sql.ref(itemColumn)}, valid_from) do update set price = excluded.price
  `.execute(trx);
}

/**
 * Prices in cents as of a day (quotes are priced as of their date): the newest entry on or
 * before `day`, or the earliest one for items created after it.
 */
export async function pricesAsOf(
  trx: TenantTransaction,
  kind: PricedKind,
  tenantId: string,
  itemIds: readonly string[],
  day: string,
): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const { table, itemColumn } = PRICE_TABLES[kind];
  const { rows } = await sql<{ item_id: string; price: number }>`
    select distinct on (${sql.ref(itemColumn)}) ${sql.ref(itemColumn)} as item_id, price
    from ${sql.table(table)}
    where tenant_id = ${tenantId} and ${sql.ref(itemColumn)} in (${sql.join([...itemIds])})
    order by ${sql.ref(itemColumn)}, (valid_from <= ${day}::date) desc, abs(valid_from - ${day}::date)
  `.execute(trx);
  return new Map(rows.map((row) => [row.item_id, Number(row.price)]));
}
