import * as v from 'valibot';

/** The furthest a quote's validity may be extended, counted from today. */
export const MAX_QUOTE_VALIDITY_EXTENSION_DAYS = 90;

export const MSG_QUOTE_VALIDITY_DATE = 'Bitte geben Sie ein gültiges Datum an.';
export const MSG_QUOTE_VALIDITY_NOT_LATER = 'Das neue Datum muss nach dem bisherigen „gültig bis“ und nicht vor heute liegen.';
export const MSG_QUOTE_VALIDITY_TOO_FAR = `Die Gültigkeit kann höchstens ${MAX_QUOTE_VALIDITY_EXTENSION_DAYS} Tage ab heute verlängert werden.`;
export const MSG_QUOTE_VALIDITY_CHANGED = 'Die Gültigkeit wurde inzwischen geändert. Bitte laden Sie die Seite neu und prüfen Sie das Datum.';
export const MSG_QUOTE_VALIDITY_ANSWERED = 'Das Angebot ist beantwortet; seine Gültigkeit kann nicht mehr verlängert werden.';
export const MSG_QUOTE_EXPIRED =
  'Dieses Angebot ist nicht mehr gültig und kann nicht mehr online angenommen werden. Bitte wenden Sie sich an Ihren Ansprechpartner.';
export const msgQuoteExpiredForLink = (validUntil: string) =>
  `Das Angebot war nur bis ${germanDate(validUntil)} gültig. Bitte verlängern Sie zuerst seine Gültigkeit.`;

/** 'dd.MM.yyyy' of an ISO day. */
export const germanDate = (day: string) => day.split('-').reverse().join('.');

/** A real calendar day, yyyy-mm-dd (not 2026-02-30). */
export const CalendarDay = v.pipe(
  v.string(MSG_QUOTE_VALIDITY_DATE),
  v.isoDate(MSG_QUOTE_VALIDITY_DATE),
  v.check((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), MSG_QUOTE_VALIDITY_DATE),
);

/**
 * Extends an offer's validity to `validUntil`. `previousValidUntil` is the day the user saw as
 * valid until: when someone extended it meanwhile, the server answers a conflict.
 */
export const ExtendQuoteValiditySchema = v.object({
  validUntil: CalendarDay,
  previousValidUntil: CalendarDay,
});
export type ExtendQuoteValidityInput = v.InferInput<typeof ExtendQuoteValiditySchema>;

/**
 * The latest extension of a quote's validity. The printed `validUntil` and the stored PDF stay
 * as the customer received them; the customer's page shows the new day beside them.
 */
export interface QuoteValidityExtension {
  /** ISO date: the offer may be accepted until the end of this day (German time). */
  validUntil: string;
  /** ISO timestamp. */
  extendedAt: string;
}

/** The day until whose end (German time) the offer may be accepted: extended or as printed. */
export const offerValidUntil = (quote: { validUntil: string; validityExtension: QuoteValidityExtension | null }) =>
  quote.validityExtension?.validUntil ?? quote.validUntil;
