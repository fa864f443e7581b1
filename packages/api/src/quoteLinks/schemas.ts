import * as v from 'valibot';
import { optionalText, requiredText, type Address } from '../common';
import type { PublicQuotePvPart } from '../pv/offer/quotePvPositions';
import type { Quote } from '../quotes/schemas';
import type { ContactInformation } from '../tenant/schemas';

/** How long a new link is valid unless the installer chooses otherwise, and the longest choice. */
export const DEFAULT_QUOTE_LINK_DAYS = 30;
export const MAX_QUOTE_LINK_DAYS = 90;

export const MSG_QUOTE_LINK_NO_EMAIL = 'Der Kunde hat keine E-Mail-Adresse. Bitte tragen Sie sie beim Kunden ein oder senden Sie den Link selbst.';
export const MSG_MAIL_NOT_CONFIGURED = 'Es ist kein Mailserver eingerichtet. Bitte kopieren Sie den Link und senden Sie ihn selbst.';
export const MSG_QUOTE_LINK_DAYS = `Bitte wählen Sie eine Gültigkeit von 1 bis ${MAX_QUOTE_LINK_DAYS} Tagen.`;
export const MSG_QUOTE_NOT_SHAREABLE = 'Nur ein fertiggestelltes Angebot kann dem Kunden per Link geschickt werden.';
export const MSG_QUOTE_LINK_NOT_FOUND = 'Dieser Link ist ungültig. Bitte prüfen Sie die Adresse oder fragen Sie Ihren Ansprechpartner.';
export const MSG_QUOTE_LINK_EXPIRED = 'Dieser Link ist abgelaufen. Bitte fragen Sie Ihren Ansprechpartner nach einem neuen Link.';
export const MSG_QUOTE_LINK_REVOKED = 'Dieser Link wurde zurückgezogen. Bitte fragen Sie Ihren Ansprechpartner nach dem aktuellen Angebot.';
export const MSG_QUOTE_ALREADY_ANSWERED = 'Dieses Angebot wurde bereits beantwortet.';
export const MSG_QUOTE_LINK_TOO_MANY = 'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.';
export const MSG_SIGNER_NAME = 'Bitte geben Sie Ihren vollständigen Namen ein.';
export const MSG_ACCEPT_TERMS = 'Bitte bestätigen Sie, dass Sie das Angebot und die Bedingungen annehmen.';

/** Creates a link for the customer, valid for `validDays`. */
export const CreateQuoteLinkSchema = v.object({
  validDays: v.optional(
    v.pipe(v.number(MSG_QUOTE_LINK_DAYS), v.integer(MSG_QUOTE_LINK_DAYS), v.minValue(1, MSG_QUOTE_LINK_DAYS), v.maxValue(MAX_QUOTE_LINK_DAYS, MSG_QUOTE_LINK_DAYS)),
    DEFAULT_QUOTE_LINK_DAYS,
  ),
  /** Also e-mails the link to the customer's address (only with a mail server configured). */
  sendByEmail: v.optional(v.boolean(), false),
});

/** The customer accepts: with their full name and the confirmation that they accept quote and terms. */
export const AcceptQuoteSchema = v.object({
  fullName: v.pipe(requiredText(MSG_SIGNER_NAME, 120), v.minLength(3, MSG_SIGNER_NAME)),
  acceptsTerms: v.literal(true, MSG_ACCEPT_TERMS),
});
export type AcceptQuoteInput = v.InferInput<typeof AcceptQuoteSchema>;

export const DeclineQuoteSchema = v.object({ reason: optionalText(1_000) });
export type DeclineQuoteInput = v.InferInput<typeof DeclineQuoteSchema>;

export type QuoteAnswerKind = 'Accepted' | 'Declined';

/** What the customer answered through a link, with the evidence kept for the installer. */
export interface QuoteLinkAnswer {
  kind: QuoteAnswerKind;
  /** ISO timestamp. */
  answeredAt: string;
  /** The typed full name of who accepted; empty on a decline. */
  signerName: string;
  /** The customer's reason for declining; empty when none was given. */
  reason: string;
  ipAddress: string;
  userAgent: string;
  /** SHA-256 (hex) of the quote PDF the customer could download. */
  pdfSha256: string;
}

/**
 * `Answered`: the customer answered through this link. `Closed`: the quote was answered another
 * way (another link, or by the company), so this link only shows that answer. `Expired`: the
 * link's time or the offer's validity ran out.
 */
export type QuoteLinkState = 'Open' | 'Answered' | 'Closed' | 'Expired' | 'Revoked';

/** A link as the installer sees it. The token itself is only answered once, when the link is created. */
export interface QuoteLink {
  id: string;
  quoteId: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  state: QuoteLinkState;
  answer: QuoteLinkAnswer | null;
}

/** The quote's answer, whichever link (or the company) recorded it; `answeredAt` is null when set by hand. */
export interface QuoteAnswerOfQuote {
  kind: QuoteAnswerKind;
  answeredAt: string | null;
}

/** A new link: the customer's address of the page is `/angebot/{token}`. */
export interface CreatedQuoteLink {
  link: QuoteLink;
  token: string;
  /** The address the link was e-mailed to; `null` when it was not sent. */
  emailedTo: string | null;
}

/** An answer the installer has not seen yet, for the toast on the next visit. */
export interface UnseenQuoteAnswer {
  linkId: string;
  quoteId: string;
  quoteNumber: string;
  quoteName: string;
  customerName: string;
  answer: QuoteLinkAnswer;
}

/** The company as the customer's page shows it. */
export interface PublicCompany {
  name: string;
  address: Address | null;
  contactInformation: ContactInformation | null;
  /** The logo as data URL, so the page needs no request of its own for it. */
  logo: string | null;
}

/** Everything the customer's page shows: one quote, nothing else of the company. */
export interface PublicQuote {
  company: PublicCompany;
  quote: Pick<
    Quote,
    | 'quoteNumber'
    | 'quoteName'
    | 'finalizedAt'
    | 'validUntil'
    | 'validityExtension'
    | 'customer'
    | 'jobsiteAddress'
    | 'projectName'
    | 'floors'
    | 'additionalInstallations'
    | 'checkout'
    | 'terms'
    | 'netTotal'
    | 'vatBreakdown'
    | 'vatAmount'
    | 'grossTotal'
  > & {
    /** The PV positions with their VAT, or null for a quote without a PV system. */
    pv: PublicQuotePvPart | null;
  };
  expiresAt: string;
  /** Set once the customer answered through this link. */
  answer: Pick<QuoteLinkAnswer, 'kind' | 'answeredAt' | 'signerName'> | null;
  /** Set once the quote is accepted or declined, through any link or by the company. */
  quoteAnswer: QuoteAnswerOfQuote | null;
  /** The offer's validity (see `offerValidUntil`) has ended: it can no longer be accepted. */
  offerExpired: boolean;
}

/** Whether a staff member also gets customers' answers by e-mail (with a mail server configured). */
export interface QuoteAnswerMailSetting {
  wantsMail: boolean;
  /** Only owners and planners can get them. */
  eligible: boolean;
}

export const QuoteAnswerMailSettingSchema = v.object({ wantsMail: v.boolean() });
