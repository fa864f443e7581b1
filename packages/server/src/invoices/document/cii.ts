import { create } from 'xmlbuilder2';
import type { IssuedInvoiceDocument } from '../tables';
import { buyerParty, deliverTo, sellerParty } from './ciiParties';
import { lineItem } from './ciiLines';
import { headerSettlement } from './ciiSettlement';
import {
  BUSINESS_PROCESS,
  CII_GUIDELINES,
  dateElement,
  INVOICE_TYPE_CODES,
  optional,
  type CiiProfile,
  type XmlElement,
} from './ciiValues';
import { deductionText, invoiceNotes } from './invoiceTexts';

export { CII_GUIDELINES, type CiiProfile } from './ciiValues';

const NAMESPACES = {
  '@xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  '@xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  '@xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  '@xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

type IssuedInvoice = IssuedInvoiceDocument & { invoiceNumber: string; invoiceDate: string };

function assertIssued(invoice: IssuedInvoiceDocument): asserts invoice is IssuedInvoice {
  if (!invoice.invoiceNumber || !invoice.invoiceDate) throw new Error('Only an issued invoice has an e-invoice.');
}

/** The notes (BG-1): the notes of the invoice as printed, and on a final invoice each partial invoice it deducts. */
const notes = (invoice: IssuedInvoiceDocument): XmlElement[] =>
  [...invoiceNotes(invoice), ...invoice.deductions.map(deductionText)].map((note) => ({ 'ram:Content': note }));

/**
 * The agreement: buyer reference (BT-10: the Leitweg-ID, else the quote number), seller and buyer,
 * the accepted quote as contract (BT-12) and, on a final invoice, its partial invoices as
 * supporting documents (BG-24), by number only: CII holds one preceding invoice (BG-3) and one
 * description (BT-123) of such documents; the notes describe each deduction.
 */
const headerAgreement = (invoice: IssuedInvoice): XmlElement => ({
  'ram:BuyerReference': optional(invoice.buyerReference) ?? invoice.quoteNumber,
  'ram:SellerTradeParty': sellerParty(invoice.company),
  'ram:BuyerTradeParty': buyerParty(invoice),
  'ram:ContractReferencedDocument': optional(invoice.quoteNumber) ? { 'ram:IssuerAssignedID': invoice.quoteNumber } : undefined,
  'ram:AdditionalReferencedDocument': invoice.deductions.map((deduction) => ({
    'ram:IssuerAssignedID': deduction.invoiceNumber,
    'ram:TypeCode': '916',
  })),
});

/**
 * The issued invoice as e-invoice in UN/CEFACT CII syntax (EN 16931): XRechnung 3.0 by default,
 * or with the specification identifier of EN 16931 alone, as Factur-X embeds it in its
 * EN 16931 profile. Every figure is the invoice's own, as the tax module computed it.
 */
export function buildCiiXml(invoice: IssuedInvoiceDocument, profile: CiiProfile = 'XRechnung'): string {
  assertIssued(invoice);
  const document: XmlElement = {
    'rsm:CrossIndustryInvoice': {
      ...NAMESPACES,
      'rsm:ExchangedDocumentContext': {
        'ram:BusinessProcessSpecifiedDocumentContextParameter': { 'ram:ID': BUSINESS_PROCESS },
        'ram:GuidelineSpecifiedDocumentContextParameter': { 'ram:ID': CII_GUIDELINES[profile] },
      },
      'rsm:ExchangedDocument': {
        'ram:ID': invoice.invoiceNumber,
        'ram:TypeCode': INVOICE_TYPE_CODES[invoice.kind],
        'ram:IssueDateTime': dateElement('udt', invoice.invoiceDate),
        'ram:IncludedNote': notes(invoice),
      },
      'rsm:SupplyChainTradeTransaction': {
        'ram:IncludedSupplyChainTradeLineItem': invoice.lines.map(lineItem),
        'ram:ApplicableHeaderTradeAgreement': headerAgreement(invoice),
        'ram:ApplicableHeaderTradeDelivery': deliverTo(invoice),
        'ram:ApplicableHeaderTradeSettlement': headerSettlement(invoice),
      },
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' }, document).end({ prettyPrint: true });
}
