import type { DatevChart } from '@planner/api';
import type { ColumnType } from 'kysely';

export interface DatevSettingsTable {
  tenant_id: string;
  chart: DatevChart;
  consultant_number: number;
  client_number: number;
  fiscal_year_start_month: number;
  account_length: number;
  standard_account: number;
  pv_zero_rate_account: number;
  reverse_charge_account: number;
}

export interface DatevDebtorsTable {
  tenant_id: string;
  customer_id: string;
  debtor_number: number;
}

export interface DatevExportsTable {
  tenant_id: string;
  id: string;
  /** ISO days, both included. */
  period_start: string;
  period_end: string;
  invoice_count: number;
  exported_at: ColumnType<Date, Date, never>;
  exported_by: string | null;
}

declare module '../db/schema' {
  interface Database {
    datev_settings: DatevSettingsTable;
    datev_debtors: DatevDebtorsTable;
    datev_exports: DatevExportsTable;
  }
}
