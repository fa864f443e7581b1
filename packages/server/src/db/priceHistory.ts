import { sql, type RawBuilder } from 'kysely';
import type { TenantTransaction } from './scopes';

/**
 * The price history of one kind of priced item: a table with a row per item and day a price
 * applies from, keyed (tenant_id, item column, valid_from), with one or more price columns in
 * cents. An item's current prices are its newest row; a quote is priced as of its day.
 */
export interface PriceHistory<C extends string> {
  /** The current value of `column` of the item aliased `alias`, for select lists and `order by`. */
  current(alias: string, column?: C): RawBuilder<number>;
  /**
   * Records prices from `validFrom` on, unless they equal the newest row. A date before the
   * newest row is moved to that row's date, so the saved prices are always the current ones.
   */
  record(trx: TenantTransaction, tenantId: string, itemId: string, prices: Record<C, number | null>, validFrom: string): Promise<void>;
  /**
   * The first price column as of a day: the newest row on or before `day`, or the earliest one
   * for items created after it.
   */
  asOf(trx: TenantTransaction, tenantId: string, itemIds: readonly string[], day: string): Promise<Map<string, number>>;
}

export function definePriceHistory<const C extends string = 'price'>({
  table,
  itemColumn,
  priceColumns = ['price'] as unknown as readonly [C, ...C[]],
}: {
  table: string;
  itemColumn: string;
  priceColumns?: readonly [C, ...C[]];
}): PriceHistory<C> {
  const [mainColumn] = priceColumns;
  const item = sql.ref(itemColumn);
  const columns = sql.join(priceColumns.map((column) => sql.ref(column)));

  return {
    current(alias, column = mainColumn) {
      return sql<number>`(
        select p.${sql.ref(column)} from ${sql.table(table)} p
        where p.tenant_id = ${sql.ref(`${alias}.tenant_id`)} and p.${item} = ${sql.ref(`${alias}.id`)}
        order by p.valid_from desc limit 1
      )`;
    },

    async record(trx, tenantId, itemId, prices, validFrom) {
      const values = sql.join(priceColumns.map((column) => sql`${prices[column]}::bigint`));
      const unchanged = sql.join(
        priceColumns.map((column) => sql`${sql.ref(column)} is not distinct from ${prices[column]}::bigint`),
        sql` and `,
      );
      const updates = sql.join(priceColumns.map((column) => sql`${sql.ref(column)} = excluded.${sql.ref(column)}`));
      await sql`
        with newest as (
          select * from ${sql.table(table)}
          where tenant_id = ${tenantId} and ${item} = ${itemId}
          order by valid_from desc limit 1
        )
        insert into ${sql.table(table)} (tenant_id, ${item}, valid_from, ${columns})
        select ${tenantId}, ${itemId}, greatest(${validFrom}::date, (select valid_from from newest)), ${values}
        where not exists (select from newest where ${unchanged})
        on conflict (tenant_id, ${item}, valid_from) do update set ${updates}
      `.execute(trx);
    },

    async asOf(trx, tenantId, itemIds, day) {
      if (itemIds.length === 0) return new Map();
      const { rows } = await sql<{ item_id: string; price: number }>`
        select distinct on (${item}) ${item} as item_id, ${sql.ref(mainColumn)} as price
        from ${sql.table(table)}
        where tenant_id = ${tenantId} and ${item} in (${sql.join([...itemIds])})
        order by ${item}, (valid_from <= ${day}::date) desc, abs(valid_from - ${day}::date)
      `.execute(trx);
      return new Map(rows.map((row) => [row.item_id, Number(row.price)]));
    },
  };
}
