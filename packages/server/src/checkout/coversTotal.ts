import type { OutletCoverType } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';

/** How many installations on a configuration's floors need each kind of cover. */
export interface CoverCounts {
  outlets: number;
  lightSwitches: number;
  thermostats: number;
}

const NO_COVERS: CoverCounts = { outlets: 0, lightSwitches: 0, thermostats: 0 };

/** How many installations on the floors of each given configuration need each kind of cover, as a query. */
export const coverCountsQuery = (trx: TenantTransaction, tenantId: string, configurationIds: readonly string[]) =>
  trx
    .selectFrom('floor_components as p')
    .innerJoin('floors as f', (join) =>
      join.onRef('f.tenant_id', '=', 'p.tenant_id').onRef('f.id', '=', 'p.floor_id').onRef('f.structure_revision', '=', 'p.revision'),
    )
    .innerJoin('electrical_components as c', (join) =>
      join.onRef('c.tenant_id', '=', 'p.tenant_id').onRef('c.id', '=', 'p.component_id'),
    )
    .select((eb) => [
      'f.configuration_id',
      eb.fn.countAll<string>().filterWhere('c.cover_kind', '=', 'Outlet').as('outlets'),
      eb.fn.countAll<string>().filterWhere('c.cover_kind', '=', 'LightSwitch').as('light_switches'),
      eb.fn.countAll<string>().filterWhere('c.cover_kind', '=', 'Thermostat').as('thermostats'),
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('f.configuration_id', 'in', [...configurationIds])
    .groupBy('f.configuration_id');

type CoverCountRow = Awaited<ReturnType<ReturnType<typeof coverCountsQuery>['executeTakeFirstOrThrow']>>;

/** The cover counts of each given configuration; none for one that has no row. */
export function toCoverCounts(configurationIds: readonly string[], rows: readonly CoverCountRow[]): Map<string, CoverCounts> {
  const counts = new Map<string, CoverCounts>(configurationIds.map((id) => [id, NO_COVERS]));
  for (const row of rows) {
    counts.set(row.configuration_id, {
      outlets: Number(row.outlets),
      lightSwitches: Number(row.light_switches),
      thermostats: Number(row.thermostats),
    });
  }
  return counts;
}

/** Counts the installations placed on every floor of each given configuration by their component's cover kind. */
export async function countCoversOfConfigurations(
  trx: TenantTransaction,
  tenantId: string,
  configurationIds: readonly string[],
): Promise<Map<string, CoverCounts>> {
  if (configurationIds.length === 0) return toCoverCounts(configurationIds, []);
  return toCoverCounts(configurationIds, await coverCountsQuery(trx, tenantId, configurationIds).execute());
}

/** Counts the installations placed on every floor of the configuration by their component's cover kind. */
export async function countCovers(trx: TenantTransaction, tenantId: string, configurationId: string): Promise<CoverCounts> {
  return (await countCoversOfConfigurations(trx, tenantId, [configurationId])).get(configurationId) ?? NO_COVERS;
}

/** Outlets, light switches and thermostats, each times its cover price. */
export const coversPriceCents = (cover: OutletCoverType, counts: CoverCounts): number =>
  counts.outlets * cover.outletCoverPrice + counts.lightSwitches * cover.lightSwitchPrice + counts.thermostats * cover.thermostatPrice;

/**
 * The price of the chosen covers of each given configuration, in cents, for every
 * installation on its floors; null while no cover type is chosen. The total-covers-price
 * endpoint and the configuration totals both price covers with it.
 */
export async function coversTotalsCents(
  trx: TenantTransaction,
  tenantId: string,
  coversByConfiguration: ReadonlyMap<string, OutletCoverType | null>,
): Promise<Map<string, number | null>> {
  const covered = [...coversByConfiguration].filter(([, cover]) => cover !== null).map(([id]) => id);
  const counts = await countCoversOfConfigurations(trx, tenantId, covered);
  return new Map(
    [...coversByConfiguration].map(([id, cover]) => [id, cover ? coversPriceCents(cover, counts.get(id) ?? NO_COVERS) : null]),
  );
}

/** The price of the configuration's chosen covers in cents; null while no cover type is chosen. */
export async function configurationCoversTotalCents(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
  cover: OutletCoverType | null,
): Promise<number | null> {
  return (await coversTotalsCents(trx, tenantId, new Map([[configurationId, cover]]))).get(configurationId) ?? null;
}
