import { germanDay } from '@planner/api';
import { EMPTY_PV_DESIGN, EMPTY_PV_OFFER_ADJUSTMENTS, pvOfferPositions, type PvDesignContent, type PvOfferAdjustments } from '@planner/api/pv';
import type { TenantTransaction } from '../../db/scopes';
import type { PvPartKind } from '../tables';
import { partPrices, type PartRow } from '../partRepository';
import { coveringIdsOf, isEmptyOffer, needsMountingParts, offerPartsList } from './offerPartsList';
import '../design/tables';
import './tables';

/** The ids among `configurationIds` that have a PV design or PV adjustments, as rows `{ id }`. */
export function pvOfferIdsQuery(trx: TenantTransaction, tenantId: string, configurationIds: readonly string[]) {
  const ids = [...configurationIds];
  return trx
    .selectFrom('pv_designs')
    .select('configuration_id as id')
    .where('tenant_id', '=', tenantId)
    .where('configuration_id', 'in', ids)
    .union(trx.selectFrom('pv_offers').select('configuration_id as id').where('tenant_id', '=', tenantId).where('configuration_id', 'in', ids));
}

interface OpenOffer {
  design: PvDesignContent;
  adjustments: PvOfferAdjustments;
}

async function openOffers(trx: TenantTransaction, tenantId: string, ids: readonly string[]): Promise<Map<string, OpenOffer>> {
  const rows = await trx
    .selectFrom('configurations as c')
    .leftJoin('pv_designs as d', (join) => join.onRef('d.tenant_id', '=', 'c.tenant_id').onRef('d.configuration_id', '=', 'c.id'))
    .leftJoin('pv_offers as o', (join) => join.onRef('o.tenant_id', '=', 'c.tenant_id').onRef('o.configuration_id', '=', 'c.id'))
    .select(['c.id', 'd.design', 'o.adjustments'])
    .where('c.tenant_id', '=', tenantId)
    .where('c.id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        design: { ...EMPTY_PV_DESIGN, ...(row.design ?? {}) },
        adjustments: { ...EMPTY_PV_OFFER_ADJUSTMENTS, ...(row.adjustments ?? {}) },
      },
    ]),
  );
}

interface PricedRow extends PartRow {
  kind: PvPartKind;
}

/**
 * The parts `ids` and every PV service and mounting part of the company, by name, each with its
 * price as of `day` (and its fitting metal roof tile's), in one statement.
 */
async function partsAsOf(trx: TenantTransaction, tenantId: string, ids: readonly string[], day: string) {
  const rows = await trx
    .selectFrom('pv_components as c')
    .leftJoin('pv_manufacturers as m', (join) => join.onRef('m.tenant_id', '=', 'c.tenant_id').onRef('m.id', '=', 'c.manufacturer_id'))
    .leftJoin('pv_components as f', (join) => join.onRef('f.tenant_id', '=', 'c.tenant_id').onRef('f.id', '=', 'c.fitting_metal_roof_tile_id'))
    .select([
      'c.id',
      'c.kind',
      'c.name',
      'c.description',
      'c.technical_data',
      partPrices.current('c').as('price'),
      partPrices.asOfColumn('c', day).as('price_as_of'),
      'm.id as manufacturer_id',
      'm.name as manufacturer_name',
      'f.id as fitting_id',
      'f.name as fitting_name',
      partPrices.current('f').as('fitting_price'),
      partPrices.asOfColumn('f', day).as('fitting_price_as_of'),
    ])
    .where('c.tenant_id', '=', tenantId)
    .where((where) => where.or([where('c.kind', 'in', ['pv-service', 'mounting-part']), ...(ids.length > 0 ? [where('c.id', 'in', [...ids])] : [])]))
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
  const prices = new Map<string, number>();
  const parts = rows.map((row): PricedRow => {
    if (row.price_as_of !== null) prices.set(row.id, row.price_as_of);
    if (row.fitting_id && row.fitting_price_as_of !== null) prices.set(row.fitting_id, row.fitting_price_as_of);
    return {
      id: row.id,
      kind: row.kind,
      name: row.name,
      description: row.description,
      price: row.price,
      technicalData: row.technical_data,
      icon: null,
      dataSheet: null,
      manufacturer: row.manufacturer_id && row.manufacturer_name ? { id: row.manufacturer_id, name: row.manufacturer_name } : null,
      fittingMetalRoofTile:
        row.fitting_id && row.fitting_name !== null && row.fitting_price !== null
          ? { id: row.fitting_id, name: row.fitting_name, price: row.fitting_price }
          : null,
      mppInputs: [],
    };
  });
  return { parts, prices };
}

const partIdsOf = ({ design }: OpenOffer) => [
  ...(design.moduleId ? [design.moduleId] : []),
  ...design.inverters.map((entry) => entry.inverterId),
  ...(design.batteryId ? [design.batteryId] : []),
  ...(design.wallboxId ? [design.wallboxId] : []),
  ...(design.heaterRodId ? [design.heaterRodId] : []),
  ...coveringIdsOf(design),
];

/**
 * The net totals in cents of the PV positions of open quotes, by id, as `pricePvOffer` prices
 * them for the PV offer page (today's prices, the planner's adjustments), for many quotes in two
 * statements: their designs and adjustments, then the parts they name and the company's services
 * and mounting parts with the day's prices. Quotes without PV positions are left out.
 */
export async function openPvOfferNetTotalsCents(
  trx: TenantTransaction,
  tenantId: string,
  configurationIds: readonly string[],
  day = germanDay(),
): Promise<Map<string, number>> {
  if (configurationIds.length === 0) return new Map();
  const offers = [...(await openOffers(trx, tenantId, configurationIds))].filter(([, offer]) => !isEmptyOffer(offer.design, offer.adjustments));
  if (offers.length === 0) return new Map();
  const { parts, prices } = await partsAsOf(trx, tenantId, [...new Set(offers.flatMap(([, offer]) => partIdsOf(offer)))], day);
  const byId = new Map(parts.map((row) => [row.id, row]));
  const ofKind = (kind: PvPartKind, id: string | null) => {
    const row = id ? byId.get(id) : undefined;
    return row?.kind === kind ? row : undefined;
  };
  const services = parts.filter((row) => row.kind === 'pv-service');
  const mountingParts = parts.filter((row) => row.kind === 'mounting-part');

  const totals = new Map<string, number>();
  for (const [id, { design, adjustments }] of offers) {
    const coveringIds = coveringIdsOf(design);
    const inverterIds = [...new Set(design.inverters.map((entry) => entry.inverterId))];
    const { partsList } = offerPartsList({
      design,
      adjustments,
      module: ofKind('pv-module', design.moduleId),
      inverters: inverterIds.flatMap((inverterId) => ofKind('inverter', inverterId) ?? []),
      battery: ofKind('battery-storage', design.batteryId),
      wallbox: ofKind('wallbox', design.wallboxId),
      heaterRod: ofKind('heater-rod', design.heaterRodId),
      services,
      coverings: coveringIds.flatMap((coveringId) => ofKind('roof-tile', coveringId) ?? ofKind('metal-roof-tile', coveringId) ?? []),
      mountingParts: needsMountingParts(design) ? mountingParts : [],
      prices,
    });
    totals.set(id, pvOfferPositions(partsList, adjustments).totals.netTotal);
  }
  return totals;
}
