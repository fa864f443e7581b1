import type { AuditEntry, TeamUser } from '@planner/api';
import { MSG_LAST_OWNER, MSG_NOT_YOURSELF, MSG_USER_CHANGED } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { callAs, teamCompany, type Member } from './teamCompany';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const usersOf = async (owner: Member, query = '') =>
  (await callAs(app, owner.tokens.accessToken, 'GET', `/api/team/users${query}`)).body as { data: TeamUser[]; paginationInfo: { totalElementsCount: number } };
const userOf = async (owner: Member, userId: string) => (await usersOf(owner, '?pageSize=100')).data.find((user) => user.id === userId) as TeamUser;
const setRoles = (owner: Member, user: TeamUser, roles: string[], version = user.version) =>
  callAs(app, owner.tokens.accessToken, 'PUT', `/api/team/users/${user.id}/roles`, { roles, version });
const setStatus = (owner: Member, user: TeamUser, action: 'deactivate' | 'activate', version = user.version) =>
  callAs(app, owner.tokens.accessToken, 'POST', `/api/team/users/${user.id}/${action}`, { version });
const refresh = (refreshToken: string) => app.inject({ method: 'POST', url: '/api/auth/refresh-access-token', headers: bearer(refreshToken) });

describe('the users of a company', () => {
  it('are listed to owners with roles, status and last sign-in, searchable and paged; never another company’s', async () => {
    const company = await teamCompany(app);
    const planner = await company.addMember(['Planner']);
    await teamCompany(app).then((other) => other.addMember(['ReadOnly']));

    const page = await usersOf(company.owner);
    expect(page.paginationInfo.totalElementsCount).toBe(2);
    const listed = page.data.find((user) => user.id === planner.userId);
    expect(listed).toMatchObject({ email: planner.email, roles: ['Planner'], status: 'Active' });
    expect(listed?.lastSignInAt).not.toBeNull();
    expect(JSON.stringify(page)).not.toMatch(/password|argon/i);

    const searched = await usersOf(company.owner, `?anyText=${encodeURIComponent(planner.email.slice(0, 10))}`);
    expect(searched.data.map((user) => user.id)).toEqual([planner.userId]);
    expect((await usersOf(company.owner, '?pageSize=1')).data).toHaveLength(1);
  });

  it('/api/auth/me carries the roles; a role change counts at the next request', async () => {
    const company = await teamCompany(app);
    const member = await company.addMember(['Planner']);
    const me = await callAs(app, member.tokens.accessToken, 'GET', '/api/auth/me');
    expect(me.body.data).toMatchObject({ roles: ['Planner'] });
    const customer = () => callAs(app, member.tokens.accessToken, 'PUT', `/api/customers/${crypto.randomUUID()}`, {});
    expect((await customer()).status).toBe(400);

    const changed = await setRoles(company.owner, await userOf(company.owner, member.userId), ['ReadOnly', 'MasterData']);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ roles: ['MasterData', 'ReadOnly'] });
    expect((await customer()).status).toBe(403);
    expect((await callAs(app, member.tokens.accessToken, 'GET', '/api/auth/me')).body.data).toMatchObject({ roles: ['MasterData', 'ReadOnly'] });
  });

  it('refuses a change based on an older version, unknown roles and no role at all', async () => {
    const company = await teamCompany(app);
    const member = await company.addMember(['Planner']);
    const user = await userOf(company.owner, member.userId);
    expect((await setRoles(company.owner, user, ['MasterData'])).status).toBe(200);
    const stale = await setRoles(company.owner, user, ['ReadOnly']);
    expect(stale).toMatchObject({ status: 409, body: { type: 'failure/Conflict', message: MSG_USER_CHANGED } });
    expect((await setRoles(company.owner, user, [], user.version + 1)).status).toBe(400);
    expect((await setRoles(company.owner, user, ['Admin'], user.version + 1)).status).toBe(400);
    expect((await userOf(company.owner, member.userId)).roles).toEqual(['MasterData']);
  });

  it('keeps at least one active owner: the last one can neither lose the role nor be deactivated', async () => {
    const company = await teamCompany(app);
    const self = await userOf(company.owner, company.owner.userId);
    const demoted = await setRoles(company.owner, self, ['Planner']);
    expect(demoted).toMatchObject({ status: 409, body: { type: 'failure/LastOwner', message: MSG_LAST_OWNER } });
    const deactivated = await setStatus(company.owner, self, 'deactivate');
    expect(deactivated).toMatchObject({ status: 422, body: { type: 'failure/NotYourself', message: MSG_NOT_YOURSELF } });

    const second = await company.addMember(['Owner']);
    expect((await setRoles(company.owner, await userOf(company.owner, company.owner.userId), ['Planner', 'Owner'])).status).toBe(200);
    expect((await setRoles(company.owner, await userOf(company.owner, second.userId), ['Planner'])).status).toBe(200);
    const lastAgain = await setRoles(company.owner, await userOf(company.owner, company.owner.userId), ['Planner']);
    expect(lastAgain.body.type).toBe('failure/LastOwner');
  });

  it('two owners demoting each other at the same moment: one of them stays owner', async () => {
    const company = await teamCompany(app);
    const second = await company.addMember(['Owner']);
    const [first, other] = [await userOf(company.owner, company.owner.userId), await userOf(company.owner, second.userId)];
    const results = await Promise.all([
      callAs(app, company.owner.tokens.accessToken, 'PUT', `/api/team/users/${other.id}/roles`, { roles: ['Planner'], version: other.version }),
      callAs(app, second.tokens.accessToken, 'PUT', `/api/team/users/${first.id}/roles`, { roles: ['Planner'], version: first.version }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const owners = (await usersOf(results[0].status === 200 ? company.owner : second)).data.filter((user) => user.roles.includes('Owner'));
    expect(owners).toHaveLength(1);
  });

  it('the database itself refuses a company without an active owner', async () => {
    const company = await teamCompany(app);
    await expect(database.db.updateTable('users').set({ roles: ['Planner'] }).where('id', '=', company.owner.userId).execute()).rejects.toThrow(/no active owner/);
  });

  it('deactivating ends every session at once and refuses sign-in; activating lets the user in again', async () => {
    const company = await teamCompany(app);
    const member = await company.addMember(['Planner']);
    const signedIn = await login(app, member.email, member.password, '10.91.0.1');
    const secondSession = (signedIn.json() as { data: { jwsTokens: { accessToken: string; refreshToken: string } } }).data.jwsTokens;

    const done = await setStatus(company.owner, await userOf(company.owner, member.userId), 'deactivate');
    expect(done).toMatchObject({ status: 200, body: { data: { status: 'Deactivated' } } });
    for (const token of [member.tokens.accessToken, secondSession.accessToken]) {
      expect((await callAs(app, token, 'GET', '/api/customers')).status).toBe(401);
    }
    expect((await refresh(member.tokens.refreshToken)).statusCode).toBe(401);
    expect((await login(app, member.email, member.password, '10.91.0.2')).statusCode).toBe(401);

    expect((await setStatus(company.owner, await userOf(company.owner, member.userId), 'activate')).status).toBe(200);
    expect((await login(app, member.email, member.password, '10.91.0.3')).statusCode).toBe(200);
  });

  it('only owners manage users; another company’s user ids answer like unknown ones', async () => {
    const company = await teamCompany(app);
    const planner = await company.addMember(['Planner']);
    const other = await teamCompany(app);
    const stranger = await other.addMember(['Planner']);
    const strangerUser = await userOf(other.owner, stranger.userId);

    expect((await callAs(app, planner.tokens.accessToken, 'GET', '/api/team/users')).status).toBe(403);
    const plannerUser = await userOf(company.owner, planner.userId);
    expect((await callAs(app, planner.tokens.accessToken, 'PUT', `/api/team/users/${plannerUser.id}/roles`, { roles: ['Owner'], version: plannerUser.version })).status).toBe(403);

    expect((await setRoles(company.owner, strangerUser, ['ReadOnly'])).status).toBe(404);
    expect((await setStatus(company.owner, strangerUser, 'deactivate')).status).toBe(404);
    expect((await callAs(app, company.owner.tokens.accessToken, 'POST', `/api/team/users/${strangerUser.id}/password-reset`)).status).toBe(404);
    expect(await userOf(other.owner, stranger.userId)).toEqual(strangerUser);
  });

  it('the audit log names the owner who changed a user', async () => {
    const company = await teamCompany(app);
    const member = await company.addMember(['Planner']);
    await setRoles(company.owner, await userOf(company.owner, member.userId), ['ReadOnly']);
    const log = (await callAs(app, company.owner.tokens.accessToken, 'GET', '/api/audit-log')).body.data as AuditEntry[];
    const change = log.find((entry) => entry.entity === 'users' && entry.entityId === member.userId && entry.action === 'changed');
    expect(change?.userName).toBe('Erika Musterfrau');
  });
});
