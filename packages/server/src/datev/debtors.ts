import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';

/**
 * Each customer's debtor number, giving the next free numbers to customers exported for the first
 * time in the order they are listed. Runs while the company's DATEV settings are locked.
 */
export async function debtorNumbers(trx: TenantTransaction, tenantId: string, customerIds: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(customerIds)];
  const numbers = new Map<string, number>();
  if (unique.length === 0) return numbers;
  const known = await trx
    .selectFrom('datev_debtors')
    .select(['customer_id', 'debtor_number'])
    .where('tenant_id', '=', tenantId)
    .where('customer_id', 'in', unique)
    .execute();
  for (const row of known) numbers.set(row.customer_id, row.debtor_number);
  const newcomers = unique.filter((id) => !numbers.has(id));
  if (newcomers.length === 0) return numbers;
  const highest = await trx
    .selectFrom('datev_debtors')
    .select(sql<number | null>`max(debtor_number)`.as('highest'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  let next = Number(highest?.highest ?? 0);
  const values = newcomers.map((customerId) => ({ tenant_id: tenantId, customer_id: customerId, debtor_number: (next += 1) }));
  await trx.insertInto('datev_debtors').values(values).execute();
  for (const row of values) numbers.set(row.customer_id, row.debtor_number);
  return numbers;
}
