import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionValidity } from '../src/auth';
import { createDatabase, type Db } from '../src/db/database';
import { createNotifications } from '../src/db/notifications';
import { createLogger } from '../src/logger';
import { registerCompany } from './support/api';
import { millisecondsUntil } from './support/polling';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { callAs, teamCompany, userIdOf } from './team/teamCompany';

/** What a change through one instance may take to count on the other (ADR 0019). */
const BOUND_MS = 500;
const silent = createLogger('silent');

let database: TestDatabase;
/** On PostgreSQL a pool and listening connection of its own, as another process has; PGlite is one process. */
let otherDb: Db;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  otherDb = database.target.kind === 'postgres' ? await createDatabase(database.target, silent) : database.db;
  a = await createTestApp(database.db);
  b = await createTestApp(otherDb);
});

afterAll(async () => {
  await a.close();
  await b.close();
  if (otherDb !== database.db) await otherDb.destroy();
  await database.drop();
});

const statusOn = async (instance: FastifyInstance, token: string, url = '/api/auth/me') => (await callAs(instance, token, 'GET', url)).status;

describe('two server instances on one database', () => {
  it("refuse every session through B right after 'Abmelden auf allen Geräten' through A", async () => {
    const { tokens } = await registerCompany(a);
    expect(await statusOn(b, tokens.accessToken)).toBe(200);

    expect((await callAs(a, tokens.accessToken, 'POST', '/api/auth/sessions/end-all')).status).toBe(200);

    expect(await millisecondsUntil(async () => (await statusOn(b, tokens.accessToken)) === 401, BOUND_MS)).toBeLessThan(BOUND_MS);
  });

  it('refuse a user deactivated through A on B, and apply a role change through A on B', async () => {
    const company = await teamCompany(a);
    const planner = await company.addMember(['Planner']);
    const readOnly = await company.addMember(['Planner']);
    const customer = { id: randomUUID(), firstName: 'Ida', lastName: 'Rollen', address: { street: 'Weg', houseNumber: '1', zipCode: '80331', city: 'München' }, phone: '', cellphone: '', email: '' };
    expect((await callAs(b, readOnly.tokens.accessToken, 'PUT', `/api/customers/${customer.id}`, customer)).status).toBe(200);
    expect(await statusOn(b, planner.tokens.accessToken)).toBe(200);

    const userOf = async (userId: string) =>
      ((await callAs(a, company.owner.tokens.accessToken, 'GET', '/api/team/users?pageSize=100')).body.data as { id: string; version: number }[]).find(
        (user) => user.id === userId,
      )!;
    const deactivated = await callAs(a, company.owner.tokens.accessToken, 'POST', `/api/team/users/${planner.userId}/deactivate`, {
      version: (await userOf(planner.userId)).version,
    });
    expect(deactivated.status).toBe(200);
    const changed = await callAs(a, company.owner.tokens.accessToken, 'PUT', `/api/team/users/${readOnly.userId}/roles`, {
      roles: ['ReadOnly'],
      version: (await userOf(readOnly.userId)).version,
    });
    expect(changed.status).toBe(200);

    expect(await millisecondsUntil(async () => (await statusOn(b, planner.tokens.accessToken)) === 401, BOUND_MS)).toBeLessThan(BOUND_MS);
    const refusedWrite = async () => (await callAs(b, readOnly.tokens.accessToken, 'PUT', `/api/customers/${customer.id}`, customer)).status === 403;
    expect(await millisecondsUntil(refusedWrite, BOUND_MS)).toBeLessThan(BOUND_MS);
    expect((await callAs(b, readOnly.tokens.accessToken, 'GET', '/api/auth/me')).body.data).toMatchObject({ roles: ['ReadOnly'] });
  });

  it('list on B at once a customer created through A, with its count', async () => {
    const { tokens } = await registerCompany(a);
    const list = async () => (await callAs(b, tokens.accessToken, 'GET', '/api/customers?pageSize=10')).body as { data: { id: string }[]; paginationInfo: { totalElementsCount: number } };
    expect((await list()).paginationInfo.totalElementsCount).toBe(0);

    const id = randomUUID();
    const customer = { id, firstName: 'Anna', lastName: 'Huber', address: { street: 'Lindenweg', houseNumber: '3a', zipCode: '80331', city: 'München' }, phone: '', cellphone: '', email: '' };
    expect((await callAs(a, tokens.accessToken, 'PUT', `/api/customers/${id}`, customer)).status).toBe(200);

    const listed = await list();
    expect(listed.data.map((row) => row.id)).toEqual([id]);
    expect(listed.paginationInfo.totalElementsCount).toBe(1);
  });
});

describe('an instance that cannot hear the others', () => {
  it('trusts no kept session and asks the database on every request', async () => {
    const { tokens } = await registerCompany(a);
    const userId = await userIdOf(a, tokens.accessToken);
    const deaf = createNotifications(database.db, () => Promise.reject(new Error('no listening connection')));
    const sessions = createSessionValidity(database.db, deaf, silent);
    const sessionId = (await database.db.selectFrom('refresh_tokens').select('family_id').where('user_id', '=', userId).executeTakeFirstOrThrow()).family_id;
    expect(await sessions.rolesOf(sessionId)).toEqual(['Owner']);

    // Ended by another process whose message this one cannot hear.
    await database.db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('family_id', '=', sessionId).execute();

    expect(deaf.live).toBe(false);
    expect(await sessions.rolesOf(sessionId)).toBeNull();
    sessions.close();
    await deaf.close();
  });
});
