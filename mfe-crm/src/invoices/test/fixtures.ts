import {
  invoiceTotals,
  vatNotes,
  type Invoice,
  type InvoiceDeduction,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceListItem,
  type InvoiceStatus,
} from '@planner/api';
import { JOBSITE_ADDRESS, PROJECT_ID } from '@planner/ui/testing';
import { frozenQuote, QUOTE_ID } from '../../quotes/test/fixtures';

export const PARTIAL_ID = '77777777-7777-4777-8777-777777777771';
export const FINAL_ID = '77777777-7777-4777-8777-777777777772';
export const CANCELLATION_ID = '77777777-7777-4777-8777-777777777773';

const line = (position: string, title: string, quantity: number, unitPrice: number, overrides: Partial<InvoiceLine> = {}): InvoiceLine => ({
  position,
  title,
  description: '',
  quantity,
  unit: 'Piece',
  unitPrice,
  netAmount: quantity * unitPrice,
  vatCategory: 'Standard',
  labourAmount: 0,
  ...overrides,
});

/** The lines of the quote A-2026-17, 579,00 € net. */
export const FINAL_LINES: InvoiceLine[] = [
  line('1.1.1', 'Steckdose', 4, 1_250, { description: 'Erdgeschoss, Wohnzimmer – 6 geplant, davon 2 inklusive', labourAmount: 2_000 }),
  line('2.1', 'Potentialausgleich', 2, 4_250, { description: 'nach DIN VDE', unit: 'Metre' }),
  line('3.1.1', 'Speicher: 10 kWh', 1, 44_400, { vatCategory: 'PvZeroRate' }),
];

/** 30 % of the quote's 579,00 € net. */
export const PARTIAL_LINES: InvoiceLine[] = [
  line('1', '1. Abschlag gemäß Angebot A-2026-17', 1, 17_370, { unit: 'LumpSum', description: '30 % der Auftragssumme von 579,00 € netto' }),
];

/** The partial invoice RE-0001 as the final invoice deducts it: 173,70 € net, 33,00 € VAT. */
export const PARTIAL_DEDUCTION: InvoiceDeduction = {
  invoiceId: PARTIAL_ID,
  invoiceNumber: 'RE-0001',
  invoiceDate: '2026-03-16',
  vatBreakdown: [{ vatCategory: 'Standard', ratePercent: 19, netAmount: 17_370, vatAmount: 3_300 }],
  grossAmount: 20_670,
};

interface InvoiceSpec {
  id: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  lines: InvoiceLine[];
  invoiceNumber?: string;
  deductions?: InvoiceDeduction[];
}

/** An invoice of the quote A-2026-17; issued on 1 April 2026 with 14 days to pay unless a draft. */
export function testInvoice({ id, kind, status, lines, invoiceNumber = 'RE-0002', deductions = [] }: InvoiceSpec, overrides: Partial<Invoice> = {}): Invoice {
  const quote = frozenQuote('Accepted');
  const issued = status !== 'Draft';
  return {
    id,
    quoteId: QUOTE_ID,
    projectId: PROJECT_ID,
    kind,
    status,
    version: 3,
    invoiceNumber: issued ? invoiceNumber : null,
    invoiceDate: issued ? '2026-04-01' : null,
    servicePeriodStart: '2026-03-02',
    servicePeriodEnd: '2026-03-31',
    dueDate: issued ? '2026-04-15' : null,
    paymentTerms: { days: 14, discountBasisPoints: 0, discountDays: 0 },
    reverseCharge: false,
    buyerReference: '',
    buyerVatId: '',
    partialShare: kind === 'Partial' ? { type: 'Percent', basisPoints: 3_000 } : null,
    quoteNumber: quote.quoteNumber,
    quoteName: quote.quoteName,
    projectName: quote.projectName,
    company: quote.company,
    customer: quote.customer,
    jobsiteAddress: JOBSITE_ADDRESS,
    lines,
    deductions,
    notes: vatNotes(lines),
    cancels: null,
    cancelledBy: null,
    paidOn: status === 'Paid' ? '2026-04-10' : null,
    draftVatCategories: issued ? null : lines.map((line) => (line.vatCategory === 'PvZeroRate' ? 'PvZeroRate' : 'Standard')),
    partiesChanged: issued ? null : { customer: false, company: false },
    createdAt: '2026-03-31T08:00:00.000Z',
    issuedAt: issued ? '2026-04-01T08:00:00.000Z' : null,
    pdfState: issued ? 'Stored' : null,
    ...invoiceTotals(lines, deductions.reduce((sum, deduction) => sum + deduction.grossAmount, 0)),
    ...overrides,
  };
}

export const finalInvoice = (status: InvoiceStatus, overrides: Partial<Invoice> = {}) =>
  testInvoice({ id: FINAL_ID, kind: 'Final', status, lines: FINAL_LINES, deductions: [PARTIAL_DEDUCTION] }, overrides);

export const partialInvoice = (status: InvoiceStatus, overrides: Partial<Invoice> = {}) =>
  testInvoice({ id: PARTIAL_ID, kind: 'Partial', status, lines: PARTIAL_LINES, invoiceNumber: 'RE-0001' }, overrides);

/** The list row of an invoice. */
export const listItemOf = (invoice: Invoice): InvoiceListItem => ({
  id: invoice.id,
  quoteId: invoice.quoteId,
  projectId: invoice.projectId,
  kind: invoice.kind,
  status: invoice.status,
  invoiceNumber: invoice.invoiceNumber,
  invoiceDate: invoice.invoiceDate,
  dueDate: invoice.dueDate,
  customerName: 'Planer, Klara',
  projectName: invoice.projectName,
  quoteNumber: invoice.quoteNumber,
  grossTotal: invoice.grossTotal,
  amountDue: invoice.amountDue,
  paidOn: invoice.paidOn,
  overdue: false,
  reminderLevel: null,
  createdAt: invoice.createdAt,
  pdfState: invoice.pdfState,
});
