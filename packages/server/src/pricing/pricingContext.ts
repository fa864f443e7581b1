import type { TenantTransaction } from '../db/scopes';
import { componentPrices } from '../masterdata';
import type { PricingContext, PricingFloor } from './prices';

export const today = () => new Date().toISOString().slice(0, 10);

/** The configurations that belong to a developer construction project. */
async function developerConstructions(
  trx: TenantTransaction,
  tenantId: string,
  configurationIds: readonly string[],
): Promise<Set<string>> {
  const rows = await trx
    .selectFrom('configurations as c')
    .innerJoin('projects as p', (join) => join.onRef('p.tenant_id', '=', 'c.tenant_id').onRef('p.id', '=', 'c.project_id'))
    .select('c.id')
    .where('c.tenant_id', '=', tenantId)
    .where('c.id', 'in', [...configurationIds])
    .where('p.property_developer_type', '=', 'DeveloperConstruction')
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The inclusive amounts of the tenant's room types, as a query. */
export const inclusiveAmountsQuery = (trx: TenantTransaction, tenantId: string) =>
  trx.selectFrom('room_type_components').select(['room_type_id', 'component_id', 'amount']).where('tenant_id', '=', tenantId);

type InclusiveAmountRow = Awaited<ReturnType<ReturnType<typeof inclusiveAmountsQuery>['executeTakeFirstOrThrow']>>;

/** Room type id → component id → inclusive amount. */
export function toInclusiveAmounts(rows: readonly InclusiveAmountRow[]): PricingContext['inclusiveAmounts'] {
  const inclusiveAmounts = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const amounts = inclusiveAmounts.get(row.room_type_id) ?? new Map<string, number>();
    amounts.set(row.component_id, row.amount);
    inclusiveAmounts.set(row.room_type_id, amounts);
  }
  return inclusiveAmounts;
}

/** Room type id → component id → inclusive amount, for the given room types. */
async function inclusiveAmountsOf(trx: TenantTransaction, tenantId: string, roomTypeIds: readonly string[]) {
  if (roomTypeIds.length === 0) return toInclusiveAmounts([]);
  return toInclusiveAmounts(await inclusiveAmountsQuery(trx, tenantId).where('room_type_id', 'in', [...roomTypeIds]).execute());
}

/** The labels and units of the tenant's components with their prices as of `day` (today), as a query. */
export const componentsWithPricesQuery = (trx: TenantTransaction, tenantId: string, day = today()) =>
  trx
    .selectFrom('electrical_components as c')
    .select(['c.id', 'c.label', 'c.description', 'c.unit', 'c.labour_share_basis_points', componentPrices.asOfColumn('c', day).as('price')])
    .where('c.tenant_id', '=', tenantId);

type ComponentRow = Awaited<ReturnType<ReturnType<typeof componentsWithPricesQuery>['executeTakeFirstOrThrow']>>;

export const toComponents = (rows: readonly ComponentRow[]): Pick<PricingContext, 'components' | 'unitPrices'> => ({
  components: new Map(
    rows.map(({ id, labour_share_basis_points, price: _price, ...component }) => [id, { ...component, labourShareBasisPoints: labour_share_basis_points }]),
  ),
  unitPrices: new Map(rows.flatMap((row) => (row.price === null ? [] : [[row.id, Number(row.price)] as const]))),
});

/** The labels and units of the given components with their prices as of today, in one statement. */
async function componentsOf(
  trx: TenantTransaction,
  tenantId: string,
  componentIds: readonly string[],
): Promise<Pick<PricingContext, 'components' | 'unitPrices'>> {
  if (componentIds.length === 0) return toComponents([]);
  return toComponents(await componentsWithPricesQuery(trx, tenantId).where('c.id', 'in', [...componentIds]).execute());
}

const componentIdsOf = (floors: readonly PricingFloor[]) => floors.flatMap((floor) => floor.placements.map((p) => p.componentId));
const roomTypeIdsOf = (floors: readonly PricingFloor[]) =>
  floors.flatMap((floor) => floor.rooms.flatMap((room) => (room.roomTypeId ? [room.roomTypeId] : [])));

/**
 * Everything pricing needs for the floors of each given configuration: whether its project is
 * a developer construction, the inclusive amounts of the room types used there, and the labels
 * and prices (as of today) of the components placed. The queries are the same for one
 * configuration or a page of them; the lookups are shared, as master data is per company.
 * `developer`, when the caller read it with the floors, names the developer constructions.
 */
export async function loadPricingContexts(
  trx: TenantTransaction,
  tenantId: string,
  floorsByConfiguration: ReadonlyMap<string, readonly PricingFloor[]>,
  knownDeveloperConstructions?: ReadonlySet<string>,
): Promise<Map<string, PricingContext>> {
  const contexts = new Map<string, PricingContext>();
  if (floorsByConfiguration.size === 0) return contexts;
  const developer = knownDeveloperConstructions ?? (await developerConstructions(trx, tenantId, [...floorsByConfiguration.keys()]));
  const allFloors = [...floorsByConfiguration.values()].flat();
  const developerFloors = [...floorsByConfiguration].flatMap(([id, floors]) => (developer.has(id) ? floors : []));
  const componentIds = [...new Set(componentIdsOf(allFloors))];
  const [inclusiveAmounts, { components, unitPrices }] = await Promise.all([
    inclusiveAmountsOf(trx, tenantId, [...new Set(roomTypeIdsOf(developerFloors))]),
    componentsOf(trx, tenantId, componentIds),
  ]);
  for (const id of floorsByConfiguration.keys()) {
    contexts.set(id, { isDeveloperConstruction: developer.has(id), inclusiveAmounts, unitPrices, components });
  }
  return contexts;
}

/** The pricing context of one configuration's floors. */
export async function loadPricingContext(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
  floors: readonly PricingFloor[],
  isDeveloperConstruction?: boolean,
): Promise<PricingContext> {
  const known = isDeveloperConstruction === undefined ? undefined : new Set(isDeveloperConstruction ? [configurationId] : []);
  const contexts = await loadPricingContexts(trx, tenantId, new Map([[configurationId, floors]]), known);
  return contexts.get(configurationId) as PricingContext;
}
