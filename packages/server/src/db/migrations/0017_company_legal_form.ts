import { sql, type Kysely } from 'kysely';

/*
 * Company legal data gets its legal form and separate fields for tax number and VAT id. Every
 * company so far had the four fields of a GmbH; a VAT id in the one tax field moves to `vatId`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update tenants
       set legal_information = legal_information
         || jsonb_build_object('legalForm', 'GmbH')
         || case when legal_information->>'taxId' ~ '^DE[0-9]{9}$'
                 then jsonb_build_object('taxId', '', 'vatId', legal_information->>'taxId')
                 else jsonb_build_object('vatId', '') end
     where legal_information is not null and not legal_information ? 'legalForm'
  `.execute(db);
}
