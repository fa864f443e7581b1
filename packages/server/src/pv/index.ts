/** The pv feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { registerPvRoutes } from './routes';
import { pvDemoStep } from './demoSeed';
import { openPvOfferNetTotalsCents, pvOfferIdsQuery } from './offer/openOfferTotals';
export { pvDesignErrors } from './design/designProblems';
export { quotePvPart } from './offer/pricedOffer';
export { dataSheetCopies, freezePvPages } from './offer/quotePvPages';

export const pvFeature: ServerFeature = {
  name: 'pv',
  registerRoutes: registerPvRoutes,
  demoStep: pvDemoStep,
  auditedRecords: { pv_manufacturers: { nameColumn: 'name' }, pv_components: { nameColumn: 'name' } },
  extraPositions: { idsQuery: pvOfferIdsQuery, netTotalsCents: (trx, tenantId, ids) => openPvOfferNetTotalsCents(trx, tenantId, ids) },
};
