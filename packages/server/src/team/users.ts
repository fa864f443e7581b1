import type { ListQuery, Role, TeamUser, TeamUserSortKey, UserStatus } from '@planner/api';
import { sql, type Selectable } from 'kysely';
import { pagedList, type ListDefinition } from '../db/listing';
import type { UsersTable } from '../db/schema';
import type { TenantTransaction } from '../db/scopes';

const TEAM_USER_LIST: ListDefinition<TeamUserSortKey> = {
  sortBy: {
    Name: [sql`lower(last_name)`, sql`lower(first_name)`],
    Email: [sql`lower(email)`],
    LastSignIn: [sql`last_sign_in_at`],
  },
  defaultSortBy: 'Name',
  defaultSortOrder: 'Asc',
  idColumn: 'id',
  searchIn: ['first_name', 'last_name', 'email'],
};

const TEAM_USER_COLUMNS = ['id', 'first_name', 'last_name', 'email', 'roles', 'status', 'last_sign_in_at', 'version'] as const;
type TeamUserRow = Pick<Selectable<UsersTable>, (typeof TEAM_USER_COLUMNS)[number]>;

const teamUserOf = (row: TeamUserRow): TeamUser => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  roles: row.roles,
  status: row.status,
  lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
  version: row.version,
});

export async function listTeamUsers(trx: TenantTransaction, tenantId: string, query: ListQuery<TeamUserSortKey>) {
  const { rows, filtered, total } = await pagedList({
    listed: trx.selectFrom('users').where('tenant_id', '=', tenantId),
    query,
    list: TEAM_USER_LIST,
    readPage: (page) => page.select(TEAM_USER_COLUMNS).execute(),
  });
  return { rows: rows.map(teamUserOf), filtered, total };
}

/** The user with its row locked, so that changes of one user run one after the other. */
export async function lockTeamUser(trx: TenantTransaction, tenantId: string, userId: string) {
  const row = await trx
    .selectFrom('users')
    .select(TEAM_USER_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row && teamUserOf(row);
}

/**
 * The company's active owners, their rows locked in a fixed order: two owners demoting each
 * other at once wait for each other, and the second sees the first's change.
 */
export async function lockActiveOwners(trx: TenantTransaction, tenantId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'Active')
    .where(sql<boolean>`'Owner' = any (roles)`)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

export async function updateTeamUser(
  trx: TenantTransaction,
  tenantId: string,
  userId: string,
  change: { roles?: Role[]; status?: UserStatus },
): Promise<TeamUser> {
  const row = await trx
    .updateTable('users')
    .set({ ...change, version: sql<number>`version + 1` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .returning(TEAM_USER_COLUMNS)
    .executeTakeFirstOrThrow();
  return teamUserOf(row);
}

/** Whether a user of this company signs in with `email` (case ignored). */
export async function isCompanyMember(trx: TenantTransaction, tenantId: string, email: string): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(login_name)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}
