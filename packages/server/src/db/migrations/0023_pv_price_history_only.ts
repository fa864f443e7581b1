import { sql, type Kysely } from 'kysely';

/**
 * A PV part's price lives in its price history alone, like every other price. The copy on
 * `pv_components` is dropped; where the history's newest entry disagrees with it (a price
 * saved with a day before the newest entry), the copy is what the part showed, so it becomes
 * the newest entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into pv_component_prices (tenant_id, component_id, valid_from, price)
    select c.tenant_id, c.id, coalesce(newest.valid_from, current_date), c.price
    from pv_components c
    left join lateral (
      select p.valid_from, p.price from pv_component_prices p
      where p.tenant_id = c.tenant_id and p.component_id = c.id
      order by p.valid_from desc limit 1
    ) newest on true
    where newest.price is distinct from c.price
    on conflict (tenant_id, component_id, valid_from) do update set price = excluded.price
  `.execute(db);
  await sql`alter table pv_components drop column price`.execute(db);
}
