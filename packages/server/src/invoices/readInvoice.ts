import type { Invoice, InvoiceDeduction, Quote, TenantInformation } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import { findQuote } from '../quotes';
import { findTenantInformation } from '../tenant';
import { composeInvoice, deductionOf } from './composeInvoice';
import { findCancellation, findInvoiceRow, quoteInvoices, type InvoiceRow } from './repository';
import type { IssuedInvoiceDocument } from './tables';

/** The partial invoices a final invoice of the quote deducts: those issued and not cancelled. */
export async function deductionsOf(trx: TenantTransaction, tenantId: string, quoteId: string): Promise<InvoiceDeduction[]> {
  const partials = await quoteInvoices(trx, tenantId, quoteId, 'Partial');
  return partials
    .filter((partial) => (partial.status === 'Issued' || partial.status === 'Paid') && partial.document)
    .map((partial) => deductionOf(partial.document as IssuedInvoiceDocument));
}

/** A draft as it would be issued now: with the company's data of today and the deductions of today. */
export async function composeDraft(
  trx: TenantTransaction,
  tenantId: string,
  row: InvoiceRow,
  known?: { quote: Quote; company: TenantInformation },
): Promise<IssuedInvoiceDocument | undefined> {
  const quote = known?.quote ?? (await findQuote(trx, tenantId, row.quote_id));
  const company = known?.company ?? (await findTenantInformation(trx, tenantId));
  if (!quote || !company) return undefined;
  return composeInvoice({
    id: row.id,
    kind: row.kind,
    quote,
    company,
    draft: row.draft,
    deductions: row.kind === 'Final' ? await deductionsOf(trx, tenantId, row.quote_id) : [],
    cancels: null,
    invoiceNumber: null,
    invoiceDate: null,
    createdAt: row.created_at.toISOString(),
    issuedAt: null,
  });
}

/** The invoice as the client sees it: a draft composed afresh, an issued one as frozen. */
export async function invoiceOf(trx: TenantTransaction, tenantId: string, row: InvoiceRow): Promise<Invoice | undefined> {
  const document = row.document ?? (await composeDraft(trx, tenantId, row));
  if (!document) return undefined;
  return {
    ...document,
    status: row.status,
    version: row.version,
    paidOn: row.paid_on,
    cancelledBy: row.status === 'Cancelled' ? await findCancellation(trx, tenantId, row.id) : null,
    draftVatCategories: row.document ? null : row.draft.lines.map((line) => (line.vatCategory === 'PvZeroRate' ? 'PvZeroRate' : 'Standard')),
  };
}

export async function findInvoice(trx: TenantTransaction, tenantId: string, id: string): Promise<Invoice | undefined> {
  const row = await findInvoiceRow(trx, tenantId, id);
  return row && invoiceOf(trx, tenantId, row);
}
