import type { TenantTransaction } from '../db/scopes';
import { configurationCheckoutTotalsCents } from '../checkout';
import { listAdditionalInstallationsOfConfigurations } from './additionalInstallationRepository';
import { loadPricingFloors } from './floorStructure';
import { priceAdditionalInstallations, priceFloors, loadPricingContexts } from '../pricing';

/** The net totals of the given configurations that were finalized, frozen with their quote. */
async function frozenNetTotals(trx: TenantTransaction, tenantId: string, configurationIds: readonly string[]) {
  const rows = await trx
    .selectFrom('quotes')
    .select(['id', 'net_total'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...configurationIds])
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.net_total)]));
}

/** The totals of configurations that are still open: floors, additional installations and checkout at today's prices. */
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
 * others are priced as of today. The number of queries does not grow with the number of ids.
 */
export async function configurationTotalsCents(
  trx: TenantTransaction,
  tenantId: string,
  configurationIds: readonly string[],
): Promise<Map<string, number>> {
  const ids = [...new Set(configurationIds)];
  if (ids.length === 0) return new Map();
  const frozen = await frozenNetTotals(trx, tenantId, ids);
  const current = await currentTotalsCents(trx, tenantId, ids.filter((id) => !frozen.has(id)));
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
