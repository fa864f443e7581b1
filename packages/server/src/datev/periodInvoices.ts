import { VAT_CATEGORY_CODES, type InvoiceKind, type VatCategory } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';

/** An issued invoice of the period with what its bookings need. */
export interface PeriodInvoice {
  id: string;
  kind: InvoiceKind;
  invoiceNumber: string;
  invoiceDate: string;
  customerId: string;
  customerName: string;
  xml: string;
  /** Gross per VAT category in cents, what the invoice adds to the customer's account (negative on a cancellation). */
  amounts: { vatCategory: VatCategory; amount: number }[];
}

interface FrozenFigures {
  vatBreakdown: { vatCategory: VatCategory; netAmount: number; vatAmount: number }[];
  deductions: { vatBreakdown: { vatCategory: VatCategory; netAmount: number; vatAmount: number }[] }[];
}

/**
 * Gross per category as booked: a final invoice books what it bills less the partial invoices it
 * deducts, which were booked when they were issued. Categories that come to nothing are left out.
 */
export function bookedAmounts({ vatBreakdown, deductions }: FrozenFigures): PeriodInvoice['amounts'] {
  const gross = (entry: { netAmount: number; vatAmount: number }) => entry.netAmount + entry.vatAmount;
  return VAT_CATEGORY_CODES.map((vatCategory) => {
    const billed = vatBreakdown.filter((entry) => entry.vatCategory === vatCategory).reduce((sum, entry) => sum + gross(entry), 0);
    const deducted = deductions
      .flatMap((deduction) => deduction.vatBreakdown)
      .filter((entry) => entry.vatCategory === vatCategory)
      .reduce((sum, entry) => sum + gross(entry), 0);
    return { vatCategory, amount: billed - deducted };
  }).filter((entry) => entry.amount !== 0);
}

/** The company's issued invoices dated in the period (cancellations included), by date and number. */
export async function periodInvoices(trx: TenantTransaction, tenantId: string, from: string, to: string): Promise<PeriodInvoice[]> {
  const rows = await trx
    .selectFrom('invoices')
    .innerJoin('projects', (join) => join.onRef('projects.tenant_id', '=', 'invoices.tenant_id').onRef('projects.id', '=', 'invoices.project_id'))
    .innerJoin('jobsites', (join) => join.onRef('jobsites.tenant_id', '=', 'projects.tenant_id').onRef('jobsites.id', '=', 'projects.jobsite_id'))
    .select([
      'invoices.id',
      'invoices.kind',
      'invoices.invoice_number',
      'invoices.invoice_date',
      'invoices.customer_name',
      'invoices.document',
      'invoices.xml',
      'jobsites.customer_id',
    ])
    .where('invoices.tenant_id', '=', tenantId)
    .where('invoices.status', '<>', 'Draft')
    .where('invoices.invoice_date', '>=', from)
    .where('invoices.invoice_date', '<=', to)
    .orderBy('invoices.invoice_date')
    .orderBy('invoices.invoice_number')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    invoiceNumber: row.invoice_number as string,
    invoiceDate: row.invoice_date as string,
    customerId: row.customer_id,
    customerName: row.customer_name,
    xml: row.xml as string,
    amounts: bookedAmounts(row.document as FrozenFigures),
  }));
}
