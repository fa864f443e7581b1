import type { DocumentState } from '../documents';
import type { ReminderLevel } from './reminders';
import * as v from 'valibot';
import { NonNegativeCents, optionalText, Uuid, type Address } from '../common';
import { addDays, formatGermanDay, IsoDate } from '../dates';
import { PaymentTermsSchema, type PaymentTerms } from '../tenant/quoteSettings';
import { isVatId } from '../tenant/legalForm';
import type { TenantInformation } from '../tenant/schemas';
import type { QuoteParty } from '../quotes/schemas';
import type { BillingUnit } from '../masterdata/units';
import type { ElectronicAddress } from '../customers/eInvoiceAddress';
import { LINE_VAT_CATEGORIES, type InvoiceTotals, type LineVatCategory, type VatBreakdownEntry, type VatCategory } from '../tax/vat';

export const INVOICE_KINDS = ['Partial', 'Final', 'Cancellation'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  Partial: 'Abschlagsrechnung',
  Final: 'Schlussrechnung',
  Cancellation: 'Stornorechnung',
};

export const INVOICE_STATUSES = ['Draft', 'Issued', 'Paid', 'Cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  Draft: 'Entwurf',
  Issued: 'Gestellt',
  Paid: 'Bezahlt',
  Cancelled: 'Storniert',
};

export const MSG_INVOICE_NOT_FOUND = 'Rechnung nicht gefunden.';
export const MSG_QUOTE_NOT_ACCEPTED = 'Rechnungen können nur zu einem vom Kunden angenommenen Angebot erstellt werden.';
export const MSG_INVOICE_NOT_DRAFT = 'Eine gestellte Rechnung kann nicht mehr geändert werden. Korrigieren Sie sie mit einer Stornorechnung.';
export const MSG_FINAL_INVOICE_EXISTS = 'Zu diesem Angebot gibt es bereits eine Schlussrechnung.';
export const MSG_PARTIALS_EXCEED_QUOTE = 'Die Abschläge dürfen zusammen den Nettobetrag des Angebots nicht übersteigen.';
export const MSG_OPEN_PARTIAL_DRAFTS = 'Bitte stellen oder löschen Sie zuerst die Entwürfe der Abschlagsrechnungen zu diesem Angebot.';
export const MSG_INVOICE_NOT_ISSUED = 'Nur gestellte Rechnungen können storniert oder als bezahlt markiert werden.';
export const MSG_INVOICE_NOT_YET_ISSUED = 'Die Rechnung ist noch ein Entwurf. Stellen Sie sie, um PDF und E-Rechnung zu erhalten.';
export const MSG_PARTIAL_CANCEL_AFTER_FINAL =
  'Diese Abschlagsrechnung ist in der Schlussrechnung verrechnet. Stornieren Sie zuerst die Schlussrechnung.';
export const MSG_REVERSE_CHARGE_NEEDS_VAT_IDS =
  'Für die Steuerschuldnerschaft des Leistungsempfängers brauchen Sie Ihre USt-IdNr. (Firmeneinstellungen) und die des Kunden.';
export const MSG_SERVICE_PERIOD = 'Das Ende des Leistungszeitraums darf nicht vor dem Beginn liegen.';
export const MSG_PARTIAL_SHARE = 'Bitte geben Sie einen Anteil zwischen 0,01 % und 100 % oder einen Betrag über 0 € an.';
export const MSG_INVOICE_NUMBER_PREFIX = 'Nur Buchstaben, Ziffern und - / _ . , höchstens 12 Zeichen.';
export const MSG_NEXT_INVOICE_NUMBER = 'Bitte geben Sie eine ganze Zahl von 1 bis 99.999.999 an.';
export const MSG_NEXT_INVOICE_NUMBER_USED = 'Diese Nummer ist bereits vergeben. Die nächste Nummer muss größer sein als die zuletzt vergebene.';
export const MSG_LINES_CHANGED = 'Die Positionen passen nicht zur Rechnung. Bitte laden Sie die Seite neu.';
export const MSG_LABOUR_EXCEEDS_LINE = 'Der Lohnanteil darf den Betrag der Position nicht übersteigen.';
export const MSG_INVOICE_CHANGED = 'Die Rechnung wurde inzwischen geändert. Bitte laden Sie sie neu und prüfen Sie Ihre Änderungen.';
export const MSG_CANCELLATION_OF_CANCELLATION = 'Eine Stornorechnung kann nicht storniert werden.';
export const MSG_CANCELLATION_BEFORE_INVOICE = 'Die Stornorechnung darf nicht vor der Rechnung datiert sein.';

/** An invoice (a cancellation too) is dated the day it is issued or at most this many days back. */
export const INVOICE_DATE_MAX_DAYS_BACK = 10;
export const MSG_INVOICE_DATE_IN_FUTURE = 'Das Rechnungsdatum darf nicht in der Zukunft liegen.';
export const MSG_INVOICE_DATE_TOO_OLD = `Das Rechnungsdatum darf höchstens ${INVOICE_DATE_MAX_DAYS_BACK} Tage zurückliegen.`;
export const MSG_INVOICE_DATE_BEFORE_QUOTE = 'Das Rechnungsdatum darf nicht vor der Fertigstellung des Angebots liegen.';
/** Number order and date order of a range agree: no new number is dated before the last one issued. */
export const msgInvoiceDateBeforeLast = (lastDate: string) =>
  `Das Rechnungsdatum darf nicht vor dem der zuletzt gestellten Rechnung Ihres Nummernkreises liegen (${formatGermanDay(lastDate)}).`;
export const MSG_PAYMENT_IN_FUTURE = 'Das Zahlungsdatum darf nicht in der Zukunft liegen.';
export const MSG_PAYMENT_BEFORE_INVOICE = 'Die Zahlung kann nicht vor dem Rechnungsdatum eingegangen sein.';

/** The days an invoice issued on `today` may be dated (both included). */
export const invoiceDateWindow = (today: string) => ({ earliest: addDays(today, -INVOICE_DATE_MAX_DAYS_BACK), latest: today });
export const MSG_INVOICE_COMPANY_DATA =
  'Bitte vervollständigen Sie zuerst die Firmendaten (Adresse, Kontakt, Bankdaten, rechtliche Angaben) in den Einstellungen.';
export const MSG_BUYER_VAT_ID = 'Bitte geben Sie eine gültige USt-IdNr. ein, z. B. DE123456789.';
export const MSG_INVOICE_PARTIES_CHANGED =
  'Die Daten des Kunden oder Ihrer Firma haben sich seit dem Entwurf geändert. Bitte übernehmen Sie die aktuellen Daten und prüfen Sie den Entwurf, bevor Sie ihn stellen.';
export const MSG_E_INVOICE_ADDRESS_MISSING =
  'Zu dieser Rechnung gibt es keine XRechnung: Dem Kunden fehlte beim Stellen eine E-Rechnungsadresse (E-Mail oder Leitweg-ID), ohne die Empfänger eine XRechnung ablehnen. Das PDF (ZUGFeRD) steht zur Verfügung.';
export const MSG_E_INVOICE_ADDRESS_MISSING_DRAFT =
  'Dem Kunden fehlt eine E-Rechnungsadresse (E-Mail oder Leitweg-ID). Ohne sie gibt es zu dieser Rechnung keine XRechnung, nur das PDF (ZUGFeRD). Tragen Sie sie beim Kunden ein und übernehmen Sie dann die aktuellen Daten.';

/** One position of an invoice, frozen when it is issued. */
export interface InvoiceLine {
  /** '1.2.3' for planned positions, numbered as on the quote. */
  position: string;
  title: string;
  description: string;
  quantity: number;
  unit: BillingUnit;
  /** Net, in cents; negative on a cancellation. */
  unitPrice: number;
  netAmount: number;
  vatCategory: VatCategory;
  /** Net labour cost contained in the line (§ 35a EStG), in cents. */
  labourAmount: number;
}

/** A partial invoice as a final invoice deducts it: its net and VAT per category. */
export interface InvoiceDeduction {
  invoiceId: string;
  invoiceNumber: string;
  invoiceDate: string;
  vatBreakdown: VatBreakdownEntry[];
  grossAmount: number;
}

export interface InvoiceReference {
  invoiceId: string;
  invoiceNumber: string;
  invoiceDate: string;
}

/** The buyer as an invoice names them (BG-7). */
export interface InvoiceParty extends QuoteParty {
  /**
   * Where e-invoices go (BT-49); `null` when the customer has none, which rules out an XRechnung.
   * Absent on invoices issued before it was recorded: their e-mail was that address.
   */
  electronicAddress?: ElectronicAddress | null;
}

/** On a draft: whether the customer's or company's data changed since the draft took them. */
export interface InvoicePartiesChanged {
  customer: boolean;
  company: boolean;
}

/** The buyer's e-invoice address (BT-49), for invoices issued before it was recorded their e-mail. */
export const buyerElectronicAddress = (customer: InvoiceParty): ElectronicAddress | null =>
  customer.electronicAddress !== undefined ? customer.electronicAddress : customer.email ? { scheme: 'EM', id: customer.email } : null;

/** How much of the quote a partial invoice bills: a share in basis points (3000 = 30 %) or a net amount in cents. */
export const PartialShareSchema = v.variant('type', [
  v.object({ type: v.literal('Percent'), basisPoints: v.pipe(v.number(MSG_PARTIAL_SHARE), v.integer(MSG_PARTIAL_SHARE), v.minValue(1, MSG_PARTIAL_SHARE), v.maxValue(10_000, MSG_PARTIAL_SHARE)) }),
  v.object({ type: v.literal('Amount'), amount: v.pipe(NonNegativeCents, v.minValue(1, MSG_PARTIAL_SHARE)) }),
]);
export type PartialShare = v.InferOutput<typeof PartialShareSchema>;

/**
 * An invoice. A draft shows the company's and customer's data of today; an issued invoice keeps
 * those it was issued with, and never changes again but for being paid or cancelled.
 */
export interface Invoice extends InvoiceTotals {
  id: string;
  /** The configuration whose accepted quote is billed. */
  quoteId: string;
  projectId: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  /** Sent back with every change of a draft; a change based on an older version is refused. */
  version: number;
  /** `null` while a draft. */
  invoiceNumber: string | null;
  /** ISO date; `null` while a draft. */
  invoiceDate: string | null;
  servicePeriodStart: string;
  servicePeriodEnd: string;
  /** ISO date: invoice date plus the payment days; `null` while a draft. */
  dueDate: string | null;
  paymentTerms: PaymentTerms;
  reverseCharge: boolean;
  /** Buyer reference, e.g. the Leitweg-ID of a public-sector customer (BT-10). */
  buyerReference: string;
  buyerVatId: string;
  partialShare: PartialShare | null;
  quoteNumber: string;
  quoteName: string;
  projectName: string;
  /** On a draft the data it took when made or last refreshed; see `partiesChanged`. */
  company: TenantInformation;
  customer: InvoiceParty;
  jobsiteAddress: Address;
  lines: InvoiceLine[];
  deductions: InvoiceDeduction[];
  /** The legal notes printed under the totals. */
  notes: string[];
  /** On a cancellation: the invoice it cancels. */
  cancels: InvoiceReference | null;
  /** On a cancelled invoice: its cancellation. */
  cancelledBy: InvoiceReference | null;
  paidOn: string | null;
  /**
   * While a draft, each line's own rate. A reverse-charge draft bills every line as 'ReverseCharge';
   * these keep what the line has once reverse charge is switched off. `null` once issued.
   */
  draftVatCategories: LineVatCategory[] | null;
  /**
   * On a draft: whether the customer's or company's data changed since the draft took them; the
   * draft takes today's with `refreshParties`, and is only issued with today's. `null` once issued.
   */
  partiesChanged: InvoicePartiesChanged | null;
  createdAt: string;
  issuedAt: string | null;
  /** Of an issued invoice: 'Pending' while its PDF is still being made ('wird erstellt'); `null` while a draft. */
  pdfState: DocumentState | null;
}

/** Creates a draft from an accepted quote. */
export const CreateInvoiceSchema = v.variant('kind', [
  v.object({ quoteId: Uuid, kind: v.literal('Partial'), share: PartialShareSchema }),
  v.object({ quoteId: Uuid, kind: v.literal('Final') }),
]);
export type CreateInvoiceInput = v.InferInput<typeof CreateInvoiceSchema>;

const Version = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Changes a draft: dates, terms, tax treatment and, per line, its VAT category and labour share. */
export const InvoiceDraftSchema = v.pipe(
  v.object({
    version: Version,
    servicePeriodStart: IsoDate,
    servicePeriodEnd: IsoDate,
    paymentTerms: PaymentTermsSchema,
    reverseCharge: v.boolean(),
    buyerReference: optionalText(200),
    buyerVatId: v.pipe(
      optionalText(20),
      v.transform((vatId) => vatId.replace(/[\s.-]/g, '').toUpperCase()),
      v.check((vatId) => vatId === '' || isVatId(vatId), MSG_BUYER_VAT_ID),
    ),
    lines: v.pipe(
      v.array(v.object({ vatCategory: v.picklist(LINE_VAT_CATEGORIES), labourAmount: NonNegativeCents })),
      v.maxLength(5_000),
    ),
  }),
  v.forward(
    v.check((draft) => draft.servicePeriodEnd >= draft.servicePeriodStart, MSG_SERVICE_PERIOD),
    ['servicePeriodEnd'],
  ),
  v.forward(
    v.check((draft) => !draft.reverseCharge || draft.buyerVatId !== '', MSG_REVERSE_CHARGE_NEEDS_VAT_IDS),
    ['buyerVatId'],
  ),
);
export type InvoiceDraftInput = v.InferInput<typeof InvoiceDraftSchema>;

/** Issues a draft: it gets the next number of the company's range and is frozen. */
export const IssueInvoiceSchema = v.object({ version: Version, invoiceDate: IsoDate });
/** Takes today's data of customer and company into a draft. */
export const RefreshInvoicePartiesSchema = v.object({ version: Version });
export const CancelInvoiceSchema = v.object({ invoiceDate: IsoDate });
export const InvoicePaymentSchema = v.object({ paidOn: v.nullable(IsoDate) });

/** The company's invoice number range: `RE-2026-` and 17 give `RE-2026-0017`. */
export const InvoiceSettingsSchema = v.object({
  prefix: v.pipe(optionalText(12), v.regex(/^[\p{L}\d\-/_.,]*$/u, MSG_INVOICE_NUMBER_PREFIX)),
  nextNumber: v.pipe(
    v.number(MSG_NEXT_INVOICE_NUMBER),
    v.integer(MSG_NEXT_INVOICE_NUMBER),
    v.minValue(1, MSG_NEXT_INVOICE_NUMBER),
    v.maxValue(99_999_999, MSG_NEXT_INVOICE_NUMBER),
  ),
});
export type InvoiceSettings = v.InferOutput<typeof InvoiceSettingsSchema>;
export const DEFAULT_INVOICE_SETTINGS: InvoiceSettings = { prefix: 'RE-', nextNumber: 1 };

/** `RE-` and 17 → `RE-0017`. */
export const formatInvoiceNumber = (prefix: string, number: number) => `${prefix}${String(number).padStart(4, '0')}`;

export const INVOICE_SORT_KEYS = ['invoiceNumber', 'invoiceDate', 'customer', 'project', 'kind', 'grossTotal', 'status', 'createdAt'] as const;
export type InvoiceSortKey = (typeof INVOICE_SORT_KEYS)[number];

/** A row of the company's invoice list. */
export interface InvoiceListItem {
  id: string;
  quoteId: string;
  projectId: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  dueDate: string | null;
  customerName: string;
  projectName: string;
  quoteNumber: string;
  grossTotal: number;
  amountDue: number;
  /** ISO date the payment came in; `null` unless paid. */
  paidOn: string | null;
  /** Issued, unpaid and past its due date on today's German day. */
  overdue: boolean;
  /** The last payment reminder made, `null` when none. */
  reminderLevel: ReminderLevel | null;
  createdAt: string;
  /** 'Pending' while the PDF of the issued invoice is still being made; `null` while a draft. */
  pdfState: DocumentState | null;
}
