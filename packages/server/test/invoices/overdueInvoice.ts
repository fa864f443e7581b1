import { addDays } from '@planner/api';
import { sql } from 'kysely';
import type { TestDatabase } from '../support/testDatabase';

/**
 * Moves an issued invoice back in time so that it fell due on `dueDate`, dated 14 days before,
 * in its row and its frozen document, as if it had been issued then. An issued invoice's dates
 * never change otherwise (its trigger refuses), so the triggers are off for this one update.
 */
export async function fellDueOn(database: TestDatabase, invoiceId: string, dueDate: string): Promise<void> {
  const invoiceDate = addDays(dueDate, -14);
  await database.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`
      update invoices
         set due_date = ${dueDate},
             invoice_date = ${invoiceDate},
             document = jsonb_set(jsonb_set(document, '{dueDate}', to_jsonb(${dueDate}::text)), '{invoiceDate}', to_jsonb(${invoiceDate}::text))
       where id = ${invoiceId}`.execute(trx);
  });
}
