import * as v from 'valibot';
import { AddressSchema, Email, optionalText, requiredText } from '../common';

const ibanChecksumValid = (iban: string) => {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
};

export const ContactInformationSchema = v.object({
  mail: Email,
  phone: requiredText(),
  url: optionalText(),
  fax: optionalText(),
});

export const BankInformationSchema = v.object({
  name: requiredText(),
  iban: v.pipe(
    requiredText(),
    v.check(ibanChecksumValid, 'Bitte geben Sie eine gültige IBAN ein.'),
    v.transform((iban) => iban.replace(/\s+/g, '').toUpperCase()),
  ),
  bic: v.pipe(
    requiredText(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'Bitte geben Sie eine gültige BIC ein.'),
  ),
});

export const LegalInformationSchema = v.object({
  director: requiredText(),
  taxId: requiredText(),
  registerCourt: requiredText(),
  registrationNumber: requiredText(),
});

/**
 * The company (tenant) data printed on quotes. A freshly registered company has only its
 * name; each other part is `null` until it has been filled in on the settings page, and a
 * part, once given, is always complete.
 */
export const TenantInformationSchema = v.object({
  name: requiredText(),
  address: v.nullable(AddressSchema),
  contactInformation: v.nullable(ContactInformationSchema),
  bankInformation: v.nullable(BankInformationSchema),
  legalInformation: v.nullable(LegalInformationSchema),
});
export type TenantInformation = v.InferOutput<typeof TenantInformationSchema>;
export type ContactInformation = v.InferOutput<typeof ContactInformationSchema>;
export type BankInformation = v.InferOutput<typeof BankInformationSchema>;
export type LegalInformation = v.InferOutput<typeof LegalInformationSchema>;

export function isTenantInformationComplete(tenant: TenantInformation): boolean {
  return Boolean(tenant.address && tenant.contactInformation && tenant.bankInformation && tenant.legalInformation);
}
