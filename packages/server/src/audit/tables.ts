import type { Generated } from 'kysely';

/** Written by the triggers of migration 0014 only; the app reads it. */
export interface AuditLogTable {
  tenant_id: string;
  id: Generated<string>;
  occurred_at: Generated<Date>;
  user_id: string | null;
  entity: string;
  entity_id: string;
  action: string;
}

declare module '../db/schema' {
  interface Database {
    audit_log: AuditLogTable;
  }
}
