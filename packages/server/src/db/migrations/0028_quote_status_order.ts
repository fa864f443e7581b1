import { sql, type Kysely } from 'kysely';

/*
 * The quote list sorts its status column in the order a quote goes through (created, sent,
 * accepted, declined), not alphabetically by the stored code. The rank is a function so that
 * the list's ORDER BY and its index use the same expression.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function quote_status_rank(status text) returns integer
      language sql immutable parallel safe
      return case status when 'Created' then 0 when 'Sent' then 1 when 'Accepted' then 2 when 'Declined' then 3 end;
    create index quotes_tenant_status_rank_idx on quotes (tenant_id, quote_status_rank(quote_status), finalized_at, id);
  `.execute(db);
}
