import type { TenantTransaction } from '../db/scopes';
import { checkoutWithCoversCents } from '../checkout';
import { priceAdditionalInstallations, priceFloors } from '../pricing';
import { extraPositions } from './extraPositions';
import { loadPricingInputs, type PricingInputs } from './pricingInputs';

/** The total of a configuration that is still open: floors, additional installations and checkout at today's prices (the PV positions apart). */
function currentTotalCents(inputs: PricingInputs, id: string): number {
  const context = inputs.contexts.get(id);
  const checkout = inputs.checkouts.get(id);
  return (
    (context ? priceFloors(inputs.pricingFloors.get(id) ?? [], context) : 0) +
    priceAdditionalInstallations(inputs.additionalInstallations.get(id) ?? []) +
    (checkout ? checkoutWithCoversCents(checkout, inputs.covers.get(id)!) : 0)
  );
}

/**
 * The totals in cents of the given configurations, by id. A finalized one's total is its
 * quote's frozen net total, so later price changes leave a sent quote's figures alone; the
 * others are priced as of today, their PV positions included. One statement, whatever the number
 * of ids, and two more when some of the open ones have a PV design.
 */
export async function configurationTotalsCents(
  trx: TenantTransaction,
  tenantId: string,
  configurationIds: readonly string[],
): Promise<Map<string, number>> {
  const ids = [...new Set(configurationIds)];
  if (ids.length === 0) return new Map();
  const inputs = await loadPricingInputs(trx, tenantId, ids);
  const open = inputs.withExtraPositions.filter((id) => !inputs.frozenNetTotals.has(id));
  const extra = open.length > 0 ? await extraPositions()!.netTotalsCents(trx, tenantId, open) : new Map<string, number>();
  return new Map(ids.map((id) => [id, inputs.frozenNetTotals.get(id) ?? currentTotalCents(inputs, id) + (extra.get(id) ?? 0)]));
}

/** A configuration's total in cents, as configurationTotalsCents answers it. */
export async function configurationTotalCents(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
): Promise<number> {
  return (await configurationTotalsCents(trx, tenantId, [configurationId])).get(configurationId) ?? 0;
}
