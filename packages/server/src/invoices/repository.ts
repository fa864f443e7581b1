import { customerDisplayName, type Invoice, type InvoiceKind, type InvoiceReference, type InvoiceStatus } from '@planner/api';
import { sql } from 'kysely';
import { toJson } from '../db/json';
import type { TenantTransaction } from '../db/scopes';
import type { InvoiceDraft, IssuedInvoiceDocument } from './tables';

const INVOICE_COLUMNS = [
  'id',
  'quote_id',
  'kind',
  'status',
  'version',
  'invoice_number',
  'invoice_date',
  'paid_on',
  'draft',
  'document',
  'cancels_id',
  'created_at',
] as const;

export interface InvoiceRow {
  id: string;
  quote_id: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  version: number;
  invoice_number: string | null;
  invoice_date: string | null;
  paid_on: string | null;
  draft: InvoiceDraft;
  document: IssuedInvoiceDocument | null;
  cancels_id: string | null;
  created_at: Date;
}

/** The invoice's row; locked until the transaction ends when `lock` is set. */
export async function findInvoiceRow(
  trx: TenantTransaction,
  tenantId: string,
  id: string,
  lock = false,
): Promise<InvoiceRow | undefined> {
  const query = trx.selectFrom('invoices').select(INVOICE_COLUMNS).where('tenant_id', '=', tenantId).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The cancellation of an invoice, if it was cancelled. */
export async function findCancellation(trx: TenantTransaction, tenantId: string, id: string): Promise<InvoiceReference | null> {
  const row = await trx
    .selectFrom('invoices')
    .select(['id', 'invoice_number', 'invoice_date'])
    .where('tenant_id', '=', tenantId)
    .where('cancels_id', '=', id)
    .where('status', '<>', 'Draft')
    .executeTakeFirst();
  return row ? { invoiceId: row.id, invoiceNumber: row.invoice_number as string, invoiceDate: row.invoice_date as string } : null;
}

/** The quote's invoices of a kind, oldest first, without cancellations. */
export function quoteInvoices(trx: TenantTransaction, tenantId: string, quoteId: string, kind: InvoiceKind) {
  return trx
    .selectFrom('invoices')
    .select(['id', 'status', 'net_total', 'document'])
    .where('tenant_id', '=', tenantId)
    .where('quote_id', '=', quoteId)
    .where('kind', '=', kind)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

interface NewInvoice {
  id: string;
  quoteId: string;
  projectId: string;
  kind: InvoiceKind;
  customerName: string;
  projectName: string;
  quoteNumber: string;
  draft: InvoiceDraft;
  cancelsId?: string;
}

/** Figures of the list, kept beside the draft or document they are taken from. */
const listFigures = (invoice: Pick<Invoice, 'netTotal' | 'grossTotal' | 'amountDue'>) => ({
  net_total: invoice.netTotal,
  gross_total: invoice.grossTotal,
  amount_due: invoice.amountDue,
});

export async function insertDraft(
  trx: TenantTransaction,
  tenantId: string,
  invoice: NewInvoice,
  figures: Pick<Invoice, 'netTotal' | 'grossTotal' | 'amountDue'>,
): Promise<void> {
  await trx
    .insertInto('invoices')
    .values({
      tenant_id: tenantId,
      id: invoice.id,
      quote_id: invoice.quoteId,
      project_id: invoice.projectId,
      kind: invoice.kind,
      customer_name: invoice.customerName,
      project_name: invoice.projectName,
      quote_number: invoice.quoteNumber,
      draft: toJson(invoice.draft),
      cancels_id: invoice.cancelsId ?? null,
      ...listFigures(figures),
    })
    .execute();
}

/** Stores a changed draft; false when it is no longer the version the change was based on. */
export async function updateDraft(
  trx: TenantTransaction,
  tenantId: string,
  id: string,
  version: number,
  draft: InvoiceDraft,
  figures: Pick<Invoice, 'netTotal' | 'grossTotal' | 'amountDue' | 'customer'>,
): Promise<boolean> {
  const updated = await trx
    .updateTable('invoices')
    .set({ draft: toJson(draft), version: sql`version + 1`, customer_name: customerDisplayName(figures.customer), ...listFigures(figures) })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', 'Draft')
    .where('version', '=', version)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Freezes a draft as issued with its number, document and e-invoice. */
export async function markIssued(
  trx: TenantTransaction,
  tenantId: string,
  document: IssuedInvoiceDocument,
  xml: string,
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({
      status: 'Issued',
      version: sql`version + 1`,
      invoice_number: document.invoiceNumber,
      invoice_date: document.invoiceDate,
      due_date: document.dueDate,
      issued_at: new Date(document.issuedAt as string),
      document: toJson(document),
      xml,
      customer_name: customerDisplayName(document.customer),
      ...listFigures(document),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', document.id)
    .execute();
}

export async function setStatus(
  trx: TenantTransaction,
  tenantId: string,
  id: string,
  status: Exclude<InvoiceStatus, 'Draft'>,
  paidOn: string | null,
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({ status, paid_on: paidOn, version: sql`version + 1` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteDraft(trx: TenantTransaction, tenantId: string, id: string): Promise<void> {
  await trx.deleteFrom('invoices').where('tenant_id', '=', tenantId).where('id', '=', id).where('status', '=', 'Draft').execute();
}

/** The issued invoice's e-invoice. */
export function findInvoiceFiles(trx: TenantTransaction, tenantId: string, id: string) {
  return trx
    .selectFrom('invoices')
    .select(['status', 'invoice_number', 'xml', 'document'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
