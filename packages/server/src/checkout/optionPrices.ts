import { definePriceHistory } from '../db/priceHistory';
import type { TenantTransaction } from '../db/scopes';

/** Prices of an option in cents; the two extra prices belong to outlet covers only. */
export interface OptionPrices {
  price: number;
  lightSwitchPrice: number | null;
  thermostatPrice: number | null;
}

const optionPriceHistory = definePriceHistory({
  table: 'checkout_option_prices',
  itemColumn: 'option_id',
  priceColumns: ['price', 'light_switch_price', 'thermostat_price'],
});

/** Records the prices of an option from `validFrom` on, unless they equal the newest ones. */
export function recordOptionPrices(
  trx: TenantTransaction,
  tenantId: string,
  optionId: string,
  prices: OptionPrices,
  validFrom: string,
): Promise<void> {
  const columns = { price: prices.price, light_switch_price: prices.lightSwitchPrice, thermostat_price: prices.thermostatPrice };
  return optionPriceHistory.record(trx, tenantId, optionId, columns, validFrom);
}
