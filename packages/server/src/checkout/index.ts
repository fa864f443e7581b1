/** The checkout feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { registerCheckoutFeatureRoutes } from './routes';
import { checkoutDemoImages, checkoutDemoStep } from './demo/seed';
export { copyCheckout, findCheckout, findConfigurationStatus, OPTION_COLUMNS, unavailableEntries } from './checkoutRepository';
export { configurationCheckoutTotalsCents } from './configurationCheckoutTotal';
export { countCovers, coversPriceCents } from './coversTotal';
export { findOptions } from './optionRepository';

export const checkoutFeature: ServerFeature = {
  name: 'checkout',
  registerRoutes: registerCheckoutFeatureRoutes,
  demoStep: checkoutDemoStep,
  demoImages: checkoutDemoImages,
  auditedRecords: { checkout_options: { nameColumn: 'name' } },
};
