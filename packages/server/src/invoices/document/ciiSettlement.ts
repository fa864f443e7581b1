import { paymentTermsText, type PaymentTerms, type VatBreakdownEntry } from '@planner/api';
import type { IssuedInvoiceDocument } from '../tables';
import { ciiAmount, ciiPercent, dateElement, VAT_EXEMPTION_CODES, VAT_EXEMPTION_REASONS, vatCategoryCode, type XmlElement } from './ciiValues';

/** SEPA credit transfer (UNTDID 4461). */
const SEPA_CREDIT_TRANSFER = '58';

/** Payment instructions (BG-16): SEPA credit transfer to the company's account (BG-17). */
function paymentMeans(invoice: IssuedInvoiceDocument): XmlElement | undefined {
  const bank = invoice.company.bankInformation;
  if (!bank) return undefined;
  return {
    'ram:TypeCode': SEPA_CREDIT_TRANSFER,
    'ram:Information': 'SEPA-Überweisung',
    'ram:PayeePartyCreditorFinancialAccount': { 'ram:IBANID': bank.iban, 'ram:AccountName': invoice.company.name },
    'ram:PayeeSpecifiedCreditorFinancialInstitution': { 'ram:BICID': bank.bic },
  };
}

/** `250` basis points → `2.50`, as the Skonto line of XRechnung writes percentages. */
const skontoPercent = (basisPoints: number) => (basisPoints / 100).toFixed(2);

/**
 * The payment terms (BT-20) as printed, and with a discount the Skonto line XRechnung reads
 * (`#SKONTO#TAGE=7#PROZENT=2.00#`, ended by a line break, BR-DE-18).
 */
export function paymentTermsDescription(terms: PaymentTerms): string {
  const text = paymentTermsText(terms);
  if (terms.discountBasisPoints === 0) return text;
  return `${text}\n#SKONTO#TAGE=${terms.discountDays}#PROZENT=${skontoPercent(terms.discountBasisPoints)}#\n`;
}

/** A VAT breakdown (BG-23): category, rate, taxable and tax amount, and for reverse charge the reason of the exemption. */
const tradeTax = (entry: VatBreakdownEntry): XmlElement => ({
  'ram:CalculatedAmount': ciiAmount(entry.vatAmount),
  'ram:TypeCode': 'VAT',
  'ram:ExemptionReason': VAT_EXEMPTION_REASONS[entry.vatCategory],
  'ram:BasisAmount': ciiAmount(entry.netAmount),
  'ram:CategoryCode': vatCategoryCode(entry.vatCategory),
  'ram:ExemptionReasonCode': VAT_EXEMPTION_CODES[entry.vatCategory],
  'ram:RateApplicablePercent': ciiPercent(entry.ratePercent),
});

/** Document totals (BG-22); a final invoice deducts its partial invoices as the prepaid amount (BT-113). */
const monetarySummation = (invoice: IssuedInvoiceDocument): XmlElement => ({
  'ram:LineTotalAmount': ciiAmount(invoice.netTotal),
  'ram:TaxBasisTotalAmount': ciiAmount(invoice.netTotal),
  'ram:TaxTotalAmount': { '@currencyID': 'EUR', '#': ciiAmount(invoice.vatTotal) },
  'ram:GrandTotalAmount': ciiAmount(invoice.grossTotal),
  'ram:TotalPrepaidAmount': invoice.prepaidAmount !== 0 ? ciiAmount(invoice.prepaidAmount) : undefined,
  'ram:DuePayableAmount': ciiAmount(invoice.amountDue),
});

/**
 * The settlement: remittance information, currency, payment means, VAT breakdown, service period
 * (BG-14), payment terms with due date (a cancellation asks for no payment), totals and, on a
 * cancellation, the invoice it cancels (BG-3).
 */
export function headerSettlement(invoice: IssuedInvoiceDocument & { invoiceNumber: string }): XmlElement {
  const cancellation = invoice.kind === 'Cancellation';
  return {
    'ram:PaymentReference': invoice.invoiceNumber,
    'ram:InvoiceCurrencyCode': 'EUR',
    'ram:SpecifiedTradeSettlementPaymentMeans': paymentMeans(invoice),
    'ram:ApplicableTradeTax': invoice.vatBreakdown.map(tradeTax),
    'ram:BillingSpecifiedPeriod': {
      'ram:StartDateTime': dateElement('udt', invoice.servicePeriodStart),
      'ram:EndDateTime': dateElement('udt', invoice.servicePeriodEnd),
    },
    'ram:SpecifiedTradePaymentTerms': cancellation
      ? undefined
      : {
          'ram:Description': paymentTermsDescription(invoice.paymentTerms),
          'ram:DueDateDateTime': invoice.dueDate ? dateElement('udt', invoice.dueDate) : undefined,
        },
    'ram:SpecifiedTradeSettlementHeaderMonetarySummation': monetarySummation(invoice),
    'ram:InvoiceReferencedDocument': invoice.cancels
      ? {
          'ram:IssuerAssignedID': invoice.cancels.invoiceNumber,
          'ram:FormattedIssueDateTime': dateElement('qdt', invoice.cancels.invoiceDate),
        }
      : undefined,
  };
}
