import { sql, type Kysely } from 'kysely';

/*
 * A DATANORM import is one entry of the audit log, not one per article: confirming 100 000
 * articles wrote 100 000 'Angelegt' entries through a row trigger each (a third of the import's
 * time on the embedded database) and buried the company's other entries. Writes in a transaction
 * that sets `app.audit_rows` to 'off' (the import's chunks, ADR 0016) pass the trigger of the
 * installations and additional installations; the import records a named event with its counts
 * instead, in the name of who confirmed it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table datanorm_imports add column confirmed_by uuid`.execute(db);
  for (const table of ['electrical_components', 'additional_installations']) {
    await sql`
      drop trigger audit_row_change on ${sql.table(table)};
      create trigger audit_row_change after insert or update or delete on ${sql.table(table)}
        for each row when (current_setting('app.audit_rows', true) is distinct from 'off')
        execute function audit_row_change('archivable');
    `.execute(db);
  }
}
