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
  /** What `asOf` answers for the item aliased `alias`, as an expression, so the price comes with the item's row. */
  asOfColumn(alias: string, day: string): RawBuilder<number | null>;
  /**
   * `record` for many items at once (histories with one price column): two statements for
   * the lot. Answers what it wrote: the day of each written row and the price it replaced on
   * that day (null for a new row), so that the write can be undone.
   */
  recordMany(trx: TenantTransaction, tenantId: string, entries: readonly PriceEntry[]): Promise<RecordedPrice[]>;
  /** `recordMany` for the entries a query selects (columns item_id, price, valid_from), in one statement. */
  recordSelected(trx: TenantTransaction, tenantId: string, input: RawBuilder<unknown>): Promise<RecordedPrice[]>;
}

export interface PriceEntry {
  itemId: string;
  price: number;
  validFrom: string;
}

export interface RecordedPrice {
  itemId: string;
  validFrom: string;
  previousPrice: number | null;
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

    async recordMany(trx, tenantId, entries) {
      if (entries.length === 0) return [];
      const input = sql.join(entries.map((entry) => sql`(${entry.itemId}::uuid, ${entry.price}::bigint, ${entry.validFrom}::date)`));
      return this.recordSelected(trx, tenantId, sql`select * from (values ${input}) as v (item_id, price, valid_from)`);
    },

    async recordSelected(trx, tenantId, input) {
      if (priceColumns.length !== 1) throw new Error(`recordMany: ${table} has more than one price column`);
      const price = sql.ref(mainColumn);
      const { rows } = await sql<{ item_id: string; valid_from: string; previous_price: string | null }>`
        with input as (${input}),
        newest as (
          select distinct on (p.${item}) p.${item} as item_id, p.valid_from, p.${price} as price
          from ${sql.table(table)} p
          where p.tenant_id = ${tenantId} and p.${item} in (select item_id from input)
          order by p.${item}, p.valid_from desc
        ),
        recorded as (
          select i.item_id, greatest(i.valid_from, n.valid_from) as valid_from, i.price,
            case when n.valid_from >= i.valid_from then n.price end as previous_price
          from input i left join newest n on n.item_id = i.item_id
          where n.price is distinct from i.price
        ),
        written as (
          insert into ${sql.table(table)} (tenant_id, ${item}, valid_from, ${price})
          select ${tenantId}::uuid, item_id, valid_from, price from recorded
          on conflict (tenant_id, ${item}, valid_from) do update set ${price} = excluded.${price}
        )
        select item_id, to_char(valid_from, 'YYYY-MM-DD') as valid_from, previous_price from recorded
      `.execute(trx);
      return rows.map((row) => ({
        itemId: row.item_id,
        validFrom: row.valid_from,
        previousPrice: row.previous_price === null ? null : Number(row.previous_price),
      }));
    },

    asOfColumn(alias, day) {
      return sql<number | null>`(
        select p.${sql.ref(mainColumn)} from ${sql.table(table)} p
        where p.tenant_id = ${sql.ref(`${alias}.tenant_id`)} and p.${item} = ${sql.ref(`${alias}.id`)}
        order by (p.valid_from <= ${day}::date) desc, abs(p.valid_from - ${day}::date) limit 1
      )`;
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
