import { germanDay, isOverdue, type InvoiceListItem, type InvoiceSortKey, type invoiceEndpoints, type QueryOutput } from '@planner/api';
import { sql } from 'kysely';
import { pagedList, type ListDefinition } from '../db/listing';
import type { TenantTransaction } from '../db/scopes';
import { findDocumentStates } from '../documents';
import { lastLevels, overdueCondition } from './reminders/repository';

type InvoiceListQuery = QueryOutput<typeof invoiceEndpoints.list>;

/** Newest first unless sorted otherwise; drafts (no number, no date) sort after the issued ones. */
const INVOICE_LIST: ListDefinition<InvoiceSortKey> = {
  sortBy: {
    invoiceNumber: [sql`invoice_number`],
    invoiceDate: [sql`invoice_date`, sql`created_at`],
    customer: [sql`lower(customer_name)`],
    project: [sql`lower(project_name)`],
    kind: [sql`kind`, sql`created_at`],
    grossTotal: [sql`gross_total`],
    status: [sql`status`, sql`created_at`],
    createdAt: [sql`created_at`],
  },
  defaultSortBy: 'createdAt',
  defaultSortOrder: 'Desc',
  idColumn: 'id',
  searchIn: [{ folded: 'search_text' }],
};

/** Status, kind and being overdue on `today` narrow the list; quote and project choose which list it is. */
function filterOf(query: InvoiceListQuery, today: string) {
  const conditions = [
    query.status && sql`status = ${query.status}`,
    query.kind && sql`kind = ${query.kind}`,
    query.overdue === 'true' ? overdueCondition(today) : undefined,
  ].filter(
    (condition) => condition !== undefined,
  );
  return conditions.length === 0 ? undefined : sql<boolean>`${sql.join(conditions, sql` and `)}`;
}

function listedOf(trx: TenantTransaction, tenantId: string, query: InvoiceListQuery) {
  let listed = trx.selectFrom('invoices').where('tenant_id', '=', tenantId);
  if (query.quoteId) listed = listed.where('quote_id', '=', query.quoteId);
  if (query.projectId) listed = listed.where('project_id', '=', query.projectId);
  return listed;
}

/** A page of the company's (or a quote's or project's) invoices; `total` counts them whatever status and kind. */
export async function listInvoices(trx: TenantTransaction, tenantId: string, query: InvoiceListQuery, now = new Date()) {
  const today = germanDay(now);
  const { rows, filtered, total } = await pagedList({
    listed: listedOf(trx, tenantId, query),
    query,
    list: INVOICE_LIST,
    filter: filterOf(query, today),
    readPage: (page) =>
      page
        .select([
          'id',
          'quote_id',
          'project_id',
          'kind',
          'status',
          'invoice_number',
          'invoice_date',
          'due_date',
          'customer_name',
          'project_name',
          'quote_number',
          'gross_total',
          'amount_due',
          'paid_on',
          'created_at',
        ])
        .execute(),
  });
  const ids = rows.map((row) => row.id);
  const [pdfStates, reminderLevels] = [await findDocumentStates(trx, tenantId, 'Invoice', ids), await lastLevels(trx, tenantId, ids)];
  const items = rows.map(
    (row): InvoiceListItem => ({
      id: row.id,
      quoteId: row.quote_id,
      projectId: row.project_id,
      kind: row.kind,
      status: row.status,
      invoiceNumber: row.invoice_number,
      invoiceDate: row.invoice_date,
      dueDate: row.due_date,
      customerName: row.customer_name,
      projectName: row.project_name,
      quoteNumber: row.quote_number,
      grossTotal: Number(row.gross_total),
      amountDue: Number(row.amount_due),
      paidOn: row.paid_on,
      overdue: isOverdue({ status: row.status, kind: row.kind, dueDate: row.due_date }, today),
      reminderLevel: reminderLevels.get(row.id) ?? null,
      createdAt: row.created_at.toISOString(),
      pdfState: pdfStates.get(row.id) ?? null,
    }),
  );
  return { rows: items, filtered, total };
}
