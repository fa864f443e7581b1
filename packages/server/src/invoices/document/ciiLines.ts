import { VAT_CATEGORIES, type InvoiceLine } from '@planner/api';
import { ciiAmount, ciiPercent, ciiQuantity, optional, UNIT_CODES, vatCategoryCode, type XmlElement } from './ciiValues';

/**
 * Quantity and net price as EN 16931 wants them: the price is never negative (BR-27), so a line
 * with a negative amount (a cancellation) has a negative quantity; quantity × price is its amount.
 */
export function quantityAndPrice(line: InvoiceLine): { quantity: number; price: number } {
  const price = Math.abs(line.unitPrice);
  const sign = Math.sign(line.netAmount) || Math.sign(line.quantity * line.unitPrice) || 1;
  return { quantity: sign * Math.abs(line.quantity), price };
}

/** An invoice line (BG-25) with its item (BG-31), net price (BT-146), quantity and unit, VAT and amount. */
export function lineItem(line: InvoiceLine, index: number): XmlElement {
  const { quantity, price } = quantityAndPrice(line);
  return {
    'ram:AssociatedDocumentLineDocument': { 'ram:LineID': optional(line.position) ?? String(index + 1) },
    'ram:SpecifiedTradeProduct': { 'ram:Name': optional(line.title) ?? line.position, 'ram:Description': optional(line.description) },
    'ram:SpecifiedLineTradeAgreement': { 'ram:NetPriceProductTradePrice': { 'ram:ChargeAmount': ciiAmount(price) } },
    'ram:SpecifiedLineTradeDelivery': { 'ram:BilledQuantity': { '@unitCode': UNIT_CODES[line.unit], '#': ciiQuantity(quantity) } },
    'ram:SpecifiedLineTradeSettlement': {
      'ram:ApplicableTradeTax': {
        'ram:TypeCode': 'VAT',
        'ram:CategoryCode': vatCategoryCode(line.vatCategory),
        'ram:RateApplicablePercent': ciiPercent(VAT_CATEGORIES[line.vatCategory].ratePercent),
      },
      'ram:SpecifiedTradeSettlementLineMonetarySummation': { 'ram:LineTotalAmount': ciiAmount(line.netAmount) },
    },
  };
}
