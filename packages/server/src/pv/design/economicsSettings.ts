import { DEFAULT_PV_ECONOMICS_SETTINGS, type PvEconomicsSettings } from '@planner/api/pv';
import { toJson } from '../../db/json';
import type { TenantTransaction } from '../../db/scopes';

/** The company's yield and economics settings; the defaults (ADR 0029) until an owner changed them. */
export async function findPvEconomicsSettings(trx: TenantTransaction, tenantId: string): Promise<PvEconomicsSettings> {
  const row = await trx.selectFrom('tenants').select('pv_economics_settings').where('id', '=', tenantId).executeTakeFirst();
  return row?.pv_economics_settings ?? DEFAULT_PV_ECONOMICS_SETTINGS;
}

/** Stores them in date order; `false` when the tenant does not exist. */
export async function savePvEconomicsSettings(trx: TenantTransaction, tenantId: string, settings: PvEconomicsSettings): Promise<boolean> {
  const byDay = <T extends { validFrom: string }>(rows: T[]) => [...rows].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  const sorted = { ...settings, electricityPrices: byDay(settings.electricityPrices), feedInTariffs: byDay(settings.feedInTariffs) };
  const { numUpdatedRows } = await trx
    .updateTable('tenants')
    .set({ pv_economics_settings: toJson(sorted) })
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return numUpdatedRows > 0n;
}
