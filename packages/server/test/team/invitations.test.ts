import { createHash } from 'node:crypto';
import type { AuditEntry, CreatedInvitation, Invitation, PublicInvitation } from '@planner/api';
import { MAX_INVITATIONS_PER_HOUR, MSG_ALREADY_MEMBER, MSG_EMAIL_HAS_ACCOUNT, MSG_INVITATION_EXPIRED, MSG_INVITATION_NOT_FOUND, MSG_INVITATION_REVOKED, MSG_INVITATION_USED, MSG_TOO_MANY_INVITATIONS } from '@planner/api';
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

const tenantOf = async (userId: string) =>
  (await database.db.selectFrom('users').select('tenant_id').where('id', '=', userId).executeTakeFirstOrThrow()).tenant_id;

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

  it('owners only; another company’s invitation cannot be revoked; a member of the company is refused', async () => {
    const company = await teamCompany(app);
    const planner = await company.addMember(['Planner']);
    expect((await callAs(app, planner.tokens.accessToken, 'POST', '/api/team/invitations', { email: 'x@example.de', roles: ['Owner'] })).status).toBe(403);

    const other = await teamCompany(app);
    const theirs = await other.invite(['Planner']);
    expect((await callAs(app, company.owner.tokens.accessToken, 'DELETE', `/api/team/invitations/${theirs.invitation.id}`)).status).toBe(404);
    expect((await accept(theirs.token)).statusCode).toBe(200);

    const member = await company.addMember(['ReadOnly']);
    const taken = await callAs(app, company.owner.tokens.accessToken, 'POST', '/api/team/invitations', { email: member.email.toUpperCase(), roles: ['Planner'] });
    expect(taken).toMatchObject({ status: 409, body: { type: 'failure/EmailTaken', message: MSG_ALREADY_MEMBER } });
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
    expect(refused.json()).toEqual({ type: 'failure/EmailTaken', message: MSG_EMAIL_HAS_ACCOUNT });
  });

  it('the audit log names the invitee as the one who accepted', async () => {
    const company = await teamCompany(app);
    const created = await company.invite(['Planner']);
    expect((await accept(created.token)).statusCode).toBe(200);
    const entries = (await callAs(app, company.owner.tokens.accessToken, 'GET', '/api/audit-log?pageSize=100')).body.data as AuditEntry[];
    const accepted = entries.find((entry) => entry.entityId === created.invitation.id && entry.action === 'changed');
    expect(accepted).toMatchObject({ userName: 'Lena Neu', event: 'invitation.accepted', description: 'Einladung angenommen', entity: 'invitations' });
    expect(accepted!.changes.map((change) => change.field)).toEqual(['accepted_at', 'accepted_user_id']);
  });

  it('an address with an account in another company is invited and answered like any other; accepting tells the invitee why not', async () => {
    const [company, other] = [await teamCompany(app), await teamCompany(app)];
    const since = mailbox.mails.length;
    const invite = (email: string) => callAs(app, company.owner.tokens.accessToken, 'POST', '/api/team/invitations', { email, roles: ['Planner'] });
    const [elsewhere, unknown] = [await invite(other.owner.email.toUpperCase()), await invite(`niemand.${Date.now()}@example.de`)];

    const shape = (answer: typeof elsewhere) => ({
      status: answer.status,
      keys: Object.keys(answer.body).sort(),
      dataKeys: Object.keys(answer.body.data as object).sort(),
      invitation: { ...(answer.body.data as CreatedInvitation).invitation, id: '', email: '', createdAt: '', expiresAt: '' },
      emailed: (answer.body.data as CreatedInvitation).emailed,
    });
    expect(shape(elsewhere)).toEqual(shape(unknown));
    expect(elsewhere.status).toBe(200);
    await mailbox.waitForMail(other.owner.email.toUpperCase(), { since });

    const token = (elsewhere.body.data as CreatedInvitation).token;
    const refused = await accept(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ type: 'failure/EmailTaken', message: MSG_EMAIL_HAS_ACCOUNT });
    const users = await database.db.selectFrom('users').select('tenant_id').where(sql<string>`lower(email)`, '=', other.owner.email.toLowerCase()).execute();
    expect(users).toHaveLength(1);
  });

  it(`a company sends at most ${MAX_INVITATIONS_PER_HOUR} invitations an hour; more answer 429 in German and create nothing`, async () => {
    const [company, neighbour] = [await teamCompany(app), await teamCompany(app)];
    for (let sent = 0; sent < MAX_INVITATIONS_PER_HOUR; sent += 1) await company.invite(['ReadOnly']);

    const refused = await callAs(app, company.owner.tokens.accessToken, 'POST', '/api/team/invitations', { email: 'zu.viel@example.de', roles: ['Planner'] });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errorCode: 'TooManyRequests', fallbackMessage: MSG_TOO_MANY_INVITATIONS });
    const listed = await callAs(app, company.owner.tokens.accessToken, 'GET', '/api/team/invitations?pageSize=100');
    expect((listed.body.data as Invitation[]).map((invitation) => invitation.email)).not.toContain('zu.viel@example.de');
    expect(listed.body.data).toHaveLength(MAX_INVITATIONS_PER_HOUR);

    expect((await neighbour.invite(['Planner'])).invitation.state).toBe('Pending');
    await sql`update attempt_counters set window_started_at = now() - interval '61 minutes' where key = ${`invitation-company:${await tenantOf(company.owner.userId)}`}`.execute(database.db);
    expect((await company.invite(['Planner'])).invitation.state).toBe('Pending');
  });
});
