import type { QuoteStatusLock } from '@planner/api';
import { sql, type RawBuilder } from 'kysely';

/**
 * Why a quote's status can no longer be set by hand, as an SQL expression over a row that has the
 * quote's `tenant_id` and `id` under `table`: withdrawn from, invoiced (a cancelled invoice was
 * issued too), or accepted online; null when it still can.
 */
export const quoteStatusLockSql = (table: 'quotes' | 'configurations' | 'favorite'): RawBuilder<QuoteStatusLock | null> => {
  const tenant = sql.ref(`${table}.tenant_id`);
  const id = sql.ref(`${table}.id`);
  return sql<QuoteStatusLock | null>`case
    when exists (select from quote_withdrawals w where w.tenant_id = ${tenant} and w.id = ${id}) then 'Withdrawn'
    when exists (select from invoices i where i.tenant_id = ${tenant} and i.quote_id = ${id} and i.status <> 'Draft') then 'Invoiced'
    when exists (select from quote_links l where l.tenant_id = ${tenant} and l.quote_id = ${id} and l.answer = 'Accepted') then 'AcceptedOnline'
  end`;
};
