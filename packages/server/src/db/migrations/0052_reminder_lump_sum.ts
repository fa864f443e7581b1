import { sql, type Kysely } from 'kysely';

/*
 * The 40 € lump sum of § 288 Abs. 5 BGB on a dunning letter to a business (ADR 0024): frozen
 * with the reminder like its fee and interest, and charged at most once per invoice, which the
 * partial unique index keeps even against two requests at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table payment_reminders
      add column lump_sum bigint not null default 0 check (lump_sum >= 0 and (lump_sum = 0 or (debtor = 'Business' and level <> 'Reminder')));
    create unique index payment_reminders_one_lump_sum on payment_reminders (tenant_id, invoice_id) where lump_sum > 0;
  `.execute(db);
}
