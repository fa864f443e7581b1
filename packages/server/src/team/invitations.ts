import { INVITATION_VALID_DAYS, type Invitation, type InvitationState, type ListQuery, type Role } from '@planner/api';
import { sql, type Selectable } from 'kysely';
import { newLinkToken, sha256Hex } from '../auth';
import { pagedList, type ListDefinition } from '../db/listing';
import type { SystemTransaction, TenantTransaction } from '../db/scopes';
import type { InvitationsTable } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;

const INVITATION_LIST: ListDefinition<'CreatedAt'> = {
  sortBy: { CreatedAt: [sql`invitations.created_at`] },
  defaultSortBy: 'CreatedAt',
  defaultSortOrder: 'Desc',
  idColumn: 'invitations.id',
  searchIn: ['invitations.email'],
};

type InvitationRow = Pick<Selectable<InvitationsTable>, 'id' | 'email' | 'roles' | 'created_at' | 'expires_at' | 'accepted_at' | 'revoked_at'> & {
  inviter_first_name: string;
  inviter_last_name: string;
};

export function invitationState(row: Pick<InvitationRow, 'accepted_at' | 'revoked_at' | 'expires_at'>, now = Date.now()): InvitationState {
  if (row.accepted_at) return 'Accepted';
  if (row.revoked_at) return 'Revoked';
  return row.expires_at.getTime() <= now ? 'Expired' : 'Pending';
}

const invitationOf = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  roles: row.roles,
  state: invitationState(row),
  invitedBy: `${row.inviter_first_name} ${row.inviter_last_name}`,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
});

const withInviter = (trx: TenantTransaction, tenantId: string) =>
  trx
    .selectFrom('invitations')
    .innerJoin('users as inviter', 'inviter.id', 'invitations.invited_by')
    .where('invitations.tenant_id', '=', tenantId);

const INVITATION_COLUMNS = [
  'invitations.id',
  'invitations.email',
  'invitations.roles',
  'invitations.created_at',
  'invitations.expires_at',
  'invitations.accepted_at',
  'invitations.revoked_at',
  'inviter.first_name as inviter_first_name',
  'inviter.last_name as inviter_last_name',
] as const;

export async function listInvitations(trx: TenantTransaction, tenantId: string, query: ListQuery<'CreatedAt'>) {
  const { rows, filtered, total } = await pagedList({
    listed: withInviter(trx, tenantId),
    query,
    list: INVITATION_LIST,
    readPage: (page) => page.select(INVITATION_COLUMNS).execute(),
  });
  return { rows: rows.map(invitationOf), filtered, total };
}

async function findInvitation(trx: TenantTransaction, tenantId: string, id: string) {
  const row = await withInviter(trx, tenantId).select(INVITATION_COLUMNS).where('invitations.id', '=', id).executeTakeFirst();
  return row && invitationOf(row);
}

/**
 * A new invitation; one still open to the same address (case ignored) in this company is revoked,
 * so the newest link, with the newest roles, is the only one that works.
 */
export async function createInvitation(
  trx: TenantTransaction,
  tenantId: string,
  input: { email: string; roles: Role[]; invitedBy: string },
) {
  await trx
    .updateTable('invitations')
    .set({ revoked_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(email)`, '=', input.email.toLowerCase())
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  const { token, tokenSha256 } = newLinkToken();
  const expiresAt = new Date(Date.now() + INVITATION_VALID_DAYS * DAY_MS);
  const { id } = await trx
    .insertInto('invitations')
    .values({
      tenant_id: tenantId,
      email: input.email,
      roles: input.roles,
      token_sha256: tokenSha256,
      invited_by: input.invitedBy,
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invitation = await findInvitation(trx, tenantId, id);
  return { invitation: invitation as Invitation, token, expiresAt };
}

/** Revokes an open invitation; answers it, `undefined` when there is none of this id. */
export async function revokeInvitation(trx: TenantTransaction, tenantId: string, id: string) {
  await trx
    .updateTable('invitations')
    .set({ revoked_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  return findInvitation(trx, tenantId, id);
}

/** The invitation of a token with its company's name; `forUpdate` locks it for accepting. */
export function invitationByToken(trx: SystemTransaction, token: string) {
  return trx
    .selectFrom('invitations')
    .innerJoin('tenants', 'tenants.id', 'invitations.tenant_id')
    .select([
      'invitations.id',
      'invitations.tenant_id as tenantId',
      'invitations.email',
      'invitations.roles',
      'invitations.expires_at',
      'invitations.accepted_at',
      'invitations.revoked_at',
      'tenants.name as companyName',
    ])
    .where('invitations.token_sha256', '=', sha256Hex(token));
}

export async function markAccepted(trx: SystemTransaction, tenantId: string, id: string, userId: string): Promise<void> {
  await trx
    .updateTable('invitations')
    .set({ accepted_at: sql<Date>`now()`, accepted_user_id: userId })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}
