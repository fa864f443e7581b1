import { customerDisplayName, type Invoice } from '@planner/api';
import { randomUUID } from 'node:crypto';
import { withAuditEvent } from '../audit';
import type { TenantTransaction } from '../db/scopes';
import { cancellationDraft } from './composeInvoice';
import { invoiceDateProblem, type InvoiceDateProblem } from './invoiceDates';
import { freezeInvoice, issueBasis, type IssueProblem } from './issueInvoice';
import { findInvoice } from './readInvoice';
import { findInvoiceRow, insertDraft, quoteInvoices, setStatus } from './repository';

export type CancelOutcome = IssueProblem | InvoiceDateProblem | { kind: 'cancelled'; cancellation: Invoice } | { kind: 'not-issued' | 'is-cancellation' | 'deducted-in-final' };

/** Whether an issued final invoice of the quote deducts the partial invoice. */
async function isDeductedInFinal(trx: TenantTransaction, tenantId: string, quoteId: string, partialId: string): Promise<boolean> {
  const finals = (await quoteInvoices(trx, tenantId, quoteId, 'Final')).filter((final) => final.status === 'Issued' || final.status === 'Paid');
  return finals.some((final) => final.document?.deductions.some((deduction) => deduction.invoiceId === partialId));
}

/**
 * Cancels an issued invoice: a cancellation invoice with the next number negates every line, and
 * the invoice is marked cancelled; both stay forever. A partial invoice deducted by an issued final
 * invoice is cancelled only after that final invoice. The cancellation is dated like any invoice
 * of the range, and not before the invoice it cancels.
 */
export async function cancelInvoice(trx: TenantTransaction, tenantId: string, id: string, invoiceDate: string, now = new Date()): Promise<CancelOutcome> {
  const row = await findInvoiceRow(trx, tenantId, id, true);
  if (!row) return { kind: 'not-found' };
  const original = row.document;
  if ((row.status !== 'Issued' && row.status !== 'Paid') || !original) return { kind: 'not-issued' };
  if (row.kind === 'Cancellation') return { kind: 'is-cancellation' };
  if (row.kind === 'Partial' && (await isDeductedInFinal(trx, tenantId, row.quote_id, row.id))) return { kind: 'deducted-in-final' };
  const dateProblem = await invoiceDateProblem(trx, tenantId, invoiceDate, { day: row.invoice_date as string, problem: 'before-invoice' }, now);
  if (dateProblem) return dateProblem;
  // Checked before the cancellation's draft is stored: a refused cancellation leaves nothing behind.
  const basis = await issueBasis(trx, tenantId, original.quoteId);
  if (basis.kind !== 'basis') return basis;

  const cancellation = { id: randomUUID(), kind: 'Cancellation', ...cancellationDraft(original) } as const;
  const { quoteId, projectId, projectName, quoteNumber, customer } = original;
  const draftRow = { ...cancellation, quoteId, projectId, customerName: customerDisplayName(customer), projectName, quoteNumber, cancelsId: original.id };
  await insertDraft(trx, tenantId, draftRow, { netTotal: 0, grossTotal: 0, amountDue: 0 });
  const cancels = { invoiceId: original.id, invoiceNumber: original.invoiceNumber as string, invoiceDate: original.invoiceDate as string };
  const parts = { ...cancellation, quote: basis.quote, parties: basis.parties, cancels, invoiceDate, createdAt: now.toISOString() };
  const issued = await freezeInvoice(trx, tenantId, parts, now);
  if (issued.kind !== 'issued') return issued;
  const details = { number: row.invoice_number, cancellationNumber: issued.document.invoiceNumber };
  const cancelled = { entity: 'invoices', entityId: row.id, event: 'invoice.cancelled', details } as const;
  await withAuditEvent(trx, tenantId, cancelled, () => setStatus(trx, tenantId, row.id, 'Cancelled', row.paid_on));
  return { kind: 'cancelled', cancellation: (await findInvoice(trx, tenantId, cancellation.id)) as Invoice };
}
