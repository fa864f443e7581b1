import * as v from 'valibot';
import type { Environment } from '../auth/schemas';
import { optionalText } from '../common';
import { endpoint } from '../endpoint';
import { inEnvironment } from '../endpointEnvironment';

export const MSG_PAYMENT_DAYS = 'Bitte geben Sie ein Zahlungsziel von 0 bis 365 Tagen an.';
export const MSG_DISCOUNT_PERCENT = 'Skonto zwischen 0 und 10 %.';
export const MSG_DISCOUNT_DAYS = 'Die Skontofrist muss kürzer sein als das Zahlungsziel.';

const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/**
 * When the customer pays: within `days` after the invoice, less `discountBasisPoints` (hundredths
 * of a percent: 200 = 2 %) when paid within `discountDays`. No discount when it is 0.
 */
export const PaymentTermsSchema = v.pipe(
  v.object({
    days: wholeNumber(0, 365, MSG_PAYMENT_DAYS),
    discountBasisPoints: wholeNumber(0, 1_000, MSG_DISCOUNT_PERCENT),
    discountDays: wholeNumber(0, 365, MSG_DISCOUNT_DAYS),
  }),
  v.forward(
    v.check((terms) => terms.discountBasisPoints === 0 || (terms.discountDays >= 1 && terms.discountDays < terms.days), MSG_DISCOUNT_DAYS),
    ['discountDays'],
  ),
  v.transform((terms) => (terms.discountBasisPoints === 0 ? { ...terms, discountDays: 0 } : terms)),
);
export type PaymentTerms = v.InferOutput<typeof PaymentTermsSchema>;

/** Placeholders of the quote texts, replaced when a quote is finalized. */
export const QUOTE_TEXT_PLACEHOLDERS = {
  '{Kunde}': 'Name des Kunden',
  '{Projekt}': 'Projektname',
  '{Bauvorhaben}': 'Adresse der Baustelle',
} as const;

/** The company's defaults for every quote: the texts before and after the positions, and the payment terms. */
export const QuoteSettingsSchema = v.object({
  introText: optionalText(2_000),
  closingText: optionalText(2_000),
  paymentTerms: PaymentTermsSchema,
});
export type QuoteSettings = v.InferOutput<typeof QuoteSettingsSchema>;

/** The first sentence of the default introductions. */
export const QUOTE_INTRO_THANKS = 'vielen Dank für Ihre Anfrage.';
/** What the default introduction of a quote with PV pages says of them. */
export const QUOTE_INTRO_PV_PAGES =
  'Auf den folgenden Seiten finden Sie die Photovoltaikanlage im Überblick mit Ertragsprognose und Wirtschaftlichkeit, die Belegung der Dachflächen und den Stringplan, danach die einzelnen Positionen.';

/** What a company has before it changes anything; a PvPlanner-only company's introduction is `PV_QUOTE_INTRO_TEXT`. */
export const DEFAULT_QUOTE_SETTINGS: QuoteSettings = {
  introText:
    `${QUOTE_INTRO_THANKS} Für die Elektroinstallation des Bauvorhabens {Bauvorhaben} bieten wir Ihnen die ` +
    'folgenden Leistungen an. Die Positionen sind nach Stockwerken und Räumen gegliedert; die geplanten Installationen ' +
    'sind in den Grundrissen eingezeichnet.',
  closingText: 'Wir freuen uns auf Ihren Auftrag und stehen Ihnen für Rückfragen jederzeit gerne zur Verfügung.',
  paymentTerms: { days: 14, discountBasisPoints: 0, discountDays: 0 },
};

/** The default introduction of a company that plans PV systems only: no floors, no floor plans. */
export const PV_QUOTE_INTRO_TEXT = `${QUOTE_INTRO_THANKS} Für das Bauvorhaben {Bauvorhaben} bieten wir Ihnen eine Photovoltaikanlage an. ${QUOTE_INTRO_PV_PAGES}`;

/** The defaults of a company of `environments`: with PvPlanner alone the introduction speaks of a PV system. */
export function defaultQuoteSettings(environments: readonly Environment[]): QuoteSettings {
  const pvOnly = environments.includes('PvPlanner') && !environments.includes('ElektroPlanner');
  return pvOnly ? { ...DEFAULT_QUOTE_SETTINGS, introText: PV_QUOTE_INTRO_TEXT } : DEFAULT_QUOTE_SETTINGS;
}

/**
 * The introduction is one of the defaults, unchanged: a quote then gets the one that fits what it
 * offers (the PV system with its figures, floors, or both).
 */
export const isDefaultQuoteIntro = (text: string) => text === DEFAULT_QUOTE_SETTINGS.introText || text === PV_QUOTE_INTRO_TEXT;

/** `250` → `2,5 %`. */
export const formatBasisPoints = (basisPoints: number) =>
  `${(basisPoints / 100).toLocaleString('de-DE', { maximumFractionDigits: 2 })} %`;

const withinDays = (days: number) => (days === 1 ? 'innerhalb eines Tages' : `innerhalb von ${days} Tagen`);

/** 'Zahlbar innerhalb von 14 Tagen ohne Abzug.' or '… 2 % Skonto bei Zahlung innerhalb von 7 Tagen.' */
export function paymentTermsText(terms: PaymentTerms): string {
  const due = terms.days === 0 ? 'Zahlbar sofort nach Rechnungserhalt' : `Zahlbar ${withinDays(terms.days)} nach Rechnungserhalt`;
  if (terms.discountBasisPoints === 0) return `${due} ohne Abzug.`;
  return `${due} rein netto; ${formatBasisPoints(terms.discountBasisPoints)} Skonto bei Zahlung ${withinDays(terms.discountDays)}.`;
}

/** Replaces the placeholders of a quote text; unknown ones stay as they are. */
export function fillPlaceholders(text: string, values: Record<keyof typeof QUOTE_TEXT_PLACEHOLDERS, string>): string {
  return text.replace(/\{(Kunde|Projekt|Bauvorhaben)\}/g, (placeholder) => values[placeholder as keyof typeof values]);
}

export const quoteSettingsEndpoints = inEnvironment('both', {
  get: endpoint<QuoteSettings>()({
    method: 'GET',
    path: '/api/electro/quote-settings',
  }),
  put: endpoint<QuoteSettings>()({
    method: 'PUT',
    permission: 'manageCompany',
    path: '/api/electro/quote-settings',
    body: QuoteSettingsSchema,
  }),
});
