import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';

/** Prices of an option in cents; the two extra prices belong to outlet covers only. */
export interface OptionPrices {
  price: number;
  lightSwitchPrice: number | null;
  thermostatPrice: number | null;
}

/**
 * Records the prices from `validFrom` on, unless they equal the newest entry. A date before
 * the newest entry is moved to that entry's date, so the saved prices are the current ones.
 */
export async function recordOptionPrices(
  trx: TenantTransaction,
  tenantId: string,
  optionId: string,
  prices: OptionPrices,
  validFrom: string,
): Promise<void> {
  await sql`
    with newest as (
      select valid_from, price, light_switch_price, thermostat_price from checkout_option_prices
      where tenant_id = ${tenantId} and option_id = ${optionId}
      order by valid_from desc limit 1
    )
    insert into checkout_option_prices (tenant_id, option_id, valid_from, price, light_switch_price, thermostat_price)
    select ${tenantId}, ${optionId}, greatest(${validFrom}::date, (select valid_from from newest)),
      ${prices.price}, ${prices.lightSwitchPrice}::bigint, ${prices.thermostatPrice}::bigint
    where not exists (
      select from newest where price = ${prices.price}
        and light_switch_price is not distinct from ${prices.lightSwitchPrice}::bigint
        and thermostat_price is not distinct from ${prices.thermostatPrice}::bigint
    )
    on conflict (tenant_id, option_id, valid_from) do update set
      price = excluded.price, light_switch_price = excluded.light_switch_price, thermostat_price = excluded.thermostat_price
  `.execute(trx);
}
