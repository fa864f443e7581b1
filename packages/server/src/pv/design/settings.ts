import { DEFAULT_PV_DESIGN_SETTINGS, type PvDesignSettings } from '@planner/api/pv';
import { toJson } from '../../db/json';
import type { TenantTransaction } from '../../db/scopes';

/** The company's PV design settings; the defaults (ADR 0014, 0023) until an owner changed them. */
export async function findPvDesignSettings(trx: TenantTransaction, tenantId: string): Promise<PvDesignSettings> {
  const row = await trx.selectFrom('tenants').select('pv_design_settings').where('id', '=', tenantId).executeTakeFirst();
  return row?.pv_design_settings ?? DEFAULT_PV_DESIGN_SETTINGS;
}

/** `false` when the tenant does not exist. */
export async function savePvDesignSettings(trx: TenantTransaction, tenantId: string, settings: PvDesignSettings): Promise<boolean> {
  const { numUpdatedRows } = await trx
    .updateTable('tenants')
    .set({ pv_design_settings: toJson(settings) })
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return numUpdatedRows > 0n;
}
