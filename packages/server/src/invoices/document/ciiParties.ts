import { buyerElectronicAddress, legalFooterLines, type Address, type ElectronicAddress, type TenantInformation } from '@planner/api';
import type { IssuedInvoiceDocument } from '../tables';
import { optional, type XmlElement } from './ciiValues';

/** Every address of the app is in Germany. */
const COUNTRY = 'DE';

export const postalAddress = (address: Address): XmlElement => ({
  'ram:PostcodeCode': address.zipCode,
  'ram:LineOne': `${address.street} ${address.houseNumber}`,
  'ram:CityName': address.city,
  'ram:CountryID': COUNTRY,
});

const electronicAddress = (address: ElectronicAddress | null): XmlElement | undefined =>
  address ? { 'ram:URIID': { '@schemeID': address.scheme, '#': address.id.trim() } } : undefined;

const mailAddress = (mail: string | null | undefined): ElectronicAddress | null => (optional(mail) ? { scheme: 'EM', id: mail as string } : null);

const taxRegistration = (schemeId: 'VA' | 'FC', id: string): XmlElement => ({ 'ram:ID': { '@schemeID': schemeId, '#': id } });

/**
 * The seller (BG-4): name, legal data (BT-30, BT-33), contact (BG-6), address (BG-5), e-mail as
 * electronic address (BT-34), VAT id (BT-31) and tax number (BT-32). Without VAT id and register
 * number the tax number also identifies the seller (BT-29), as EN 16931 asks for one identifier.
 */
export function sellerParty(company: TenantInformation): XmlElement {
  const { address, contactInformation: contact, legalInformation: legal } = company;
  const identifiedOtherwise = Boolean(legal?.vatId || legal?.registrationNumber);
  return {
    'ram:ID': identifiedOtherwise ? undefined : optional(legal?.taxId),
    'ram:Name': company.name,
    'ram:Description': legal ? optional(legalFooterLines({ ...legal, taxId: '', vatId: '' }).join(', ')) : undefined,
    'ram:SpecifiedLegalOrganization': optional(legal?.registrationNumber) ? { 'ram:ID': legal?.registrationNumber } : undefined,
    'ram:DefinedTradeContact': contact
      ? {
          'ram:PersonName': optional(legal?.director) ?? company.name,
          'ram:TelephoneUniversalCommunication': { 'ram:CompleteNumber': contact.phone },
          'ram:EmailURIUniversalCommunication': { 'ram:URIID': contact.mail },
        }
      : undefined,
    'ram:PostalTradeAddress': address ? postalAddress(address) : undefined,
    'ram:URIUniversalCommunication': electronicAddress(mailAddress(contact?.mail)),
    'ram:SpecifiedTaxRegistration': [
      ...(legal?.vatId ? [taxRegistration('VA', legal.vatId)] : []),
      ...(legal?.taxId ? [taxRegistration('FC', legal.taxId)] : []),
    ],
  };
}

/** The buyer (BG-7): name, address, e-invoice address (BT-49: e-mail or Leitweg-ID) and VAT id (BT-48). */
export function buyerParty(invoice: IssuedInvoiceDocument): XmlElement {
  const { customer } = invoice;
  return {
    'ram:Name': `${customer.firstName} ${customer.lastName}`.trim(),
    'ram:PostalTradeAddress': postalAddress(customer.address),
    'ram:URIUniversalCommunication': electronicAddress(buyerElectronicAddress(customer)),
    'ram:SpecifiedTaxRegistration': optional(invoice.buyerVatId) ? taxRegistration('VA', invoice.buyerVatId) : undefined,
  };
}

/** Where the work was done (BG-15): the jobsite. */
export const deliverTo = (invoice: IssuedInvoiceDocument): XmlElement => ({
  'ram:ShipToTradeParty': { 'ram:PostalTradeAddress': postalAddress(invoice.jobsiteAddress) },
});
