import { createHash } from 'node:crypto';
import type { Invitation, PublicInvitation } from '@planner/api';
import { MSG_EMAIL_TAKEN, MSG_INVITATION_EXPIRED, MSG_INVITATION_NOT_FOUND, MSG_INVITATION_REVOKED, MSG_INVITATION_USED } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../support/api';
import { startTestMailbox, linkIn, type TestMailbox } from '../support/testMailbox';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { callAs, teamCompany } from './teamCompany';

let database: TestDatabase;
let app: FastifyInstance;
let mailbox: TestMailbox;
let addresses = 0;

const publicCall = (method: 'GET' | 'POST', token: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/public/invitations/${token}${method === 'POST' ? '/accept' : ''}`,
    remoteAddress: `10.93.${Math.floor((addresses += 1) / 250)}.${addresses % 250}`,
    ...(payload ? { payload } : {}),
  });
const accept = (token: string, password = 'eigenes-passwort-9') => publicCall('POST', token, { firstName: 'Lena', lastName: 'Neu', password });

beforeAll(async () => {
  database = await createTestDatabase();
  mailbox = await startTestMailbox();
  app = await createTestApp(database.db, { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://planer.example.de' });
});

afterAll(async () => {
  await app.close();
  await mailbox.close();
  await database.drop();
});

describe('invitations', () => {
  it('give a single-use token of 256 bits, keep only its hash and e-mail the link with company and roles', async () => {
    const company = await teamCompany(app, 'Elektro Einladung GmbH');
    const since = mailbox.mails.length;
    const created = await company.invite(['Planner', 'ReadOnly'], 'lena.neu@example.de');
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.emailed).toBe(true);
    expect(created.invitation).toMatchObject({ email: 'lena.neu@example.de', roles: ['Planner', 'ReadOnly'], state: 'Pending', invitedBy: 'Erika Musterfrau' });
    const stored = await database.db.selectFrom('invitations').selectAll().where('id', '=', created.invitation.id).executeTakeFirstOrThrow();
    expect(stored.token_sha256).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(created.token);

    const mail = await mailbox.waitForMail('lena.neu@example.de', { since });
    expect(mail.subject).toBe('Einladung zu Elektro Einladung GmbH');
    expect(mail.text).toContain('Planer, Nur lesen');
    expect(linkIn(mail, 'https://planer.example.de/invitation/')).toBe(`https://planer.example.de/invitation/${created.token}`);

    const shown = await publicCall('GET', created.token);
    expect(shown.json().data).toMatchObject({ companyName: 'Elektro Einladung GmbH', email: 'lena.neu@example.de', roles: ['Planner', 'ReadOnly'] } satisfies Partial<PublicInvitation>);
  });

  it('accepting creates the user with the invited roles and signs them in; the link cannot be used again', async () => {
    const company = await teamCompany(app);
    const created = await company.invite(['MasterData']);
    const accepted = await accept(created.token);
    expect(accepted.statusCode).toBe(200);
    const { accessToken } = accepted.json().data.jwsTokens as { accessToken: string };
    const me = await callAs(app, accessToken, 'GET', '/api/auth/me');
    expect(me.body.data).toMatchObject({ firstName: 'Lena', lastName: 'Neu', email: created.email, roles: ['MasterData'] });
    expect((await login(app, created.email, 'eigenes-passwort-9', '10.94.0.1')).statusCode).toBe(200);

    for (const again of [await accept(created.token, 'anderes-passwort-1'), await publicCall('GET', created.token)]) {
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ type: 'failure/AlreadyAccepted', message: MSG_INVITATION_USED });
    }
    const listed = (await callAs(app, company.owner.tokens.accessToken, 'GET', '/api/team/invitations')).body.data as Invitation[];
    expect(listed.find((invitation) => invitation.id === created.invitation.id)?.state).toBe('Accepted');
  });

  it('an expired, revoked or unknown link answers a German page and creates nobody', async () => {
    const company = await teamCompany(app);
    const expired = await company.invite(['Planner']);
    await sql`update invitations set expires_at = now() - interval '1 second' where id = ${expired.invitation.id}`.execute(database.db);
    const revoked = await company.invite(['Planner']);
    const revoke = await callAs(app, company.owner.tokens.accessToken, 'DELETE', `/api/team/invitations/${revoked.invitation.id}`);
    expect(revoke.body.data).toMatchObject({ state: 'Revoked' });

    expect((await accept(expired.token)).json()).toEqual({ type: 'failure/LinkExpired', message: MSG_INVITATION_EXPIRED });
    expect((await accept(revoked.token)).json()).toEqual({ type: 'failure/LinkRevoked', message: MSG_INVITATION_REVOKED });
    const unknown = await accept('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ type: 'failure/NotFound', message: MSG_INVITATION_NOT_FOUND });
    expect((await publicCall('GET', 'kurz')).statusCode).toBe(400);
    const users = await database.db.selectFrom('users').select('email').where('email', 'in', [expired.email, revoked.email]).execute();
    expect(users).toEqual([]);
  });

  it('owners only; another company’s invitation cannot be revoked; a taken address is refused', async () => {
    const company = await teamCompany(app);
    const planner = await company.addMember(['Planner']);
    expect((await callAs(app, planner.tokens.accessToken, 'POST', '/api/team/invitations', { email: 'x@example.de', roles: ['Owner'] })).status).toBe(403);

    const other = await teamCompany(app);
    const theirs = await other.invite(['Planner']);
    expect((await callAs(app, company.owner.tokens.accessToken, 'DELETE', `/api/team/invitations/${theirs.invitation.id}`)).status).toBe(404);
    expect((await accept(theirs.token)).statusCode).toBe(200);

    const taken = await callAs(app, company.owner.tokens.accessToken, 'POST', '/api/team/invitations', { email: other.owner.email.toUpperCase(), roles: ['Planner'] });
    expect(taken).toMatchObject({ status: 409, body: { type: 'failure/EmailTaken', message: MSG_EMAIL_TAKEN } });
    for (const roles of [[], ['Chef']]) {
      expect((await callAs(app, company.owner.tokens.accessToken, 'POST', '/api/team/invitations', { email: 'neu@example.de', roles })).status).toBe(400);
    }
  });

  it('a new invitation of an address revokes the open one: only the newest link, with its roles, works', async () => {
    const company = await teamCompany(app);
    const first = await company.invite(['Planner'], 'doppelt@example.de');
    const second = await company.invite(['ReadOnly'], 'Doppelt@Example.de');

    expect((await accept(first.token)).json()).toEqual({ type: 'failure/LinkRevoked', message: MSG_INVITATION_REVOKED });
    const listed = (await callAs(app, company.owner.tokens.accessToken, 'GET', '/api/team/invitations')).body.data as Invitation[];
    expect(listed.map(({ id, state }) => ({ id, state }))).toEqual([
      { id: second.invitation.id, state: 'Pending' },
      { id: first.invitation.id, state: 'Revoked' },
    ]);
    const accepted = await accept(second.token);
    expect(accepted.statusCode).toBe(200);
    const me = await callAs(app, (accepted.json().data.jwsTokens as { accessToken: string }).accessToken, 'GET', '/api/auth/me');
    expect(me.body.data).toMatchObject({ roles: ['ReadOnly'] });
  });

  it('two companies invite one address: the second to be accepted is refused, the address is taken', async () => {
    const [first, second] = [await teamCompany(app), await teamCompany(app)];
    const email = `begehrt.${Date.now()}@example.de`;
    const [firstInvitation, secondInvitation] = [await first.invite(['Planner'], email), await second.invite(['Planner'], email)];
    expect((await accept(firstInvitation.token)).statusCode).toBe(200);
    const refused = await accept(secondInvitation.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ type: 'failure/EmailTaken', message: MSG_EMAIL_TAKEN });
  });
});
