import type { CheckoutConfiguration, ConfigurationAdditionalInstallation } from '@planner/api';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { compiledOnce } from '../db/compiledOnce';
import type { TenantTransaction } from '../db/scopes';
import {
  checkoutRowsQuery,
  chosenOptionIdsQuery,
  coverCountsQuery,
  optionsForPricingQuery,
  toCheckouts,
  toCoverCounts,
  toFound,
  type CoverCounts,
} from '../checkout';
import {
  componentsWithPricesQuery,
  inclusiveAmountsQuery,
  toComponents,
  today,
  toInclusiveAmounts,
  type PricingContext,
  type PricingFloor,
} from '../pricing';
import { additionalInstallationsOfConfigurationsQuery, toAdditionalInstallations } from './additionalInstallationRepository';
import { extraPositions } from './extraPositions';
import { floorsOfConfigurationsQuery, toFloorWithStructure, toPricingFloors, type FloorWithStructure } from './floorStructure';

/** Everything the prices of some configurations need, by configuration id. */
export interface PricingInputs {
  /** The net totals of those that were finalized, frozen with their quote. */
  frozenNetTotals: Map<string, number>;
  /** Their floors with structures, in creation order. */
  floors: FloorWithStructure[];
  pricingFloors: Map<string, PricingFloor[]>;
  /** What pricing their floors needs, as of today. */
  contexts: Map<string, PricingContext>;
  additionalInstallations: Map<string, ConfigurationAdditionalInstallation[]>;
  /** Their checkouts with the chosen options at current prices (the options without icons). */
  checkouts: Map<string, CheckoutConfiguration>;
  covers: Map<string, CoverCounts>;
  /** The ids of those with positions another feature adds (a PV offer), priced apart. */
  withExtraPositions: string[];
}

/** The components placed on the current floors of the configurations, as a query. */
const placedComponentIds = (trx: TenantTransaction, tenantId: string, configurationIds: readonly string[]) =>
  trx
    .selectFrom('floor_components as p')
    .innerJoin('floors as f', (join) =>
      join.onRef('f.tenant_id', '=', 'p.tenant_id').onRef('f.id', '=', 'p.floor_id').onRef('f.structure_revision', '=', 'p.revision'),
    )
    .select('p.component_id')
    .where('p.tenant_id', '=', tenantId)
    .where('f.configuration_id', 'in', [...configurationIds]);

/** The room types of the current rooms of those configurations that belong to a developer construction project. */
const developerRoomTypeIds = (trx: TenantTransaction, tenantId: string, configurationIds: readonly string[]) =>
  trx
    .selectFrom('floor_rooms as r')
    .innerJoin('floors as f', (join) =>
      join.onRef('f.tenant_id', '=', 'r.tenant_id').onRef('f.id', '=', 'r.floor_id').onRef('f.structure_revision', '=', 'r.revision'),
    )
    .innerJoin('configurations as c', (join) => join.onRef('c.tenant_id', '=', 'f.tenant_id').onRef('c.id', '=', 'f.configuration_id'))
    .innerJoin('projects as pr', (join) => join.onRef('pr.tenant_id', '=', 'c.tenant_id').onRef('pr.id', '=', 'c.project_id'))
    .select('r.room_type_id')
    .where('r.tenant_id', '=', tenantId)
    .where('f.configuration_id', 'in', [...configurationIds])
    .where('pr.property_developer_type', '=', 'DeveloperConstruction')
    .where('r.room_type_id', 'is not', null);

/** The ids among `configurationIds` with positions another feature adds; none when no feature adds any. */
const extraIdsQuery = (trx: TenantTransaction, tenantId: string, configurationIds: readonly string[]) =>
  extraPositions()?.idsQuery(trx, tenantId, configurationIds) ??
  trx.selectFrom('configurations').select('id').where('tenant_id', '=', tenantId).where(sql<boolean>`false`);

/** The one statement of `loadPricingInputs`, prices as of `day`. */
const pricingStatement = (trx: TenantTransaction, { tenantId, ids, day }: { tenantId: string; ids: readonly string[]; day: string }) =>
  trx.selectNoFrom([
    jsonArrayFrom(trx.selectFrom('quotes').select(['id', 'net_total']).where('tenant_id', '=', tenantId).where('id', 'in', ids)).as('frozen'),
    jsonArrayFrom(floorsOfConfigurationsQuery(trx, tenantId, ids)).as('floors'),
    jsonArrayFrom(componentsWithPricesQuery(trx, tenantId, day).where('c.id', 'in', placedComponentIds(trx, tenantId, ids))).as('components'),
    jsonArrayFrom(inclusiveAmountsQuery(trx, tenantId).where('room_type_id', 'in', developerRoomTypeIds(trx, tenantId, ids))).as('inclusive'),
    jsonArrayFrom(additionalInstallationsOfConfigurationsQuery(trx, tenantId, ids, day)).as('additional'),
    jsonArrayFrom(checkoutRowsQuery(trx, tenantId, ids)).as('checkouts'),
    jsonArrayFrom(optionsForPricingQuery(trx, tenantId).where('o.id', 'in', chosenOptionIdsQuery(trx, tenantId, ids))).as('options'),
    jsonArrayFrom(coverCountsQuery(trx, tenantId, ids)).as('covers'),
    jsonArrayFrom(extraIdsQuery(trx, tenantId, ids)).as('extra'),
  ]);

/** Built once per number of configurations (and whether a feature adds positions): building it took more CPU than running it. */
const runPricingStatement = compiledOnce(pricingStatement, () => (extraPositions() ? 'with extra positions' : ''));

/**
 * The pricing inputs of the given configurations in one statement, each kind of row a JSON
 * column of it: frozen totals, floors, the components placed with their prices, the inclusive
 * amounts of developer constructions, additional installations, checkouts, the options they
 * choose, the cover counts and which have positions another feature adds. The same one statement for one configuration or a page of them.
 */
export async function loadPricingInputs(trx: TenantTransaction, tenantId: string, configurationIds: readonly string[]): Promise<PricingInputs> {
  const ids = [...new Set(configurationIds)];
  if (ids.length === 0) {
    return {
      frozenNetTotals: new Map(),
      floors: [],
      pricingFloors: new Map(),
      contexts: new Map(),
      additionalInstallations: new Map(),
      checkouts: new Map(),
      covers: new Map(),
      withExtraPositions: [],
    };
  }
  const [row] = await runPricingStatement(trx, { tenantId, ids, day: today() });
  if (!row) throw new Error('The pricing statement, which selects from no table, answered no row');
  const floors = row.floors.map(toFloorWithStructure);
  const { floors: pricingFloors, developerConstructions } = toPricingFloors(ids, floors);
  const inclusiveAmounts = toInclusiveAmounts(row.inclusive);
  const { components, unitPrices } = toComponents(row.components);
  const options = new Map(row.options.map((option) => [option.id, toFound({ ...option, icon: null })]));
  return {
    frozenNetTotals: new Map(row.frozen.map((quote) => [quote.id, Number(quote.net_total)])),
    floors,
    pricingFloors,
    contexts: new Map(ids.map((id) => [id, { isDeveloperConstruction: developerConstructions.has(id), inclusiveAmounts, unitPrices, components }])),
    additionalInstallations: toAdditionalInstallations(ids, row.additional),
    checkouts: toCheckouts(ids, row.checkouts, options),
    covers: toCoverCounts(ids, row.covers),
    withExtraPositions: row.extra.map((extra) => extra.id),
  };
}
