/** The checkout feature as other features and the composition root (src/app.ts) see it. */
export { copyCheckout, findCheckout, findConfigurationStatus, OPTION_COLUMNS, unavailableEntries } from './checkoutRepository';
export { configurationCheckoutTotalsCents } from './configurationCheckoutTotal';
export { countCovers, coversPriceCents } from './coversTotal';
export { checkoutDemoImages, checkoutDemoStep } from './demo/seed';
export { findOptions } from './optionRepository';
export { registerCheckoutFeatureRoutes } from './routes';
