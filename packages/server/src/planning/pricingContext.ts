import type { TenantTransaction } from '../db/scopes';
import { pricesAsOf } from '../masterdata/priceHistory';
import type { PricingContext, PricingFloor } from './pricing';

export const today = () => new Date().toISOString().slice(0, 10);

/** The configuration's project: developer construction and its construction specification. */
async function projectOf(trx: TenantTransaction, tenantId: string, configurationId: string) {
  return trx
    .selectFrom('configurations as c')
    .innerJoin('projects as p', (join) => join.onRef('p.tenant_id', '=', 'c.tenant_id').onRef('p.id', '=', 'c.project_id'))
    .select(['p.property_developer_type', 'p.construction_specification_id'])
    .where('c.tenant_id', '=', tenantId)
    .where('c.id', '=', configurationId)
    .executeTakeFirst();
}

/**
 * Everything pricing needs for the floors of one configuration: the inclusive amounts of
 * the room types used, and the labels and prices (as of today) of the components placed.
 */
export async function loadPricingContext(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
  floors: readonly PricingFloor[],
): Promise<PricingContext> {
  const project = await projectOf(trx, tenantId, configurationId);
  const isDeveloperConstruction = project?.property_developer_type === 'DeveloperConstruction';
  const componentIds = [...new Set(floors.flatMap((floor) => floor.placements.map((p) => p.componentId)))];
  const roomTypeIds = [
    ...new Set(floors.flatMap((floor) => floor.rooms.flatMap((room) => (room.roomTypeId ? [room.roomTypeId] : [])))),
  ];

  const inclusiveAmounts = new Map<string, Map<string, number>>();
  if (isDeveloperConstruction && roomTypeIds.length > 0) {
    const rows = await trx
      .selectFrom('room_type_components')
      .select(['room_type_id', 'component_id', 'amount'])
      .where('tenant_id', '=', tenantId)
      .where('room_type_id', 'in', roomTypeIds)
      .execute();
    for (const row of rows) {
      const amounts = inclusiveAmounts.get(row.room_type_id) ?? new Map<string, number>();
      amounts.set(row.component_id, row.amount);
      inclusiveAmounts.set(row.room_type_id, amounts);
    }
  }

  const labels = new Map<string, string>();
  if (componentIds.length > 0) {
    const rows = await trx
      .selectFrom('electrical_components')
      .select(['id', 'label'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', componentIds)
      .execute();
    for (const row of rows) labels.set(row.id, row.label);
  }

  const unitPrices = await pricesAsOf(trx, 'component', tenantId, componentIds, today());
  return { isDeveloperConstruction, inclusiveAmounts, unitPrices, labels };
}
