import type { AuditEventDetails, AuditEventName } from '@planner/api';
import { sql } from 'kysely';
import { ACTOR_SETTING } from '../db/roles';
import type { SystemTransaction, TenantTransaction } from '../db/scopes';

type Transaction = TenantTransaction | SystemTransaction;

/** A business event of one audited record, named as the log shows it. */
export interface AuditEvent {
  /** The record's table, as in `ServerFeature.auditedRecords`. */
  entity: string;
  entityId: string;
  event: AuditEventName;
  details?: AuditEventDetails;
}

/**
 * Records `event` as its own entry of the audit log, with the fields that `write` changes of the
 * record (the trigger of migration 0032 names the record's first write in `write` with it). When
 * `write` changes nothing of the record, the event is recorded on its own. Everything happens in
 * the caller's transaction: the event is recorded exactly when its change is.
 */
export async function withAuditEvent<T>(trx: Transaction, tenantId: string, event: AuditEvent, write: () => Promise<T>): Promise<T> {
  const announced = JSON.stringify({ entity: event.entity, entityId: event.entityId, event: event.event, details: event.details ?? {} });
  await sql`select set_config('app.audit_event', ${announced}, true)`.execute(trx);
  const result = await write();
  const { rows } = await sql<{ pending: string }>`select coalesce(current_setting('app.audit_event', true), '') as pending`.execute(trx);
  if (rows[0]?.pending) {
    await sql`select set_config('app.audit_event', '', true)`.execute(trx);
    await trx
      .insertInto('audit_log')
      .values({
        tenant_id: tenantId,
        user_id: sql<string | null>`nullif(current_setting('app.user_id', true), '')::uuid`,
        entity: event.entity,
        entity_id: event.entityId,
        action: 'changed',
        event: event.event,
        details: JSON.stringify(event.details ?? {}),
      })
      .execute();
  }
  return result;
}

/** Records an event that changes no row of its own. */
export const recordAuditEvent = (trx: Transaction, tenantId: string, event: AuditEvent) => withAuditEvent(trx, tenantId, event, async () => undefined);

/** From here on in this transaction, `userId` is the acting user the log names (e.g. an invitee who just became a user). */
export async function actAs(trx: Transaction, userId: string): Promise<void> {
  await sql`select set_config(${ACTOR_SETTING}, ${userId}, true)`.execute(trx);
}
