import type { ColumnType, Generated } from 'kysely';

/** Written by the triggers of migrations 0014 and 0032 and by `withAuditEvent`; never changed. */
export interface AuditLogTable {
  tenant_id: string;
  id: Generated<string>;
  occurred_at: Generated<Date>;
  user_id: string | null;
  entity: string;
  entity_id: string;
  action: string;
  event: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
  changes: ColumnType<unknown[], string | undefined, never>;
}

declare module '../db/schema' {
  interface Database {
    audit_log: AuditLogTable;
  }
}
