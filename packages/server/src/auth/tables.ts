import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../db/schema';

/** One counter per limited key (e.g. a login name at an address) and its current window. */
export interface AttemptCountersTable {
  key: string;
  window_started_at: Date;
  attempts: number;
}

/** A single-use link to set a new password; only the SHA-256 of its token is kept. */
export interface PasswordResetsTable {
  tenant_id: string;
  id: Generated<string>;
  user_id: string;
  token_sha256: string;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date, never>;
  used_at: Date | null;
}

declare module '../db/schema' {
  interface Database {
    attempt_counters: AttemptCountersTable;
    password_resets: PasswordResetsTable;
  }
}
