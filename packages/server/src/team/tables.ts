import type { Role } from '@planner/api';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../db/schema';

/** An owner's invitation of a colleague by e-mail; only the SHA-256 of its token is kept. */
export interface InvitationsTable {
  tenant_id: string;
  id: Generated<string>;
  email: string;
  roles: Role[];
  token_sha256: string;
  invited_by: string;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date, never>;
  accepted_at: Date | null;
  accepted_user_id: string | null;
  revoked_at: Date | null;
}

declare module '../db/schema' {
  interface Database {
    invitations: InvitationsTable;
  }
}
