import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import * as v from 'valibot';
import { AddressSchema, Email, optionalText, requiredText } from '../common';
import { CompanyLegalInformationSchema } from './legalForm';

/** `DE89370400440532013000` → `DE89 3704 0044 0532 0130 00`, as IBANs are read and printed. */
export const formatIban = (iban: string): string => friendlyFormatIBAN(iban) ?? iban;

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
    v.transform((iban) => electronicFormatIBAN(iban) ?? iban),
    v.check(isValidIBAN, 'Bitte geben Sie eine gültige IBAN ein.'),
  ),
  bic: v.pipe(
    requiredText(),
    v.toUpperCase(),
    v.check(isValidBIC, 'Bitte geben Sie eine gültige BIC ein.'),
  ),
});

/** Legal data of another company, e.g. the installer of an external PV system. */
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
  legalInformation: v.nullable(CompanyLegalInformationSchema),
});
export type TenantInformation = v.InferOutput<typeof TenantInformationSchema>;
export type ContactInformation = v.InferOutput<typeof ContactInformationSchema>;
export type BankInformation = v.InferOutput<typeof BankInformationSchema>;
export type LegalInformation = v.InferOutput<typeof LegalInformationSchema>;

export function isTenantInformationComplete(tenant: TenantInformation): boolean {
  return Boolean(tenant.address && tenant.contactInformation && tenant.bankInformation && tenant.legalInformation);
}
