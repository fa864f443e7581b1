import type { QueryOutput, QuoteListItem, quoteEndpoints, QuoteSortKey } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { quoteStatusLockSql } from '../configurations';
import { pagedList, type ListDefinition } from '../db/listing';

type QuoteListQuery = QueryOutput<typeof quoteEndpoints.list>;

/** Newest first unless sorted otherwise; by status in the order a quote goes through (migration 0028). */
const QUOTE_LIST: ListDefinition<QuoteSortKey> = {
  sortBy: {
    quoteNumber: [sql`lower(quote_number)`],
    quoteName: [sql`lower(quote_name)`],
    customer: [sql`lower(customer_name)`],
    project: [sql`lower(project_name)`],
    finalizedAt: [sql`finalized_at`],
    grossTotal: [sql`gross_total`],
    quoteStatus: [sql`quote_status_rank(quote_status)`, sql`finalized_at`],
  },
  defaultSortBy: 'finalizedAt',
  defaultSortOrder: 'Desc',
  idColumn: 'id',
  searchIn: [{ folded: 'search_text' }],
};

/** A page of the company's quotes; `total` counts all of them, whatever the status filter. */
export async function listQuotes(trx: TenantTransaction, tenantId: string, query: QuoteListQuery) {
  const { rows, filtered, total } = await pagedList({
    listed: trx.selectFrom('quotes').where('tenant_id', '=', tenantId),
    query,
    list: QUOTE_LIST,
    filter: query.quoteStatus ? sql<boolean>`quote_status = ${query.quoteStatus}` : undefined,
    readPage: (page) =>
      page
        .select([
          'id',
          'project_id',
          'quote_number',
          'quote_name',
          'customer_name',
          'project_name',
          'finalized_at',
          'gross_total',
          'quote_status',
          quoteStatusLockSql('quotes').as('status_lock'),
        ])
        .execute(),
  });
  const items = rows.map(
    (row): QuoteListItem => ({
      id: row.id,
      projectId: row.project_id,
      quoteNumber: row.quote_number,
      quoteName: row.quote_name,
      customerName: row.customer_name,
      projectName: row.project_name,
      finalizedAt: row.finalized_at.toISOString(),
      grossTotal: Number(row.gross_total),
      quoteStatus: row.quote_status,
      statusLock: row.status_lock,
    }),
  );
  return { rows: items, filtered, total };
}
