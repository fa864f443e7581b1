import { sql } from 'kysely';
import type { Database } from './schema';
import type { TenantTransaction } from './scopes';

/**
 * Whether the tenant has the row `id` in `table` (a table keyed (tenant_id, id)), optionally
 * one that is not archived and whose columns in `where` hold the values given: the check
 * before a row refers to another, which answers another tenant's id like an unknown one.
 */
export async function tenantRowExists(
  trx: TenantTransaction,
  table: keyof Database & string,
  tenantId: string,
  id: string,
  { activeOnly = false, where = {} }: { activeOnly?: boolean; where?: Record<string, string> } = {},
): Promise<boolean> {
  const conditions = [
    sql`tenant_id = ${tenantId}`,
    sql`id = ${id}`,
    ...Object.entries(where).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
    ...(activeOnly ? [sql`archived_at is null`] : []),
  ];
  const { rows } = await sql<{ found: boolean }>`
    select exists (select from ${sql.table(table)} where ${sql.join(conditions, sql` and `)}) as found
  `.execute(trx);
  return rows[0]?.found === true;
}
