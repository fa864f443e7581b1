import type { TenantTransaction } from '../db/scopes';

/**
 * Whether the tenant's configuration may be changed: unknown, read-only ('finalized': a quote,
 * or waiting for approval in review) or writable (in progress).
 */
export type ConfigurationAccess = 'not-found' | 'finalized' | 'writable';

export async function configurationAccess(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
): Promise<ConfigurationAccess> {
  const row = await trx
    .selectFrom('configurations')
    .select('status')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', configurationId)
    .forShare()
    .executeTakeFirst();
  if (!row) return 'not-found';
  return row.status === 'InProgress' ? 'writable' : 'finalized';
}

/** The configuration a floor belongs to, with its access; `not-found` for unknown floors. */
export async function floorAccess(
  trx: TenantTransaction,
  tenantId: string,
  floorId: string,
): Promise<{ access: ConfigurationAccess; configurationId: string | null }> {
  const row = await trx
    .selectFrom('floors')
    .select('configuration_id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', floorId)
    .executeTakeFirst();
  if (!row) return { access: 'not-found', configurationId: null };
  return { access: await configurationAccess(trx, tenantId, row.configuration_id), configurationId: row.configuration_id };
}
