/** The masterdata feature as other features and the composition root (src/app.ts) see it. */
export { masterdataDemoStep } from './demo/seed';
export { masterdataDemoImages } from './demo/symbolImages';
export { additionalInstallationPrices, componentPrices } from './priceHistory';
export { registerMasterdataRoutes } from './routes';
