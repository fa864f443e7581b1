/** The pricing feature as other features and the composition root (src/app.ts) see it. */
export { findFrozenFloors, readStoredFloors } from './frozenFloors';
export type { StoredFloors } from './frozenFloors';
export { priceAdditionalInstallations, priceFloor, priceFloors } from './prices';
export type { PricingContext, PricingFloor } from './prices';
export { componentsWithPricesQuery, inclusiveAmountsQuery, loadPricingContext, loadPricingContexts, toComponents, toInclusiveAmounts, today } from './pricingContext';
