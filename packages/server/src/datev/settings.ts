import { DEFAULT_DATEV_SETTINGS, type DatevSettings, type DatevSettingsView } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import type { DatevSettingsTable } from './tables';

const toSettings = (row: DatevSettingsTable): DatevSettings => ({
  chart: row.chart,
  consultantNumber: row.consultant_number,
  clientNumber: row.client_number,
  fiscalYearStartMonth: row.fiscal_year_start_month,
  accountLength: row.account_length,
  revenueAccounts: { Standard: row.standard_account, PvZeroRate: row.pv_zero_rate_account, ReverseCharge: row.reverse_charge_account },
});

/** The company's saved settings; `lock` holds them until the transaction ends (one export at a time). */
export async function findDatevSettings(trx: TenantTransaction, tenantId: string, lock = false): Promise<DatevSettings | undefined> {
  let query = trx.selectFrom('datev_settings').selectAll().where('tenant_id', '=', tenantId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toSettings(row) : undefined;
}

/** The saved settings, or the defaults (SKR 03, no consultant and client number) before the first save. */
export async function viewDatevSettings(trx: TenantTransaction, tenantId: string): Promise<DatevSettingsView> {
  return (await findDatevSettings(trx, tenantId)) ?? DEFAULT_DATEV_SETTINGS;
}

export async function saveDatevSettings(trx: TenantTransaction, tenantId: string, settings: DatevSettings): Promise<void> {
  const values = {
    chart: settings.chart,
    consultant_number: settings.consultantNumber,
    client_number: settings.clientNumber,
    fiscal_year_start_month: settings.fiscalYearStartMonth,
    account_length: settings.accountLength,
    standard_account: settings.revenueAccounts.Standard,
    pv_zero_rate_account: settings.revenueAccounts.PvZeroRate,
    reverse_charge_account: settings.revenueAccounts.ReverseCharge,
  };
  await trx
    .insertInto('datev_settings')
    .values({ tenant_id: tenantId, ...values })
    .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet(values))
    .execute();
}
