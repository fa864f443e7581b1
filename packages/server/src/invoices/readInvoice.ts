import type { Invoice, InvoiceDeduction, InvoicePartiesChanged } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import { findDocumentStates } from '../documents';
import { findQuote } from '../quotes';
import { composeInvoice, deductionOf } from './composeInvoice';
import { partiesChanged, partiesOfToday } from './invoiceParties';
import { findCancellation, findInvoiceRow, quoteInvoices, type InvoiceRow } from './repository';
import type { IssuedInvoiceDocument } from './tables';

/** The partial invoices a final invoice of the quote deducts: those issued and not cancelled. */
export async function deductionsOf(trx: TenantTransaction, tenantId: string, quoteId: string): Promise<InvoiceDeduction[]> {
  const partials = await quoteInvoices(trx, tenantId, quoteId, 'Partial');
  return partials
    .filter((partial) => (partial.status === 'Issued' || partial.status === 'Paid') && partial.document)
    .map((partial) => deductionOf(partial.document as IssuedInvoiceDocument));
}

/**
 * A draft as it would be issued now: with the deductions of today and the customer's and company's
 * data it took, and whether those changed since. Drafts made before it kept them take today's.
 */
export async function composeDraft(
  trx: TenantTransaction,
  tenantId: string,
  row: InvoiceRow,
): Promise<{ document: IssuedInvoiceDocument; partiesChanged: InvoicePartiesChanged } | undefined> {
  const quote = await findQuote(trx, tenantId, row.quote_id);
  const today = quote && (await partiesOfToday(trx, tenantId, quote));
  if (!quote || !today) return undefined;
  const taken = row.draft.parties ?? today;
  const document = composeInvoice({
    id: row.id,
    kind: row.kind,
    quote,
    parties: taken,
    draft: row.draft,
    deductions: row.kind === 'Final' ? await deductionsOf(trx, tenantId, row.quote_id) : [],
    cancels: null,
    invoiceNumber: null,
    invoiceDate: null,
    createdAt: row.created_at.toISOString(),
    issuedAt: null,
  });
  return { document, partiesChanged: partiesChanged(taken, today) };
}

/** The invoice as the client sees it: a draft composed afresh, an issued one as frozen. */
export async function invoiceOf(trx: TenantTransaction, tenantId: string, row: InvoiceRow): Promise<Invoice | undefined> {
  const draft = row.document ? undefined : await composeDraft(trx, tenantId, row);
  const document = row.document ?? draft?.document;
  if (!document) return undefined;
  return {
    ...document,
    status: row.status,
    version: row.version,
    paidOn: row.paid_on,
    cancelledBy: row.status === 'Cancelled' ? await findCancellation(trx, tenantId, row.id) : null,
    draftVatCategories: row.document ? null : row.draft.lines.map((line) => (line.vatCategory === 'PvZeroRate' ? 'PvZeroRate' : 'Standard')),
    partiesChanged: draft?.partiesChanged ?? null,
    pdfState: row.document ? ((await findDocumentStates(trx, tenantId, 'Invoice', [row.id])).get(row.id) ?? null) : null,
  };
}

export async function findInvoice(trx: TenantTransaction, tenantId: string, id: string): Promise<Invoice | undefined> {
  const row = await findInvoiceRow(trx, tenantId, id);
  return row && invoiceOf(trx, tenantId, row);
}
