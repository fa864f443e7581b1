/** The quotes feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { quoteDocuments } from './finalizeQuote';
import { registerQuoteRoutes } from './routes';
export { findQuote, lockQuote, updateQuoteStatus } from './repository';
export { findQuoteParties } from './quoteParties';
export { addDays, formatDay, germanDay } from './format';
export { germanDayEnd, isOfferExpired } from './validity';

export const quotesFeature: ServerFeature = {
  name: 'quotes',
  registerRoutes: registerQuoteRoutes,
  auditedRecords: { quote_validity_extensions: {}, quote_withdrawals: {} },
  documentKinds: [quoteDocuments],
};
