import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from '../tenantIsolation';

/*
 * Payment reminders (docs/adr/0024).
 *
 * `payment_reminders`: each Zahlungserinnerung and 1st and 2nd Mahnung of an invoice with the
 * figures it was made with (open amount, fee, default interest and its periods, the new date to
 * pay by), at most one per level and invoice; whom it was e-mailed to. Its PDF is a document of
 * the pipeline (kind 'PaymentReminder', ADR 0013). `reminder_settings`: a company's fee, days to
 * pay and the base rates of § 247 BGB by date; without a row the defaults of the API apply.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payment_reminders (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null,
      invoice_id uuid not null,
      level text not null check (level in ('Reminder', 'First', 'Second')),
      reminder_date text not null check (reminder_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      pay_by text not null check (pay_by ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' and pay_by > reminder_date),
      debtor text not null check (debtor in ('Consumer', 'Business')),
      amount_due bigint not null check (amount_due > 0),
      fee bigint not null check (fee >= 0),
      interest bigint not null check (interest >= 0),
      interest_periods jsonb not null,
      emailed_to text,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, invoice_id, level),
      foreign key (tenant_id, invoice_id) references invoices (tenant_id, id) on delete cascade
    );

    create table reminder_settings (
      tenant_id uuid primary key references tenants (id) on delete cascade,
      fee bigint not null check (fee between 0 and 10000),
      pay_days integer not null check (pay_days between 1 and 60),
      base_rates jsonb not null check (jsonb_typeof(base_rates) = 'array' and jsonb_array_length(base_rates) between 1 and 100)
    );

    alter table documents drop constraint documents_kind_check;
    alter table documents add constraint documents_kind_check check (kind in ('Quote', 'Invoice', 'PaymentReminder'));
  `.execute(db);
  await enableTenantIsolation(db, 'payment_reminders');
  await enableTenantIsolation(db, 'reminder_settings');
}
