import { definePriceHistory } from '../db/priceHistory';

/** Prices of installations (electrical components). */
export const componentPrices = definePriceHistory({ table: 'electrical_component_prices', itemColumn: 'component_id' });

/** Prices of additional installations. */
export const additionalInstallationPrices = definePriceHistory({
  table: 'additional_installation_prices',
  itemColumn: 'additional_installation_id',
});
