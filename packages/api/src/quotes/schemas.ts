import type { DocumentState } from '../documents';
import * as v from 'valibot';
import type { Address } from '../common';
import { optionalText, requiredText } from '../common';
import { IsoDate } from '../dates';
import { PaymentTermsSchema, type PaymentTerms } from '../tenant/quoteSettings';
import type { QuoteStatus, QuoteStatusLock } from '../configurations/schemas';
import { QUOTE_STATUS_CHANGES } from '../configurations/schemas';
import type { QuoteRoom } from '../planning/schemas';
import type { TenantInformation } from '../tenant/schemas';
import type { Salutation } from '../customers/salutation';
import type { BillingUnit } from '../masterdata/units';
import type { QuoteValidityExtension } from './validity';
import type { LineVatCategory, VatBreakdownEntry } from '../tax/vat';
import type { QuotePvPart } from '../pv/offer/quotePvPart';

export const QUOTE_NUMBER_MAX_LENGTH = 11;
export const MSG_QUOTE_NUMBER_TOO_LONG = 'Maximal 11 Zeichen erlaubt.';
export const MSG_QUOTE_NUMBER_TAKEN = 'Diese Angebotsnummer ist bereits vergeben.';
/** A quote is binding for this many days after it was finalized. */
export const QUOTE_VALIDITY_DAYS = 30;

/** The terms a quote is finalized with; the company's payment terms when none are given. */
const finalizeTerms = {
  /** When the work is to be done, e.g. 'KW 14 bis KW 16/2027'; optional. */
  executionPeriod: optionalText(100),
  paymentTerms: v.optional(PaymentTermsSchema),
};

/** The finalize dialog's form: quote name and number, at most 11 characters, and the terms. */
export const FinalizeQuoteSchema = v.object({
  quoteName: requiredText(),
  quoteNumber: v.pipe(requiredText(), v.maxLength(QUOTE_NUMBER_MAX_LENGTH, MSG_QUOTE_NUMBER_TOO_LONG)),
  ...finalizeTerms,
});
export type FinalizeQuoteInput = v.InferInput<typeof FinalizeQuoteSchema>;

/**
 * Body of POST /configurations/{id}/quote. The number's length is checked by the server, which
 * answers `failure/InvalidQuoteNumber` ('Maximal 11 Zeichen erlaubt.') as for a number taken.
 */
export const FinalizeQuoteBodySchema = v.object({ quoteName: requiredText(), quoteNumber: requiredText(), ...finalizeTerms });

/** Sets the work status of a configuration that is not finalized. */
export const ConfigurationStatusChangeSchema = v.object({ status: v.picklist(['InProgress', 'InReview'] as const) });
export type ConfigurationStatusChange = v.InferInput<typeof ConfigurationStatusChangeSchema>;

/** Records the customer's answer to a finalized quote (or takes it back to Sent). */
export const QuoteStatusChangeSchema = v.object({ quoteStatus: v.picklist(QUOTE_STATUS_CHANGES) });
export type QuoteStatusChange = v.InferInput<typeof QuoteStatusChangeSchema>;

export const MSG_QUOTE_STATUS_INVOICED =
  'Zu diesem Angebot gibt es gestellte Rechnungen. Sein Status steht damit fest und kann nicht mehr geändert werden.';
export const MSG_QUOTE_STATUS_ACCEPTED_ONLINE =
  'Der Kunde hat dieses Angebot online verbindlich angenommen. Das lässt sich nicht von Hand ändern; tritt der Kunde zurück, erfassen Sie bitte seinen Rücktritt.';
export const MSG_QUOTE_STATUS_WITHDRAWN = 'Der Kunde ist von diesem Angebot zurückgetreten. Sein Status kann nicht mehr geändert werden.';
export const MSG_WITHDRAWAL_NOT_ACCEPTED = 'Einen Rücktritt des Kunden können Sie nur zu einem angenommenen Angebot erfassen.';
export const MSG_WITHDRAWAL_INVOICED =
  'Zu diesem Angebot gibt es gestellte Rechnungen. Einen Rücktritt können Sie nur zu einem Angebot ohne gestellte Rechnungen erfassen; korrigieren Sie die Rechnungen mit Stornorechnungen.';
export const MSG_WITHDRAWAL_DRAFTS = 'Bitte löschen Sie zuerst die Rechnungsentwürfe zu diesem Angebot.';
export const MSG_WITHDRAWAL_REASON = 'Bitte geben Sie den Grund des Rücktritts an.';
export const MSG_WITHDRAWAL_IN_FUTURE = 'Das Datum des Rücktritts darf nicht in der Zukunft liegen.';
export const MSG_WITHDRAWAL_BEFORE_QUOTE = 'Das Datum des Rücktritts darf nicht vor der Fertigstellung des Angebots liegen.';

/** Records that the customer withdrew from an accepted quote: the day and the reason. */
export const QuoteWithdrawalSchema = v.object({
  withdrawnOn: IsoDate,
  reason: requiredText(MSG_WITHDRAWAL_REASON, 1_000),
});
export type QuoteWithdrawalInput = v.InferInput<typeof QuoteWithdrawalSchema>;

/** A recorded withdrawal; the acceptance it follows stays recorded as well. */
export interface QuoteWithdrawal {
  withdrawnOn: string;
  reason: string;
  /** ISO timestamp. */
  recordedAt: string;
  /** The user who recorded it; `null` when unknown. */
  recordedBy: string | null;
}

/** A finalized quote as its page shows it: the quote and what became of it since. */
export interface QuoteDetail extends Quote {
  statusLock: QuoteStatusLock | null;
  withdrawal: QuoteWithdrawal | null;
  /** 'Pending' while its PDF is still being made ('wird erstellt'). */
  pdfState: DocumentState;
}

/** Net, VAT and gross of a quote, in cents, with the VAT per rate as the invoice of it will bill it. */
export interface QuoteTotals {
  netTotal: number;
  vatBreakdown: VatBreakdownEntry[];
  /** The VAT of all rates together. */
  vatAmount: number;
  grossTotal: number;
}

/** The figures shown in the finalize dialog, computed from current prices. */
export interface QuotePreview extends QuoteTotals {
  floors: { id: string; name: string; totalPrice: number }[];
  additionalInstallationsTotal: number;
  checkoutTotal: number;
  /** Net of the PV positions; 0 without a PV design. */
  pvTotal: number;
}

export interface QuoteAdditionalInstallationLine {
  title: string;
  description: string;
  amount: number;
  unit: BillingUnit;
  /** In cents. */
  unitPrice: number;
  totalPrice: number;
  /** The labour share of the price in basis points (2500 = 25 %), for § 35a EStG on invoices. */
  labourShareBasisPoints: number;
  /** 19 %, or 0 % for a PV system (§ 12 Abs. 3 UStG); the invoice bills the line so. */
  vatCategory: LineVatCategory;
}

/** One chosen checkout option as printed on the quote, e.g. section 'Multimedia', label 'Patchfeld', choice 'Patchfeld Cat7'. */
export interface QuoteCheckoutLine {
  section: string;
  label: string;
  choice: string;
  /** Extra details such as the intercom location or the external PV system. */
  details: string[];
  amount: number;
  /** In cents. */
  unitPrice: number;
  totalPrice: number;
  /** The labour share of the price in basis points (2500 = 25 %); 0 for a line without a checkout option. */
  labourShareBasisPoints: number;
}

export interface QuoteParty {
  salutation: Salutation | null;
  firstName: string;
  lastName: string;
  address: Address;
  email: string | null;
  phone: string | null;
}

/** The terms printed on a quote, its texts with the placeholders filled in. */
export interface QuoteTerms {
  introText: string;
  closingText: string;
  /** Empty when not given. */
  executionPeriod: string;
  paymentTerms: PaymentTerms;
}

export interface QuotePropertyDeveloper {
  name: string;
  contactPerson: string | null;
  constructionSpecification: string | null;
}

/**
 * A finalized quote: everything printed on it, frozen at finalization. Later changes to master
 * data, company settings or customer never change it. `id` is the configuration's id.
 */
export interface Quote extends QuoteTotals {
  id: string;
  projectId: string;
  quoteNumber: string;
  quoteName: string;
  quoteStatus: QuoteStatus;
  /** ISO timestamp. */
  finalizedAt: string;
  /** ISO date (yyyy-mm-dd), as printed. */
  validUntil: string;
  /** Set once the company extended the validity; the printed date and the PDF stay as they were. */
  validityExtension: QuoteValidityExtension | null;
  company: TenantInformation;
  customer: QuoteParty;
  jobsiteAddress: Address;
  projectName: string;
  propertyDeveloper: QuotePropertyDeveloper | null;
  floors: { id: string; name: string; totalPrice: number; rooms: QuoteRoom[] }[];
  additionalInstallations: QuoteAdditionalInstallationLine[];
  checkout: QuoteCheckoutLine[];
  /** The PV system's positions and design as frozen; `null` without a PV design (and for quotes before PV quotes). */
  pv: QuotePvPart | null;
  /** `null` for quotes finalized before terms were recorded; they printed the texts of then. */
  terms: QuoteTerms | null;
}

export const QUOTE_SORT_KEYS = ['quoteNumber', 'quoteName', 'customer', 'project', 'finalizedAt', 'grossTotal', 'quoteStatus'] as const;
export type QuoteSortKey = (typeof QUOTE_SORT_KEYS)[number];

/** A row of the company's quotes list. */
export interface QuoteListItem {
  id: string;
  projectId: string;
  quoteNumber: string;
  quoteName: string;
  customerName: string;
  projectName: string;
  finalizedAt: string;
  grossTotal: number;
  quoteStatus: QuoteStatus;
  statusLock: QuoteStatusLock | null;
}
