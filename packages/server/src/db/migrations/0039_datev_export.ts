import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from '../tenantIsolation';

/*
 * The tax adviser's booking batch (DATEV format, docs/adr/0017).
 *
 * `datev_settings`: the company's chart of accounts, consultant and client number, fiscal year,
 * ledger length and revenue accounts. `datev_debtors`: each customer's debtor number, given the
 * first time one of its invoices is exported and never changed, so the adviser's open items stay
 * with the same customer; the account is 10^length + number − 1 (10000 … 69999 at length 4).
 * `datev_exports`: every batch handed over, so a period exported before is seen as such.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table datev_settings (
      tenant_id uuid primary key references tenants (id) on delete cascade,
      chart text not null check (chart in ('SKR03', 'SKR04')),
      consultant_number integer not null check (consultant_number between 1001 and 9999999),
      client_number integer not null check (client_number between 1 and 99999),
      fiscal_year_start_month integer not null check (fiscal_year_start_month between 1 and 12),
      account_length integer not null check (account_length between 4 and 8),
      standard_account integer not null check (standard_account > 0),
      pv_zero_rate_account integer not null check (pv_zero_rate_account > 0),
      reverse_charge_account integer not null check (reverse_charge_account > 0)
    );

    create table datev_debtors (
      tenant_id uuid not null references tenants (id) on delete cascade,
      customer_id uuid not null,
      debtor_number integer not null check (debtor_number > 0),
      primary key (tenant_id, customer_id),
      unique (tenant_id, debtor_number),
      foreign key (tenant_id, customer_id) references customers (tenant_id, id) on delete cascade
    );

    create table datev_exports (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null,
      period_start text not null check (period_start ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      period_end text not null check (period_end ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      invoice_count integer not null check (invoice_count > 0),
      exported_at timestamptz not null,
      exported_by uuid,
      primary key (tenant_id, id),
      check (period_end >= period_start)
    );
    create index datev_exports_tenant_period_idx on datev_exports (tenant_id, period_start, period_end);
  `.execute(db);
  await enableTenantIsolation(db, 'datev_settings');
  await enableTenantIsolation(db, 'datev_debtors');
  await enableTenantIsolation(db, 'datev_exports');
}
