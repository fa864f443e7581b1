import {
  invoiceTotals,
  lineNetAmount,
  vatNotes,
  type BillingUnit,
  type Invoice,
  type InvoiceDeduction,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceReference,
  type LineVatCategory,
  type PaymentTerms,
  type TenantInformation,
} from '@planner/api';
import { cancellationDraft, deductionOf } from '../../src/invoices/composeInvoice';
import { addDays, formatDay } from '../../src/quotes';
import { completeCompany } from '../quotesFixtures';

/** A line of `quantity` × `unitPrice` cents, of which `labourAmount` cents are labour. */
export function invoiceLine(
  position: string,
  title: string,
  quantity: number,
  unit: BillingUnit,
  unitPrice: number,
  vatCategory: LineVatCategory = 'Standard',
  labourAmount = 0,
): InvoiceLine {
  return {
    position,
    title,
    description: `${title} liefern und fachgerecht montieren, inklusive Anschluss und Prüfung.`,
    quantity,
    unit,
    unitPrice,
    netAmount: lineNetAmount(quantity, unitPrice),
    vatCategory,
    labourAmount,
  };
}

export const INSTALLATION_LINES: InvoiceLine[] = [
  invoiceLine('1.1.1', 'Schutzkontaktsteckdose', 14, 'Piece', 4_850, 'Standard', 14 * 1_900),
  invoiceLine('1.1.2', 'NYM-J 3×1,5 mm² verlegen', 37.5, 'Metre', 289, 'Standard', 6_000),
  invoiceLine('1.2.1', 'Unterverteilung 3-reihig', 1, 'LumpSum', 68_900, 'Standard', 18_000),
  invoiceLine('2.1', 'Elektromeister vor Ort', 6.5, 'Hour', 7_450, 'Standard', 48_425),
];

export const PV_LINES: InvoiceLine[] = [
  invoiceLine('3.1', 'PV-Modul 430 Wp Glas-Glas', 22, 'Piece', 16_900, 'PvZeroRate'),
  invoiceLine('3.2', 'Hybrid-Wechselrichter 10 kW', 1, 'Piece', 189_000, 'PvZeroRate'),
  invoiceLine('3.3', 'Batteriespeicher 10 kWh', 1, 'Piece', 459_000, 'PvZeroRate'),
  invoiceLine('3.4', 'Montage PV-Anlage auf Ziegeldach', 1, 'LumpSum', 295_000, 'PvZeroRate', 295_000),
];

export const SKONTO_TERMS: PaymentTerms = { days: 14, discountBasisPoints: 200, discountDays: 7 };

interface InvoiceOptions {
  kind?: InvoiceKind;
  invoiceNumber?: string;
  invoiceDate?: string;
  lines?: InvoiceLine[];
  deductions?: InvoiceDeduction[];
  reverseCharge?: boolean;
  buyerVatId?: string;
  buyerReference?: string;
  cancels?: InvoiceReference | null;
  company?: TenantInformation;
  customerEmail?: string | null;
  paymentTerms?: PaymentTerms;
}

const cancellationNote = (cancels: InvoiceReference) =>
  `Diese Stornorechnung hebt die Rechnung ${cancels.invoiceNumber} vom ${formatDay(cancels.invoiceDate)} vollständig auf.`;

/** An issued invoice as the invoices feature freezes it: totals, VAT breakdown and notes from the tax module. */
export function issuedInvoice(options: InvoiceOptions = {}): Invoice {
  const reverseCharge = options.reverseCharge ?? false;
  const baseLines = options.lines ?? INSTALLATION_LINES;
  const lines = reverseCharge ? baseLines.map((line) => ({ ...line, vatCategory: 'ReverseCharge' as const })) : baseLines;
  const deductions = options.deductions ?? [];
  const prepaid = deductions.reduce((sum, deduction) => sum + deduction.grossAmount, 0);
  const cancels = options.cancels ?? null;
  const paymentTerms = options.paymentTerms ?? { days: 14, discountBasisPoints: 0, discountDays: 0 };
  const invoiceDate = options.invoiceDate ?? '2026-03-16';
  return {
    pdfState: 'Stored',
    id: '7d1d1c1e-5a43-4b8e-9a56-0c2f7a3b1e01',
    quoteId: '1f4e2a10-0b6c-4d8e-8f31-6a2b9c7d5e02',
    projectId: '2a5b3c4d-6e7f-4081-9a2b-3c4d5e6f7a03',
    kind: options.kind ?? 'Final',
    status: 'Issued',
    version: 1,
    invoiceNumber: options.invoiceNumber ?? 'RE-2026-0042',
    invoiceDate,
    servicePeriodStart: '2026-02-02',
    servicePeriodEnd: '2026-03-13',
    dueDate: addDays(invoiceDate, paymentTerms.days),
    paymentTerms,
    reverseCharge,
    buyerReference: options.buyerReference ?? '',
    buyerVatId: options.buyerVatId ?? '',
    partialShare: null,
    quoteNumber: 'AN-2026-0017',
    quoteName: 'Elektroinstallation Neubau',
    projectName: 'Neubau Einfamilienhaus Kraus',
    company: options.company ?? completeCompany('Elektro Brandt GmbH & Co. KG'),
    customer: {
      salutation: 'Ms',
      firstName: 'Lena',
      lastName: 'Kraus',
      address: { street: 'Birkenweg', houseNumber: '7a', zipCode: '70597', city: 'Stuttgart' },
      email: options.customerEmail === undefined ? 'lena.kraus@example.de' : options.customerEmail,
      phone: '0711 445566',
    },
    jobsiteAddress: { street: 'Am Sonnenhang', houseNumber: '12', zipCode: '71083', city: 'Herrenberg' },
    lines,
    deductions,
    notes: [...vatNotes(lines), ...(cancels ? [cancellationNote(cancels)] : [])],
    cancels,
    cancelledBy: null,
    paidOn: null,
    draftVatCategories: null,
    partiesChanged: null,
    createdAt: '2026-03-16T08:00:00.000Z',
    issuedAt: '2026-03-16T08:15:00.000Z',
    ...invoiceTotals(lines, prepaid),
  };
}

/** The `ordinal`-th partial invoice: one lump-sum line of `net` cents at 19 %. */
export const partialInvoice = (ordinal: number, net: number, invoiceDate: string): Invoice =>
  issuedInvoice({
    kind: 'Partial',
    invoiceNumber: `RE-2026-00${30 + ordinal}`,
    invoiceDate,
    lines: [{ ...invoiceLine('1', `${ordinal}. Abschlag gemäß Angebot AN-2026-0017`, 1, 'LumpSum', net), description: 'Abschlag auf Grundlage der Auftragssumme' }],
  });

/** A final invoice over installation and PV lines, with Skonto, deducting two partial invoices. */
export function finalWithTwoPartials(): { final: Invoice; partials: [Invoice, Invoice] } {
  const partials: [Invoice, Invoice] = [partialInvoice(1, 80_000, '2026-02-10'), partialInvoice(2, 50_000, '2026-03-02')];
  const final = issuedInvoice({
    lines: [...INSTALLATION_LINES, ...PV_LINES],
    deductions: partials.map(deductionOf),
    paymentTerms: SKONTO_TERMS,
  });
  return { final, partials };
}

/** The cancellation of an issued invoice as the invoices feature drafts it: lines and deductions negated, referencing the original. */
export function cancellationOf(original: Invoice): Invoice {
  const { draft, deductions } = cancellationDraft(original);
  return issuedInvoice({
    kind: 'Cancellation',
    invoiceNumber: 'RE-2026-0043',
    lines: draft.lines,
    reverseCharge: draft.reverseCharge,
    buyerVatId: draft.buyerVatId,
    deductions,
    company: original.company,
    cancels: { invoiceId: original.id, invoiceNumber: original.invoiceNumber as string, invoiceDate: original.invoiceDate as string },
  });
}
