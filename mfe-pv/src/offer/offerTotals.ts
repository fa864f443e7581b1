import { formatCents, type PvOffer } from '@planner/api';

/** '15.499,00 € netto, 16.019,22 € brutto'. */
export const formatTotals = (offer: Pick<PvOffer, 'totals'>) =>
  `${formatCents(offer.totals.netTotal)} netto, ${formatCents(offer.totals.grossTotal)} brutto`;
