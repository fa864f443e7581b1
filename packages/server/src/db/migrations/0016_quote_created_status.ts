import { sql, type Kysely } from 'kysely';

/*
 * A finalized quote is 'Created' until the company marks it as sent: finalizing writes the PDF,
 * it does not send it. Quotes finalized before keep 'Sent'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table configurations drop constraint configurations_quote_status_check;
    alter table configurations add constraint configurations_quote_status_check
      check (quote_status in ('Created', 'Sent', 'Accepted', 'Declined'));
    alter table quotes drop constraint quotes_quote_status_check;
    alter table quotes add constraint quotes_quote_status_check
      check (quote_status in ('Created', 'Sent', 'Accepted', 'Declined'));
    alter table quotes alter column quote_status set default 'Created';
  `.execute(db);
}
