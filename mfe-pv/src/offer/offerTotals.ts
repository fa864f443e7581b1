import { formatCents } from '@planner/api';
import type { PvOffer } from '@planner/api/pv';

/** '15.499,00 € netto, 16.019,22 € brutto'. */
export const formatTotals = (offer: Pick<PvOffer, 'totals'>) =>
  `${formatCents(offer.totals.netTotal)} netto, ${formatCents(offer.totals.grossTotal)} brutto`;
