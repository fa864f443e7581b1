import type { BillingUnit, InvoiceKind, VatCategory } from '@planner/api';
import { VAT_CATEGORIES } from '@planner/api';

/**
 * A part of the e-invoice as xmlbuilder2 takes it: element names to their text, attributes
 * ('@name') and text ('#'), children, or lists of children; undefined leaves an element out.
 */
export type XmlContent = string | XmlElement | XmlElement[] | undefined;
export interface XmlElement {
  [name: string]: XmlContent;
}

/** The specification identifier (BT-24): XRechnung 3.0, or EN 16931 alone as Factur-X names its EN 16931 profile. */
export const CII_GUIDELINES = {
  XRechnung: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
  EN16931: 'urn:cen.eu:en16931:2017',
} as const;
export type CiiProfile = keyof typeof CII_GUIDELINES;

/** Business process (BT-23) of XRechnung and Peppol billing. */
export const BUSINESS_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

/** UNTDID 1001 invoice type codes (BT-3): 326 partial invoice, 380 commercial invoice, 384 corrected invoice. */
export const INVOICE_TYPE_CODES: Record<InvoiceKind, string> = { Partial: '326', Final: '380', Cancellation: '384' };

/** UN/ECE Recommendation 20 unit codes (BT-130). */
export const UNIT_CODES: Record<BillingUnit, string> = { Piece: 'H87', Metre: 'MTR', LumpSum: 'LS', Hour: 'HUR' };

/** Why a category is exempt from VAT (BT-120) and its VATEX code (BT-121), for the categories whose exemption the e-invoice names. */
export const VAT_EXEMPTION_REASONS: Partial<Record<VatCategory, string>> = { ReverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)' };
export const VAT_EXEMPTION_CODES: Partial<Record<VatCategory, string>> = { ReverseCharge: 'VATEX-EU-AE' };

export const vatCategoryCode = (category: VatCategory) => VAT_CATEGORIES[category].code;

/** Cents as the decimal amount of the e-invoice: `-123456` → `-1234.56`. */
export const ciiAmount = (cents: number) => (cents / 100).toFixed(2);

export const ciiPercent = (percent: number) => percent.toFixed(2);

/** A quantity with at most four decimals, without exponent: `12.5`, `-3`. */
export const ciiQuantity = (quantity: number) => String(Number(quantity.toFixed(4)));

/** An ISO day as the date of format 102: `2026-03-01` → `20260301`. */
export const ciiDate = (isoDay: string) => isoDay.slice(0, 10).replaceAll('-', '');

/** A date element (udt or qdt DateTimeString, format 102). */
export const dateElement = (prefix: 'udt' | 'qdt', isoDay: string): XmlElement => ({
  [`${prefix}:DateTimeString`]: { '@format': '102', '#': ciiDate(isoDay) },
});

/** Text or nothing: the e-invoice has no empty elements. */
export const optional = (text: string | null | undefined) => (text?.trim() ? text.trim() : undefined);
