/** The checkout feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { registerCheckoutFeatureRoutes } from './routes';
import { checkoutDemoImages, checkoutDemoStep } from './demo/seed';
export { checkoutRowsQuery, chosenOptionIdsQuery, copyCheckout, findCheckout, findConfigurationStatus, OPTION_COLUMNS, toCheckouts, unavailableEntries } from './checkoutRepository';
export { checkoutWithCoversCents } from './configurationCheckoutTotal';
export { coverCountsQuery, coversPriceCents, toCoverCounts, type CoverCounts } from './coversTotal';
export { findOptions, optionsForPricingQuery, toFound } from './optionRepository';

export const checkoutFeature: ServerFeature = {
  name: 'checkout',
  registerRoutes: registerCheckoutFeatureRoutes,
  demoStep: checkoutDemoStep,
  demoImages: checkoutDemoImages,
  auditedRecords: { checkout_options: { nameColumn: 'name' } },
};
