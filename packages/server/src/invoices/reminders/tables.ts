import type { BaseRate, DebtorKind, InterestPeriod, ReminderLevel } from '@planner/api';
import type { ColumnType } from 'kysely';
import type { JsonColumn } from '../../db/json';

export interface PaymentRemindersTable {
  tenant_id: string;
  id: string;
  invoice_id: string;
  level: ReminderLevel;
  reminder_date: string;
  pay_by: string;
  debtor: DebtorKind;
  amount_due: ColumnType<string | number, number, never>;
  fee: ColumnType<string | number, number, never>;
  interest: ColumnType<string | number, number, never>;
  lump_sum: ColumnType<string | number, number, never>;
  interest_periods: JsonColumn<InterestPeriod[]>;
  emailed_to: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface ReminderSettingsTable {
  tenant_id: string;
  fee: ColumnType<string | number, number, number>;
  pay_days: number;
  base_rates: JsonColumn<BaseRate[]>;
}

declare module '../../db/schema' {
  interface Database {
    payment_reminders: PaymentRemindersTable;
    reminder_settings: ReminderSettingsTable;
  }
}
