import type { PartsListUnit } from './partsList';

// Kept apart from the offer's schemas: the quote pages import it through `@planner/api`, whose
// modules must never import `@planner/api` itself (a shared module that imports itself never
// finishes loading in the browser).
export const PV_OFFER_UNIT_LABELS: Record<PartsListUnit, string> = { Stk: 'Stk.', m: 'm', kWp: 'kWp', psch: 'psch.' };
