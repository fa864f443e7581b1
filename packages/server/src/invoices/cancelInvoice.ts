import type { Invoice } from '@planner/api';
import { randomUUID } from 'node:crypto';
import { withAuditEvent } from '../audit';
import type { TenantTransaction } from '../db/scopes';
import { cancellationDraft } from './composeInvoice';
import { invoiceDateProblem, type InvoiceDateProblem } from './invoiceDates';
import { issueCancellation, type IssueProblem } from './issueInvoice';
import { findInvoice } from './readInvoice';
import { findInvoiceRow, quoteInvoices, setStatus } from './repository';

export type CancelOutcome =
  | IssueProblem
  | { kind: 'cancelled'; cancellation: Invoice }
  | { kind: 'not-issued' }
  | { kind: 'is-cancellation' }
  | { kind: 'deducted-in-final' }
  | InvoiceDateProblem;

/** Whether an issued final invoice of the quote deducts the partial invoice. */
async function isDeductedInFinal(trx: TenantTransaction, tenantId: string, quoteId: string, partialId: string): Promise<boolean> {
  const finals = await quoteInvoices(trx, tenantId, quoteId, 'Final');
  return finals.some(
    (final) =>
      (final.status === 'Issued' || final.status === 'Paid') &&
      final.document?.deductions.some((deduction) => deduction.invoiceId === partialId),
  );
}

/**
 * Cancels an issued invoice: a cancellation invoice with the next number negates every line, and
 * the invoice is marked cancelled; both stay forever. A partial invoice deducted by an issued final
 * invoice is cancelled only after that final invoice. The cancellation is dated like any invoice
 * of the range, and not before the invoice it cancels.
 */
export async function cancelInvoice(
  trx: TenantTransaction,
  tenantId: string,
  id: string,
  invoiceDate: string,
  now = new Date(),
): Promise<CancelOutcome> {
  const row = await findInvoiceRow(trx, tenantId, id, true);
  if (!row) return { kind: 'not-found' };
  if ((row.status !== 'Issued' && row.status !== 'Paid') || !row.document) return { kind: 'not-issued' };
  if (row.kind === 'Cancellation') return { kind: 'is-cancellation' };
  if (row.kind === 'Partial' && (await isDeductedInFinal(trx, tenantId, row.quote_id, row.id))) return { kind: 'deducted-in-final' };
  const dateProblem = await invoiceDateProblem(trx, tenantId, invoiceDate, { day: row.invoice_date as string, problem: 'before-invoice' }, now);
  if (dateProblem) return dateProblem;

  const cancellationId = randomUUID();
  const { customer } = row.document;
  const issued = await issueCancellation(
    trx,
    tenantId,
    row.document,
    { id: cancellationId, ...cancellationDraft(row.document), invoiceDate, customerName: `${customer.lastName}, ${customer.firstName}` },
    now,
  );
  if (issued.kind !== 'issued') return issued;
  const cancelled = {
    entity: 'invoices',
    entityId: row.id,
    event: 'invoice.cancelled',
    details: { number: row.invoice_number, cancellationNumber: issued.document.invoiceNumber },
  } as const;
  await withAuditEvent(trx, tenantId, cancelled, () => setStatus(trx, tenantId, row.id, 'Cancelled', row.paid_on));
  return { kind: 'cancelled', cancellation: (await findInvoice(trx, tenantId, cancellationId)) as Invoice };
}
