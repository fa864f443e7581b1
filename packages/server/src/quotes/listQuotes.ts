import type { QueryOutput, QuoteListItem, quoteEndpoints, QuoteSortKey } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { orderByTerms } from '../customers';
import { anyTextCondition } from '../db/listing';

type QuoteListQuery = QueryOutput<typeof quoteEndpoints.list>;

const SORT_EXPRESSIONS: Record<QuoteSortKey, readonly string[]> = {
  quoteNumber: ['lower(quote_number)'],
  quoteName: ['lower(quote_name)'],
  customer: ['lower(customer_name)'],
  project: ['lower(project_name)'],
  finalizedAt: ['finalized_at'],
  grossTotal: ['gross_total'],
  quoteStatus: ['quote_status', 'finalized_at'],
};

/**
 * A page of the company's quotes in one statement: the page's rows, how many match the
 * search and status filter (window count) and how many quotes there are at all. Newest
 * first unless sorted otherwise.
 */
export async function listQuotes(trx: TenantTransaction, tenantId: string, query: QuoteListQuery) {
  const search = anyTextCondition('search_text', query.anyText, { lowerCased: true });
  let matching = trx.selectFrom('quotes').where('tenant_id', '=', tenantId);
  if (search) matching = matching.where(search);
  if (query.quoteStatus) matching = matching.where('quote_status', '=', query.quoteStatus);
  const sortOrder = query.sortBy ? query.sortOrder : (query.sortOrder ?? 'Desc');
  const rows = await matching
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
      sql<number>`count(*) over ()`.as('filtered_count'),
      sql<number>`(select count(*) from quotes all_quotes where all_quotes.tenant_id = ${tenantId})`.as('total_count'),
    ])
    .orderBy(orderByTerms(SORT_EXPRESSIONS[query.sortBy ?? 'finalizedAt'], sortOrder, 'id'))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize)
    .execute();
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
    }),
  );
  const first = rows[0];
  if (first) return { items, filtered: Number(first.filtered_count), total: Number(first.total_count) };
  // A page past the end has no row to carry the counts.
  const statusCondition = query.quoteStatus ? sql`quote_status = ${query.quoteStatus}` : sql`true`;
  const counts = await trx
    .selectFrom('quotes')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`count(*) filter (where ${search ?? sql`true`} and ${statusCondition})`.as('filtered'),
    ])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return { items, filtered: Number(counts.filtered), total: Number(counts.total) };
}
