/** The pricing feature as other features and the composition root (src/app.ts) see it. */
export { findFrozenFloors, readStoredFloors } from './frozenFloors';
export type { StoredFloors } from './frozenFloors';
export { priceAdditionalInstallations, priceFloor, priceFloors } from './prices';
export type { PricingFloor } from './prices';
export { loadPricingContext, loadPricingContexts, today } from './pricingContext';
