import { randomUUID } from 'node:crypto';
import type { JwsTokens } from '@planner/api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CHANGES_CHANNEL } from '../../src/auth/sessionValidity';
import { millisecondsUntil } from '../support/polling';
import { serverBundle, startServerProcess, type ServerProcess } from '../support/serverProcess';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

/** What a change through one process may take to count on the other (ADR 0019). */
const BOUND_MS = 500;

const bundle = serverBundle();
let database: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  const [created] = await Promise.all([createTestDatabase(), bundle.build()]);
  database = created;
  if (database.target.kind !== 'postgres') throw new Error('these tests need PostgreSQL (TEST_DATABASE_URL)');
  const url = database.target.url;
  [a, b] = await Promise.all([startServerProcess(bundle.file, 3275, url), startServerProcess(bundle.file, 3276, url)]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database.drop();
  bundle.remove();
});

let addresses = 0;
/** A client address of its own per use, as the proxy forwards it, so that no test meets another's limits. */
const nextAddress = () => `10.77.${Math.floor((addresses += 1) / 250)}.${addresses % 250}`;

interface Call {
  token?: string;
  body?: object;
  address?: string;
}

async function call(server: ServerProcess, method: string, path: string, { token, body, address = '10.77.255.1' }: Call = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      'x-forwarded-for': address,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as { data?: unknown } };
}

async function registerThrough(server: ServerProcess) {
  const email = `zwei.${randomUUID()}@example.de`;
  const password = 'sicheres-passwort';
  const body = { companyName: 'Elektro Zwei Prozesse GmbH', firstName: 'Erika', lastName: 'Muster', email, password, environment: ['ElektroPlanner'] };
  const registered = await call(server, 'POST', '/api/auth/register', { body, address: nextAddress() });
  if (registered.status !== 200) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  return { email, password, tokens: (registered.body.data as { jwsTokens: JwsTokens }).jwsTokens };
}

async function memberThrough(server: ServerProcess, ownerToken: string, roles: string[]) {
  const invited = await call(server, 'POST', '/api/team/invitations', { token: ownerToken, body: { email: `kollege.${randomUUID()}@example.de`, roles } });
  const { token } = invited.body.data as { token: string };
  const accepted = await call(server, 'POST', `/api/public/invitations/${token}/accept`, {
    body: { firstName: 'Kim', lastName: 'Kollege', password: 'kollegen-passwort-1' },
    address: nextAddress(),
  });
  const tokens = (accepted.body.data as { jwsTokens: JwsTokens }).jwsTokens;
  const me = await call(server, 'GET', '/api/auth/me', { token: tokens.accessToken });
  return { tokens, userId: (me.body.data as { id: string }).id };
}

const status = async (server: ServerProcess, token: string, method = 'GET', path = '/api/auth/me', body?: object) =>
  (await call(server, method, path, { token, ...(body ? { body } : {}) })).status;

const customer = (lastName: string) => ({
  id: randomUUID(),
  firstName: 'Anna',
  lastName,
  address: { street: 'Lindenweg', houseNumber: '3a', zipCode: '80331', city: 'München' },
  phone: '',
  cellphone: '',
  email: '',
});

describe('two server processes on one PostgreSQL database', () => {
  it("refuse the next request through B after 'Abmelden auf allen Geräten' through A", async () => {
    const { tokens } = await registerThrough(a);
    expect(await status(b, tokens.accessToken)).toBe(200);

    expect(await status(a, tokens.accessToken, 'POST', '/api/auth/sessions/end-all')).toBe(200);

    const delay = await millisecondsUntil(async () => (await status(b, tokens.accessToken)) === 401, BOUND_MS);
    expect(delay).toBeLessThan(BOUND_MS);
  });

  it('refuse through B a user deactivated through A, and apply on B a role change made through A', async () => {
    const { tokens: owner } = await registerThrough(a);
    const deactivatedLater = await memberThrough(a, owner.accessToken, ['Planner']);
    const readOnlyLater = await memberThrough(a, owner.accessToken, ['Planner']);
    const kept = customer('Rolle');
    expect(await status(b, readOnlyLater.tokens.accessToken, 'PUT', `/api/customers/${kept.id}`, kept)).toBe(200);
    expect(await status(b, deactivatedLater.tokens.accessToken)).toBe(200);

    const versionOf = async (userId: string) =>
      ((await call(a, 'GET', '/api/team/users?pageSize=100', { token: owner.accessToken })).body.data as { id: string; version: number }[]).find(
        (user) => user.id === userId,
      )!.version;
    const deactivation = { version: await versionOf(deactivatedLater.userId) };
    expect(await status(a, owner.accessToken, 'POST', `/api/team/users/${deactivatedLater.userId}/deactivate`, deactivation)).toBe(200);
    const change = { roles: ['ReadOnly'], version: await versionOf(readOnlyLater.userId) };
    expect(await status(a, owner.accessToken, 'PUT', `/api/team/users/${readOnlyLater.userId}/roles`, change)).toBe(200);

    expect(await millisecondsUntil(async () => (await status(b, deactivatedLater.tokens.accessToken)) === 401, BOUND_MS)).toBeLessThan(BOUND_MS);
    const writeRefused = async () => (await status(b, readOnlyLater.tokens.accessToken, 'PUT', `/api/customers/${kept.id}`, kept)) === 403;
    expect(await millisecondsUntil(writeRefused, BOUND_MS)).toBeLessThan(BOUND_MS);
  });

  it('list through B at once a customer created through A', async () => {
    const { tokens } = await registerThrough(a);
    const list = async () =>
      (await call(b, 'GET', '/api/customers?pageSize=10', { token: tokens.accessToken })).body as {
        data: { id: string }[];
        paginationInfo: { totalElementsCount: number };
      };
    expect((await list()).paginationInfo.totalElementsCount).toBe(0);

    const created = customer('Huber');
    expect(await status(a, tokens.accessToken, 'PUT', `/api/customers/${created.id}`, created)).toBe(200);

    const listed = await list();
    expect(listed.data.map((row) => row.id)).toEqual([created.id]);
    expect(listed.paginationInfo.totalElementsCount).toBe(1);
  });

  it('count sign-in attempts exactly across both processes', async () => {
    const { email } = await registerThrough(a);
    const address = nextAddress();
    const attempts = Array.from({ length: 12 }, (_, index) =>
      call(index % 2 === 0 ? a : b, 'POST', '/api/auth/login', { body: { loginName: email, password: 'falsches-passwort' }, address }),
    );
    const statuses = (await Promise.all(attempts)).map((answer) => answer.status);

    // Five attempts per name and address are evaluated, wherever they arrive.
    expect(statuses.filter((answer) => answer === 401)).toHaveLength(5);
    expect(statuses.filter((answer) => answer === 429)).toHaveLength(7);
  });

  it('listen again after losing the listening connection, and hear changes from then on', async () => {
    const listeners = () =>
      sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and query = ${`LISTEN ${SESSION_CHANGES_CHANNEL}`}`
        .execute(database.db)
        .then((result) => result.rows.map((row) => row.pid));
    const before = await listeners();
    expect(before).toHaveLength(2);
    const { tokens } = await registerThrough(a);
    expect(await status(b, tokens.accessToken)).toBe(200);

    await sql`select pg_terminate_backend(pid) from unnest(${before}::int[]) as pid`.execute(database.db);
    const listeningAgain = async () => {
      const now = await listeners();
      return now.length === 2 && now.every((pid) => !before.includes(pid));
    };
    await millisecondsUntil(listeningAgain, 5_000);

    expect(await status(a, tokens.accessToken, 'POST', '/api/auth/sessions/end-all')).toBe(200);
    expect(await millisecondsUntil(async () => (await status(b, tokens.accessToken)) === 401, BOUND_MS)).toBeLessThan(BOUND_MS);
  });
});
