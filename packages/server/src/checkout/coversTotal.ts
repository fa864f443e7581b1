import type { OutletCoverType } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';

/** How many installations on a configuration's floors need each kind of cover. */
export interface CoverCounts {
  outlets: number;
  lightSwitches: number;
  thermostats: number;
}

/** Counts the installations placed on every floor of the configuration by their component's cover kind. */
export async function countCovers(trx: TenantTransaction, tenantId: string, configurationId: string): Promise<CoverCounts> {
  const row = await trx
    .selectFrom('floor_components as p')
    .innerJoin('floors as f', (join) => join.onRef('f.tenant_id', '=', 'p.tenant_id').onRef('f.id', '=', 'p.floor_id'))
    .innerJoin('electrical_components as c', (join) =>
      join.onRef('c.tenant_id', '=', 'p.tenant_id').onRef('c.id', '=', 'p.component_id'),
    )
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('c.cover_kind', '=', 'Outlet').as('outlets'),
      eb.fn.countAll<string>().filterWhere('c.cover_kind', '=', 'LightSwitch').as('light_switches'),
      eb.fn.countAll<string>().filterWhere('c.cover_kind', '=', 'Thermostat').as('thermostats'),
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('f.configuration_id', '=', configurationId)
    .executeTakeFirstOrThrow();
  return { outlets: Number(row.outlets), lightSwitches: Number(row.light_switches), thermostats: Number(row.thermostats) };
}

/** Outlets, light switches and thermostats, each times its cover price. */
export const coversPriceCents = (cover: OutletCoverType, counts: CoverCounts): number =>
  counts.outlets * cover.outletCoverPrice + counts.lightSwitches * cover.lightSwitchPrice + counts.thermostats * cover.thermostatPrice;

/**
 * The price of the chosen covers for every installation on the configuration's floors, in
 * cents; null while no cover type is chosen. The total-covers-price endpoint and the
 * configuration total both price covers with it.
 */
export async function configurationCoversTotalCents(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
  cover: OutletCoverType | null,
): Promise<number | null> {
  return cover ? coversPriceCents(cover, await countCovers(trx, tenantId, configurationId)) : null;
}
