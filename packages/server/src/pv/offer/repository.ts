import { EMPTY_PV_OFFER_ADJUSTMENTS, type PvOfferAdjustments } from '@planner/api/pv';
import { sql } from 'kysely';
import { toJson } from '../../db/json';
import type { TenantTransaction } from '../../db/scopes';
import './tables';

export interface StoredPvOffer {
  version: number;
  adjustments: PvOfferAdjustments;
}

/** The quote's saved adjustments; none at version 0 while none were saved. */
export async function findOfferAdjustments(trx: TenantTransaction, tenantId: string, configurationId: string): Promise<StoredPvOffer> {
  const row = await trx
    .selectFrom('pv_offers')
    .select(['version', 'adjustments'])
    .where('tenant_id', '=', tenantId)
    .where('configuration_id', '=', configurationId)
    .executeTakeFirst();
  return row ? { version: row.version, adjustments: { ...EMPTY_PV_OFFER_ADJUSTMENTS, ...row.adjustments } } : { version: 0, adjustments: EMPTY_PV_OFFER_ADJUSTMENTS };
}

/**
 * Saves the adjustments as the version after `basedOn`; 'conflict' when the stored ones are at
 * another version. The first save inserts (two first saves: the second meets the unique key and
 * waits, then finds its row taken and is refused).
 */
export async function saveOfferAdjustments(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
  basedOn: number,
  adjustments: PvOfferAdjustments,
): Promise<number | 'conflict'> {
  const version = basedOn + 1;
  if (basedOn === 0) {
    const inserted = await trx
      .insertInto('pv_offers')
      .values({ tenant_id: tenantId, configuration_id: configurationId, version, adjustments: toJson(adjustments) })
      .onConflict((conflict) => conflict.columns(['tenant_id', 'configuration_id']).doNothing())
      .returning('version')
      .executeTakeFirst();
    return inserted ? version : 'conflict';
  }
  const updated = await trx
    .updateTable('pv_offers')
    .set({ version, adjustments: toJson(adjustments), updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('configuration_id', '=', configurationId)
    .where('version', '=', basedOn)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n ? version : 'conflict';
}
