import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { configurationCheckoutTotalsCents } from '../checkout';
import { listAdditionalInstallationsOfConfigurations } from './additionalInstallationRepository';
import { loadPricingFloors } from './floorStructure';
import { priceAdditionalInstallations, priceFloors, loadPricingContexts } from '../pricing';
import { openPvOfferNetTotalsCents, pvOfferIdsQuery } from '../pv';

/**
 * The net totals of the given configurations that were finalized, frozen with their quote, and
 * in the same statement which of them have a PV design or PV adjustments.
 */
async function frozenNetTotals(trx: TenantTransaction, tenantId: string, configurationIds: readonly string[]) {
  const rows = await trx
    .selectFrom('quotes')
    .select(['id', sql<number | null>`net_total`.as('net_total')])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...configurationIds])
    .unionAll(pvOfferIdsQuery(trx, tenantId, configurationIds))
    .execute();
  const frozen = new Map(rows.flatMap((row) => (row.net_total === null ? [] : [[row.id, Number(row.net_total)] as const])));
  return { frozen, withPv: rows.flatMap((row) => (row.net_total === null ? [row.id] : [])) };
}

/** The totals of configurations that are still open: floors, additional installations and checkout at today's prices (the PV positions apart). */
async function currentTotalsCents(
  trx: TenantTransaction,
  tenantId: string,
  configurationIds: readonly string[],
): Promise<Map<string, number>> {
  if (configurationIds.length === 0) return new Map();
  const { floors, developerConstructions } = await loadPricingFloors(trx, tenantId, configurationIds);
  const contexts = await loadPricingContexts(trx, tenantId, floors, developerConstructions);
  const additional = await listAdditionalInstallationsOfConfigurations(trx, tenantId, configurationIds);
  const checkout = await configurationCheckoutTotalsCents(trx, tenantId, configurationIds);
  return new Map(
    configurationIds.map((id) => {
      const context = contexts.get(id);
      return [
        id,
        (context ? priceFloors(floors.get(id) ?? [], context) : 0) +
          priceAdditionalInstallations(additional.get(id) ?? []) +
          (checkout.get(id) ?? 0),
      ];
    }),
  );
}

/**
 * The totals in cents of the given configurations, by id. A finalized one's total is its
 * quote's frozen net total, so later price changes leave a sent quote's figures alone; the
 * others are priced as of today, their PV positions included. The number of queries does not grow with the number of ids.
 */
export async function configurationTotalsCents(
  trx: TenantTransaction,
  tenantId: string,
  configurationIds: readonly string[],
): Promise<Map<string, number>> {
  const ids = [...new Set(configurationIds)];
  if (ids.length === 0) return new Map();
  const { frozen, withPv } = await frozenNetTotals(trx, tenantId, ids);
  const current = await currentTotalsCents(trx, tenantId, ids.filter((id) => !frozen.has(id)));
  const pv = await openPvOfferNetTotalsCents(trx, tenantId, withPv.filter((id) => !frozen.has(id)));
  for (const [id, cents] of pv) current.set(id, (current.get(id) ?? 0) + cents);
  return new Map([...frozen, ...current]);
}

/** A configuration's total in cents, as configurationTotalsCents answers it. */
export async function configurationTotalCents(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
): Promise<number> {
  return (await configurationTotalsCents(trx, tenantId, [configurationId])).get(configurationId) ?? 0;
}
