import { formatCents } from '../money';
import type { QuotePvPart } from '../pv/offer/quotePvPart';
import type { Quote, QuoteTotals } from '../quotes/schemas';

/**
 * VAT of quotes and invoices, the one tax calculation (ADR 0012): per line and category as EN 16931
 * computes it, line amounts in cents, the tax of each category computed once on the category's net
 * sum and rounded half away from zero. Screen, PDF and e-invoice of both take their figures from here.
 */

export const VAT_CATEGORIES = {
  /** 19 % (§ 12 Abs. 1 UStG). */
  Standard: { code: 'S', ratePercent: 19, label: '19 %' },
  /** 0 % for photovoltaic systems and their installation (§ 12 Abs. 3 UStG, since 2023 by the JStG 2022). */
  PvZeroRate: { code: 'Z', ratePercent: 0, label: '0 % (PV-Anlage, § 12 Abs. 3 UStG)' },
  /** The customer owes the tax (§ 13b UStG); the invoice shows none. */
  ReverseCharge: { code: 'AE', ratePercent: 0, label: 'Steuerschuldnerschaft des Leistungsempfängers' },
} as const;
export type VatCategory = keyof typeof VAT_CATEGORIES;
export const VAT_CATEGORY_CODES = Object.keys(VAT_CATEGORIES) as VatCategory[];
/** The categories a line of a quote or invoice may be given; reverse charge applies to a whole invoice. */
export const LINE_VAT_CATEGORIES = ['Standard', 'PvZeroRate'] as const satisfies readonly VatCategory[];
export type LineVatCategory = (typeof LINE_VAT_CATEGORIES)[number];
export const MSG_LINE_VAT_CATEGORY = 'Bitte wählen Sie 19 % oder 0 % (PV-Anlage).';
/** The categories as a line's choice names them, on quotes and invoice drafts alike. */
export const LINE_VAT_OPTIONS: { value: LineVatCategory; label: string }[] = LINE_VAT_CATEGORIES.map((category) => ({
  value: category,
  label: category === 'Standard' ? '19 %' : '0 % (PV-Anlage)',
}));

/** The legal notes a quote or invoice carries for its categories. */
export const VAT_NOTES: Partial<Record<VatCategory, string>> = {
  PvZeroRate:
    'Steuersatz 0 % gemäß § 12 Abs. 3 UStG: Lieferung und Installation einer Photovoltaikanlage einschließlich Stromspeicher ' +
    'auf oder in der Nähe eines Wohngebäudes (Leistung bis 30 kWp).',
  ReverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG). Die Umsatzsteuer schuldet der Leistungsempfänger.',
};

/** A line's amount in cents and its category: what the tax is computed from. */
type VatLine = { vatCategory: VatCategory; netAmount: number };
/** A category's net (the sum of its lines' amounts) and VAT, in cents. */
export type VatBreakdownEntry = VatLine & { ratePercent: number; vatAmount: number };

/** The rate as a column or sentence names it: '19 %', '0 %'; reverse charge by its paragraph, as it shows no tax. */
export const vatRateLabel = (category: VatCategory) => (category === 'ReverseCharge' ? '§ 13b UStG' : `${VAT_CATEGORIES[category].ratePercent} %`);

/** Half away from zero, as commercial rounding (and EN 16931) does for negative amounts as well; never -0. */
export const roundHalfAwayFromZero = (value: number): number => Math.sign(value) * Math.round(Math.abs(value)) + 0;

/** `quantity × unitPrice` in cents, rounded to the cent. */
export const lineNetAmount = (quantity: number, unitPriceCents: number): number => roundHalfAwayFromZero(quantity * unitPriceCents);

/** VAT of a category's net sum in cents. */
export const vatOf = (netAmount: number, ratePercent: number): number => roundHalfAwayFromZero((netAmount * ratePercent) / 100);

/** One entry per category used by the lines, in the order of VAT_CATEGORY_CODES. */
export function vatBreakdown(lines: readonly VatLine[]): VatBreakdownEntry[] {
  return VAT_CATEGORY_CODES.flatMap((vatCategory) => {
    const categoryLines = lines.filter((line) => line.vatCategory === vatCategory);
    if (categoryLines.length === 0) return [];
    const { ratePercent } = VAT_CATEGORIES[vatCategory];
    const netAmount = categoryLines.reduce((sum, line) => sum + line.netAmount, 0);
    return [{ vatCategory, ratePercent, netAmount, vatAmount: vatOf(netAmount, ratePercent) }];
  });
}

/** Net, VAT and gross of a document's lines, in cents, with the VAT per category. */
export type VatTotals = { vatBreakdown: VatBreakdownEntry[]; netTotal: number; vatTotal: number; grossTotal: number };

/** Net, VAT per category and gross of lines; what quotes and invoices both show. */
export function vatTotals(lines: readonly VatLine[]): VatTotals {
  const breakdown = vatBreakdown(lines);
  const netTotal = breakdown.reduce((sum, entry) => sum + entry.netAmount, 0);
  const vatTotal = breakdown.reduce((sum, entry) => sum + entry.vatAmount, 0);
  return { vatBreakdown: breakdown, netTotal, vatTotal, grossTotal: netTotal + vatTotal };
}

export interface InvoiceTotals extends VatTotals {
  /** Gross of the partial invoices deducted by a final invoice. */
  prepaidAmount: number;
  /** What the customer still has to pay: gross less the prepaid amount. */
  amountDue: number;
  /** Labour costs contained in the gross total (§ 35a EStG), in cents. */
  labourTotal: number;
}

/** Totals of an invoice's lines; `prepaidAmount` is the gross already invoiced by partial invoices. */
export function invoiceTotals(lines: readonly (VatLine & { labourAmount: number })[], prepaidAmount = 0): InvoiceTotals {
  const totals = vatTotals(lines);
  const labourTotal = lines.reduce((sum, line) => sum + line.labourAmount + vatOf(line.labourAmount, VAT_CATEGORIES[line.vatCategory].ratePercent), 0);
  return { ...totals, prepaidAmount, amountDue: totals.grossTotal - prepaidAmount, labourTotal };
}

/** The notes a quote or invoice with these lines carries, in a stable order. */
export const vatNotes = (lines: readonly { vatCategory: VatCategory }[]): string[] =>
  VAT_CATEGORY_CODES.flatMap((category) => (VAT_NOTES[category] && lines.some((line) => line.vatCategory === category) ? [VAT_NOTES[category]] : []));

type QuoteLines = Pick<Quote, 'floors' | 'additionalInstallations' | 'checkout'> & { pv?: Pick<QuotePvPart, 'lines'> | null };

/** A quote's lines as its invoice bills them: floors and checkout options at 19 %, additional installations and PV positions at their own category. */
export function quoteVatLines(quote: QuoteLines): (VatLine & { vatCategory: LineVatCategory })[] {
  return [
    ...quote.floors.map((floor) => ({ vatCategory: 'Standard' as const, netAmount: floor.totalPrice })),
    ...quote.additionalInstallations.map((line) => ({ vatCategory: line.vatCategory, netAmount: line.totalPrice })),
    ...quote.checkout.map((line) => ({ vatCategory: 'Standard' as const, netAmount: line.totalPrice })),
    ...(quote.pv?.lines ?? []).map((line) => ({ vatCategory: line.vatCategory, netAmount: line.netAmount })),
  ];
}

/** Net, VAT per rate and gross of a quote's lines, computed as its invoice computes them. */
export function quoteTotals(quote: QuoteLines): QuoteTotals {
  const { netTotal, vatBreakdown, vatTotal, grossTotal } = vatTotals(quoteVatLines(quote));
  return { netTotal, vatBreakdown, vatAmount: vatTotal, grossTotal };
}

/** A screen's VAT lines under a quote's net: '19 % MwSt.'; with several rates '19 % MwSt. auf 1.000,00 €'. `prefix` as 'zzgl. '. */
export function vatBreakdownLines(breakdown: readonly VatBreakdownEntry[], prefix = ''): { key: string; label: string; amount: number }[] {
  return breakdown.map((entry) => ({
    key: entry.vatCategory,
    label: `${prefix}${vatRateLabel(entry.vatCategory)} MwSt.${breakdown.length > 1 ? ` auf ${formatCents(entry.netAmount)}` : ''}`,
    amount: entry.vatAmount,
  }));
}
