import { sql, type Kysely } from 'kysely';

/*
 * A customer's e-invoice address (XRechnung BT-49): by default their e-mail, another e-mail
 * address, or the Leitweg-ID of a public-sector buyer. Every customer so far uses their e-mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table customers
      add column e_invoice_scheme text not null default 'Email'
        constraint customers_e_invoice_scheme_check check (e_invoice_scheme in ('Email', 'LeitwegId')),
      add column e_invoice_address text not null default '';
  `.execute(db);
}
