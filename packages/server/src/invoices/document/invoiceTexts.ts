import { formatCents, vatRateLabel, type Invoice, type InvoiceDeduction } from '@planner/api';
import { formatDay } from '../../quotes';

/** 'Abschlagsrechnung RE-0001 vom 02.03.2026' */
export const deductionTitle = (deduction: Pick<InvoiceDeduction, 'invoiceNumber' | 'invoiceDate'>) =>
  `Abschlagsrechnung ${deduction.invoiceNumber} vom ${formatDay(deduction.invoiceDate)}`;

/** 'Abzüglich Abschlagsrechnung RE-0001 vom 02.03.2026: 19 %: netto 1.000,00 €, USt. 190,00 €; brutto 1.190,00 €.' */
export function deductionText(deduction: InvoiceDeduction): string {
  const rates = deduction.vatBreakdown.map(
    (entry) => `${vatRateLabel(entry.vatCategory)}: netto ${formatCents(entry.netAmount)}, USt. ${formatCents(entry.vatAmount)}`,
  );
  return `Abzüglich ${deductionTitle(deduction)}: ${rates.join('; ')}; brutto ${formatCents(deduction.grossAmount)}.`;
}

/** § 14 Abs. 4 Nr. 9 UStG: a private customer of work on a property is told to keep the invoice (§ 14b Abs. 1 Satz 5 UStG). */
export const RETENTION_NOTE =
  'Als privater Leistungsempfänger sind Sie verpflichtet, diese Rechnung, einen Zahlungsbeleg oder eine andere beweiskräftige ' +
  'Unterlage zwei Jahre lang aufzubewahren (§ 14b Abs. 1 Satz 5 UStG).';

/**
 * The notes printed and sent with the invoice: its legal notes and, unless the customer is a
 * business (reverse charge, or a VAT id given), the retention note.
 */
export function invoiceNotes(invoice: Pick<Invoice, 'notes' | 'reverseCharge' | 'buyerVatId'>): string[] {
  const privateCustomer = !invoice.reverseCharge && invoice.buyerVatId === '';
  return [...invoice.notes, ...(privateCustomer && !invoice.notes.includes(RETENTION_NOTE) ? [RETENTION_NOTE] : [])];
}
