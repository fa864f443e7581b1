import { formatCount } from '../../masterdata/units';
import { vatRateLabel } from '../../tax/vat';
import type { PvOfferLine } from './offerSchemas';
import { PV_OFFER_UNIT_LABELS } from './unitLabels';
import type { QuotePvPart } from './quotePvPart';

export const PV_QUOTE_TITLE = 'PV-Anlage';

/** A PV position as the customer's page shows it: what it is, its figures and its VAT category. */
export type PublicPvLine = Pick<PvOfferLine, 'name' | 'quantity' | 'unit' | 'unitPrice' | 'netAmount' | 'vatCategory'>;

/** The PV part of a quote for the customer's page: the positions and their notes, not the design or the planner's data. */
export interface PublicQuotePvPart {
  moduleCount: number;
  kwp: number;
  moduleName: string | null;
  lines: PublicPvLine[];
  netTotal: number;
  notes: string[];
}

export const publicPvPart = (pv: QuotePvPart | null | undefined): PublicQuotePvPart | null =>
  pv
    ? {
        moduleCount: pv.moduleCount,
        kwp: pv.kwp,
        moduleName: pv.parts.module?.name ?? null,
        lines: pv.lines.map(({ name, quantity, unit, unitPrice, netAmount, vatCategory }) => ({ name, quantity, unit, unitPrice, netAmount, vatCategory })),
        netTotal: pv.totals.netTotal,
        notes: pv.notes,
      }
    : null;

/** '9,6 kWp, 24 Module Solar 400': the line above the PV positions. */
export function pvQuoteHeading(pv: { kwp: number; moduleCount: number; moduleName: string | null }): string {
  const modules = `${pv.moduleCount} ${pv.moduleCount === 1 ? 'Modul' : 'Module'}`;
  return `${formatCount(pv.kwp)} kWp, ${modules}${pv.moduleName ? ` ${pv.moduleName}` : ''}`;
}

/** A PV position with its number under the quote's PV title and its figures as text. */
export interface NumberedPvLine<L extends PublicPvLine> {
  line: L;
  /** '4.2'. */
  number: string;
  /** '24 Stk.'. */
  quantity: string;
  /** '0 %'. */
  vatRate: string;
}

/** Numbers the PV positions `title.1`, `title.2`, … as quote, PDF and pages show them. */
export const numberPvLines = <L extends PublicPvLine>(lines: readonly L[], title: number): NumberedPvLine<L>[] =>
  lines.map((line, index) => ({
    line,
    number: `${title}.${index + 1}`,
    quantity: `${formatCount(line.quantity)} ${PV_OFFER_UNIT_LABELS[line.unit]}`,
    vatRate: vatRateLabel(line.vatCategory),
  }));
