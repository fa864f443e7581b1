import type { CurrentUser, Role } from '@planner/api';
import { sql } from 'kysely';
import type { SystemTransaction, TenantTransaction } from '../db/scopes';

/** Name of the unique index that makes a login name (case-insensitively) unique. */
export const LOGIN_NAME_UNIQUE_INDEX = 'users_login_name_key';

export interface NewUser {
  tenantId: string;
  loginName: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  roles: Role[];
}

export async function insertUser(trx: SystemTransaction, user: NewUser): Promise<string> {
  const { id } = await trx
    .insertInto('users')
    .values({
      tenant_id: user.tenantId,
      login_name: user.loginName,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      password_hash: user.passwordHash,
      roles: user.roles,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findUserByLoginName(trx: SystemTransaction, loginName: string) {
  return trx
    .selectFrom('users')
    .select(['id as userId', 'tenant_id as tenantId', 'password_hash as passwordHash'])
    .where(sql<string>`lower(login_name)`, '=', loginName.toLowerCase())
    .where('status', '=', 'Active')
    .executeTakeFirst();
}

/** Whether a user of any company, active or not, signs in with this name. */
export async function isLoginNameTaken(trx: SystemTransaction, loginName: string): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(login_name)`, '=', loginName.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function stampSignIn(trx: SystemTransaction, userId: string): Promise<void> {
  await trx.updateTable('users').set({ last_sign_in_at: sql<Date>`now()` }).where('id', '=', userId).execute();
}

export async function updatePasswordHash(trx: SystemTransaction, userId: string, passwordHash: string): Promise<void> {
  await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function findCurrentUser(
  trx: TenantTransaction,
  tenantId: string,
  userId: string,
): Promise<CurrentUser | undefined> {
  const row = await trx
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select([
      'users.first_name',
      'users.last_name',
      'users.login_name',
      'users.email',
      'tenants.environments',
      'tenants.name as company_name',
      'users.id',
      'users.roles',
    ])
    .where('users.tenant_id', '=', tenantId)
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      loginName: row.login_name,
      email: row.email,
      avatarUrl: null,
      environments: row.environments,
      companyName: row.company_name,
      roles: row.roles,
    }
  );
}

export interface NewRefreshToken {
  tenantId: string;
  userId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
  userAgent: string;
}

export async function insertRefreshToken(trx: SystemTransaction, token: NewRefreshToken): Promise<void> {
  await trx
    .insertInto('refresh_tokens')
    .values({
      tenant_id: token.tenantId,
      user_id: token.userId,
      family_id: token.familyId,
      token_hash: token.tokenHash,
      expires_at: token.expiresAt,
      user_agent: token.userAgent,
    })
    .execute();
}

/** Locks the token's row, so two refreshes with the same token run one after the other. */
export function findRefreshTokenForUpdate(trx: SystemTransaction, tokenHash: string) {
  return trx
    .selectFrom('refresh_tokens')
    .select([
      'id',
      'tenant_id as tenantId',
      'user_id as userId',
      'family_id as familyId',
      'expires_at as expiresAt',
      'used_at as usedAt',
      'revoked_at as revokedAt',
      'user_agent as userAgent',
    ])
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markRefreshTokenUsed(trx: SystemTransaction, id: string): Promise<void> {
  await trx.updateTable('refresh_tokens').set({ used_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

export async function revokeTokenFamily(trx: SystemTransaction, familyId: string): Promise<void> {
  await trx
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * A session is open while its refresh-token family has a token that is not revoked and its user
 * is active; answers the roles of that user, `undefined` for a session that is not open.
 */
export async function findSessionRoles(trx: SystemTransaction, familyId: string): Promise<Role[] | undefined> {
  const row = await trx
    .selectFrom('refresh_tokens')
    .innerJoin('users', 'users.id', 'refresh_tokens.user_id')
    .select('users.roles')
    .where('refresh_tokens.family_id', '=', familyId)
    .where('refresh_tokens.revoked_at', 'is', null)
    .where('users.status', '=', 'Active')
    .limit(1)
    .executeTakeFirst();
  return row?.roles;
}

/** Revokes every session of a user but `keptFamilyId`; answers the ended sessions. */
export async function revokeOtherTokenFamilies(
  trx: SystemTransaction,
  userId: string,
  keptFamilyId: string,
): Promise<string[]> {
  const rows = await trx
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('family_id', '<>', keptFamilyId)
    .where('revoked_at', 'is', null)
    .returning('family_id')
    .execute();
  return [...new Set(rows.map((row) => row.family_id))];
}

/** Revokes every session of a user; answers the ended sessions. */
export async function revokeAllTokenFamilies(trx: TenantTransaction | SystemTransaction, userId: string): Promise<string[]> {
  const rows = await trx
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('family_id')
    .execute();
  return [...new Set(rows.map((row) => row.family_id))];
}

/** The open sessions of a user: refresh-token families with a token neither revoked nor expired. */
export async function listOpenSessions(trx: TenantTransaction | SystemTransaction, userId: string) {
  return trx
    .selectFrom('refresh_tokens')
    .select([
      'family_id as id',
      sql<Date>`min(created_at)`.as('startedAt'),
      sql<Date>`max(created_at)`.as('lastActiveAt'),
      sql<string>`max(user_agent)`.as('userAgent'),
    ])
    .where('user_id', '=', userId)
    .groupBy('family_id')
    .having(sql<boolean>`bool_or(revoked_at is null and expires_at > now())`)
    .orderBy('lastActiveAt', 'desc')
    .execute();
}

export async function listOpenSessionIds(trx: TenantTransaction | SystemTransaction, userId: string): Promise<string[]> {
  return (await listOpenSessions(trx, userId)).map((session) => session.id);
}

export function findLoginOfUser(trx: TenantTransaction, tenantId: string, userId: string) {
  return trx
    .selectFrom('users')
    .select(['login_name as loginName', 'password_hash as passwordHash'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
}
