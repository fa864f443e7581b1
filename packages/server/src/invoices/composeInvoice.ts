import {
  invoiceTotals,
  vatNotes,
  type InvoiceDeduction,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceReference,
  type Quote,
} from '@planner/api';
import { addDays, formatDay } from '../quotes';
import type { InvoiceParties } from './invoiceParties';
import type { InvoiceDraft, IssuedInvoiceDocument } from './tables';

export interface InvoiceParts {
  id: string;
  kind: InvoiceKind;
  quote: Quote;
  parties: InvoiceParties;
  draft: InvoiceDraft;
  deductions: InvoiceDeduction[];
  cancels: InvoiceReference | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  createdAt: string;
  issuedAt: string | null;
}

/** The lines as billed: on a reverse-charge invoice every line is in that category. */
export const billedLines = (draft: Pick<InvoiceDraft, 'lines' | 'reverseCharge'>): InvoiceLine[] =>
  draft.reverseCharge ? draft.lines.map((line) => ({ ...line, vatCategory: 'ReverseCharge' })) : draft.lines;

const leitwegIdOf = (customer: InvoiceParties['customer']) =>
  customer.electronicAddress?.scheme === '0204' ? customer.electronicAddress.id : '';

const cancellationNote = (cancels: InvoiceReference) =>
  `Diese Stornorechnung hebt die Rechnung ${cancels.invoiceNumber} vom ${formatDay(cancels.invoiceDate)} vollständig auf.`;

/** The invoice with its totals and notes, from its parts; the one way a draft is shown and an invoice frozen. */
export function composeInvoice(parts: InvoiceParts): IssuedInvoiceDocument {
  const { quote, draft, parties } = parts;
  const lines = billedLines(draft);
  const prepaid = parts.deductions.reduce((sum, deduction) => sum + deduction.grossAmount, 0);
  return {
    id: parts.id,
    quoteId: quote.id,
    projectId: quote.projectId,
    kind: parts.kind,
    invoiceNumber: parts.invoiceNumber,
    invoiceDate: parts.invoiceDate,
    servicePeriodStart: draft.servicePeriodStart,
    servicePeriodEnd: draft.servicePeriodEnd,
    dueDate: parts.invoiceDate && addDays(parts.invoiceDate, draft.paymentTerms.days),
    paymentTerms: draft.paymentTerms,
    reverseCharge: draft.reverseCharge,
    // A public-sector buyer's Leitweg-ID is its reference (BT-10) unless the draft names another.
    buyerReference: draft.buyerReference || leitwegIdOf(parties.customer),
    buyerVatId: draft.buyerVatId,
    partialShare: draft.partialShare,
    quoteNumber: quote.quoteNumber,
    quoteName: quote.quoteName,
    projectName: quote.projectName,
    company: parties.company,
    customer: parties.customer,
    jobsiteAddress: quote.jobsiteAddress,
    lines,
    deductions: parts.deductions,
    notes: [...vatNotes(lines), ...(parts.cancels ? [cancellationNote(parts.cancels)] : [])],
    cancels: parts.cancels,
    createdAt: parts.createdAt,
    issuedAt: parts.issuedAt,
    ...invoiceTotals(lines, prepaid),
  };
}

/** A partial invoice as the final invoice deducts it. */
export const deductionOf = (partial: IssuedInvoiceDocument): InvoiceDeduction => ({
  invoiceId: partial.id,
  invoiceNumber: partial.invoiceNumber as string,
  invoiceDate: partial.invoiceDate as string,
  vatBreakdown: partial.vatBreakdown,
  grossAmount: partial.grossTotal,
});

const negate = (amount: number) => (amount === 0 ? 0 : -amount);

/** The cancellation of an issued invoice: every line, deduction and total negated. */
export function cancellationDraft(original: IssuedInvoiceDocument): Pick<InvoiceParts, 'draft' | 'deductions'> {
  return {
    draft: {
      servicePeriodStart: original.servicePeriodStart,
      servicePeriodEnd: original.servicePeriodEnd,
      paymentTerms: original.paymentTerms,
      reverseCharge: original.reverseCharge,
      buyerReference: original.buyerReference,
      buyerVatId: original.buyerVatId,
      partialShare: null,
      lines: original.lines.map((line) => ({
        ...line,
        quantity: negate(line.quantity),
        netAmount: negate(line.netAmount),
        labourAmount: negate(line.labourAmount),
        vatCategory: line.vatCategory === 'ReverseCharge' ? 'Standard' : line.vatCategory,
      })),
    },
    deductions: original.deductions.map((deduction) => ({
      ...deduction,
      grossAmount: negate(deduction.grossAmount),
      vatBreakdown: deduction.vatBreakdown.map((entry) => ({
        ...entry,
        netAmount: negate(entry.netAmount),
        vatAmount: negate(entry.vatAmount),
      })),
    })),
  };
}
