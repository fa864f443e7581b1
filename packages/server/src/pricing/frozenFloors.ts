import type { Quote } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';

/** The floors frozen with the configuration's quote; undefined unless the configuration was finalized. */
export async function findFrozenFloors(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
): Promise<Quote['floors'] | undefined> {
  const row = await trx
    .selectFrom('quotes')
    .select(sql<Quote['floors']>`snapshot -> 'floors'`.as('floors'))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', configurationId)
    .executeTakeFirst();
  return row?.floors;
}
