import * as v from 'valibot';
import { optionalText, requiredText } from '../common';

/**
 * How a legal form names the people who represent the company, and whether it is entered in a
 * register (Handelsregister, Partnerschafts- or Gesellschaftsregister).
 */
interface LegalFormRules {
  label: string;
  representative: string;
  register: 'required' | 'optional' | 'none';
}

export const LEGAL_FORMS = {
  SoleProprietorship: { label: 'Einzelunternehmen', representative: 'Inhaber', register: 'none' },
  RegisteredMerchant: { label: 'e.K. (eingetragener Kaufmann)', representative: 'Inhaber', register: 'required' },
  GbR: { label: 'GbR', representative: 'Gesellschafter', register: 'optional' },
  GmbH: { label: 'GmbH', representative: 'Geschäftsführung', register: 'required' },
  UG: { label: 'UG (haftungsbeschränkt)', representative: 'Geschäftsführung', register: 'required' },
  GmbHCoKG: { label: 'GmbH & Co. KG', representative: 'Geschäftsführung', register: 'required' },
  AG: { label: 'AG', representative: 'Vorstand', register: 'required' },
} as const satisfies Record<string, LegalFormRules>;

export type LegalForm = keyof typeof LEGAL_FORMS;
export const LEGAL_FORM_CODES = Object.keys(LEGAL_FORMS) as LegalForm[];
/** The form a company has when none was given (the four fields of earlier versions describe a GmbH). */
export const DEFAULT_LEGAL_FORM: LegalForm = 'GmbH';

export const MSG_TAX_OR_VAT_ID = 'Bitte geben Sie die Steuernummer oder die USt-IdNr. an (§ 14 UStG).';
export const MSG_VAT_ID = 'Bitte geben Sie eine gültige USt-IdNr. ein, z. B. DE123456789.';
export const MSG_TAX_NUMBER = 'Bitte geben Sie eine gültige Steuernummer ein, z. B. 93815/08152.';
export const MSG_REGISTER_REQUIRED = 'Für diese Rechtsform erforderlich.';

/** `de 123 456 789` → `DE123456789`. */
const compactVatId = (vatId: string) => vatId.replace(/[\s.-]/g, '').toUpperCase();

/** A German VAT id is DE and nine digits; other EU ids are a country code and 2 to 12 characters. */
export function isVatId(vatId: string): boolean {
  const compact = compactVatId(vatId);
  return compact.startsWith('DE') ? /^DE\d{9}$/.test(compact) : /^[A-Z]{2}[0-9A-Z+*]{2,12}$/.test(compact);
}

/** A Steuernummer in any of the Länder's ways of writing it: 10 to 13 digits with '/' or spaces. */
const isTaxNumber = (taxNumber: string) => /^[\d\s/]+$/.test(taxNumber) && /^(\d\D*){10,13}$/.test(taxNumber);

export const needsRegister = (legalForm: LegalForm) => LEGAL_FORMS[legalForm].register === 'required';
export const hasRegister = (legalForm: LegalForm) => LEGAL_FORMS[legalForm].register !== 'none';

/**
 * The company's legal data as printed on quotes and invoices. The legal form decides who is named
 * (Inhaber, Geschäftsführung, Vorstand) and whether register court and number are required; tax
 * number and VAT id are separate, and § 14 UStG needs at least one of them. A VAT id sent as
 * `taxId` alone, as the single field of earlier versions held either, is taken as the VAT id.
 */
export const CompanyLegalInformationSchema = v.pipe(
  v.object({
    legalForm: v.optional(v.picklist(LEGAL_FORM_CODES, 'Bitte wählen Sie eine Rechtsform.'), DEFAULT_LEGAL_FORM),
    director: requiredText(),
    taxId: v.pipe(
      optionalText(40),
      v.check((taxId) => taxId === '' || isTaxNumber(taxId) || isVatId(taxId), MSG_TAX_NUMBER),
    ),
    vatId: v.pipe(
      optionalText(20),
      v.transform(compactVatId),
      v.check((vatId) => vatId === '' || isVatId(vatId), MSG_VAT_ID),
    ),
    registerCourt: optionalText(),
    registrationNumber: optionalText(),
  }),
  // Partial checks, so a save with an empty name reports a missing tax number at once too.
  v.forward(
    v.partialCheck([['taxId'], ['vatId']], (legal) => legal.taxId !== '' || legal.vatId !== '', MSG_TAX_OR_VAT_ID),
    ['taxId'],
  ),
  v.forward(
    v.partialCheck([['legalForm'], ['registerCourt']], (legal) => !needsRegister(legal.legalForm) || legal.registerCourt !== '', MSG_REGISTER_REQUIRED),
    ['registerCourt'],
  ),
  v.forward(
    v.partialCheck(
      [['legalForm'], ['registrationNumber']],
      (legal) => !needsRegister(legal.legalForm) || legal.registrationNumber !== '',
      MSG_REGISTER_REQUIRED,
    ),
    ['registrationNumber'],
  ),
  v.transform((legal) =>
    legal.vatId === '' && legal.taxId !== '' && !isTaxNumber(legal.taxId) && isVatId(legal.taxId)
      ? { ...legal, taxId: '', vatId: compactVatId(legal.taxId) }
      : legal,
  ),
  v.transform((legal) => (hasRegister(legal.legalForm) ? legal : { ...legal, registerCourt: '', registrationNumber: '' })),
);
export type CompanyLegalInformation = v.InferOutput<typeof CompanyLegalInformationSchema>;

/** 'Amtsgericht Stuttgart' stays as it is; 'Stuttgart' is labelled. */
export const registerCourtLine = (court: string) => (/^amtsgericht\b/i.test(court) ? court : `Registergericht: ${court}`);
/** 'HRB 723456' stays as it is; '723456' is labelled. */
export const registrationLine = (number: string) => (/^(HR[AB]|PR|GnR|VR|GsR)\b/i.test(number) ? number : `Registernummer: ${number}`);

/** The lines of the legal data in a document's footer, as the legal form asks for them. */
export function legalFooterLines(legal: CompanyLegalInformation): string[] {
  const form = LEGAL_FORMS[legal.legalForm];
  return [
    `${form.representative}: ${legal.director}`,
    ...(legal.registerCourt ? [registerCourtLine(legal.registerCourt)] : []),
    ...(legal.registrationNumber ? [registrationLine(legal.registrationNumber)] : []),
    ...(legal.taxId ? [`Steuernr.: ${legal.taxId}`] : []),
    ...(legal.vatId ? [`USt-IdNr.: ${legal.vatId}`] : []),
  ];
}
