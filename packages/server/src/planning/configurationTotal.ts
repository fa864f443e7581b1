import type { TenantTransaction } from '../db/scopes';
import { configurationCheckoutTotalCents } from '../checkout/configurationCheckoutTotal';
import { listConfigurationAdditionalInstallations } from './additionalInstallationRepository';
import { loadFloorStructures, toPricingFloor } from './floorStructure';
import { priceAdditionalInstallations, priceFloors } from './pricing';
import { loadPricingContext } from './pricingContext';

/** A configuration's total in cents: its floors, additional installations and checkout. */
export async function configurationTotalCents(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
): Promise<number> {
  const floorIds = (
    await trx
      .selectFrom('floors')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('configuration_id', '=', configurationId)
      .execute()
  ).map((row) => row.id);
  const floors = [...(await loadFloorStructures(trx, tenantId, floorIds)).values()].map(toPricingFloor);
  const context = await loadPricingContext(trx, tenantId, configurationId, floors);
  const additional = await listConfigurationAdditionalInstallations(trx, tenantId, configurationId);
  return (
    priceFloors(floors, context) +
    priceAdditionalInstallations(additional) +
    (await configurationCheckoutTotalCents(trx, tenantId, configurationId))
  );
}
