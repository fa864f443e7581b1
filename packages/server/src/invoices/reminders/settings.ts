import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '@planner/api';
import { toJson } from '../../db/json';
import type { TenantTransaction } from '../../db/scopes';

/** The company's dunning settings, or the defaults (2,50 €, 10 days, the published base rates) until it saves its own. */
export async function findReminderSettings(trx: TenantTransaction, tenantId: string): Promise<ReminderSettings> {
  const row = await trx.selectFrom('reminder_settings').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
  if (!row) return DEFAULT_REMINDER_SETTINGS;
  return { fee: Number(row.fee), payDays: row.pay_days, baseRates: row.base_rates };
}

export async function saveReminderSettings(trx: TenantTransaction, tenantId: string, settings: ReminderSettings): Promise<void> {
  const values = { fee: settings.fee, pay_days: settings.payDays, base_rates: toJson(settings.baseRates) };
  await trx
    .insertInto('reminder_settings')
    .values({ tenant_id: tenantId, ...values })
    .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet(values))
    .execute();
}
