/** The quotes feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { registerQuoteRoutes } from './routes';
export { findQuote, findQuotePdfReference, lockQuote, updateQuoteStatus } from './repository';
export { addDays, formatDay, germanDay } from './format';

export const quotesFeature: ServerFeature = {
  name: 'quotes',
  registerRoutes: registerQuoteRoutes,
  auditedRecords: { quote_withdrawals: {} },
};
