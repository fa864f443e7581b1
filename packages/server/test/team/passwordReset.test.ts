import type { IssuedLink, UserSession } from '@planner/api';
import { MSG_RESET_LINK_INVALID } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from '../support/api';
import { linkIn, startTestMailbox, type TestMailbox } from '../support/testMailbox';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { callAs, teamCompany } from './teamCompany';

let database: TestDatabase;
let app: FastifyInstance;
let withoutMail: FastifyInstance;
let mailbox: TestMailbox;
let addresses = 0;
const nextAddress = () => `10.95.${Math.floor((addresses += 1) / 250)}.${addresses % 250}`;

const requestReset = (email: string, on = app, remoteAddress = nextAddress()) =>
  on.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress });
const checkReset = (token: string) => app.inject({ method: 'GET', url: `/api/auth/password-reset/${token}`, remoteAddress: nextAddress() });
const resetPassword = (token: string, password: string) =>
  app.inject({ method: 'POST', url: `/api/auth/password-reset/${token}`, payload: { password }, remoteAddress: nextAddress(), headers: { 'user-agent': 'Zuhause/2.0' } });
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

beforeAll(async () => {
  database = await createTestDatabase();
  mailbox = await startTestMailbox();
  app = await createTestApp(database.db, { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://planer.example.de/' });
  withoutMail = await createTestApp(database.db);
});

afterAll(async () => {
  await app.close();
  await withoutMail.close();
  await mailbox.close();
  await database.drop();
});

describe('Passwort vergessen', () => {
  it('answers alike for known and unknown addresses; only a known one gets a mail with a link', async () => {
    const company = await teamCompany(app);
    const since = mailbox.mails.length;
    const known = await requestReset(company.owner.email);
    const unknown = await requestReset('niemand@example.de');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);

    const mail = await mailbox.waitForMail(company.owner.email, { since });
    expect(mail.subject).toBe('Passwort zurücksetzen');
    const link = linkIn(mail, 'https://planer.example.de/password-reset/');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.mails.slice(since).flatMap((received) => received.to)).toEqual([company.owner.email.toLowerCase()]);
    expect((await checkReset(tokenOf(link))).json().data).toEqual({ email: company.owner.email });
  });

  it('the link sets a new password once, ends every session and signs in', async () => {
    const company = await teamCompany(app);
    const since = mailbox.mails.length;
    await requestReset(company.owner.email);
    const token = tokenOf(linkIn(await mailbox.waitForMail(company.owner.email, { since }), 'https://planer.example.de/password-reset/'));

    const reset = await resetPassword(token, 'ganz-neues-passwort-3');
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json().data.jwsTokens as { accessToken: string };
    expect((await callAs(app, company.owner.tokens.accessToken, 'GET', '/api/customers')).status).toBe(401);
    expect((await callAs(app, fresh.accessToken, 'GET', '/api/customers')).status).toBe(200);
    expect((await login(app, company.owner.email, company.owner.password, nextAddress())).statusCode).toBe(401);
    expect((await login(app, company.owner.email, 'ganz-neues-passwort-3', nextAddress())).statusCode).toBe(200);

    const again = await resetPassword(token, 'noch-ein-passwort-4');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ type: 'failure/NotFound', message: MSG_RESET_LINK_INVALID });
    expect((await checkReset(token)).statusCode).toBe(404);
  });

  it('an expired link, a malformed one and a common password are refused', async () => {
    const company = await teamCompany(app);
    const member = await company.addMember(['Planner']);
    const issued = (await callAs(app, company.owner.tokens.accessToken, 'POST', `/api/team/users/${member.userId}/password-reset`)).body.data as IssuedLink;
    expect((await resetPassword(issued.token, 'passwort')).statusCode).toBe(400);
    await sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${member.userId}`.execute(database.db);
    expect((await resetPassword(issued.token, 'ganz-neues-passwort-3')).statusCode).toBe(404);
    expect((await checkReset('zu-kurz')).statusCode).toBe(400);
    expect((await login(app, member.email, member.password, nextAddress())).statusCode).toBe(200);
  });

  it('an owner creates a link for a colleague (e-mailed when mail is configured); a deactivated user’s link no longer works', async () => {
    const company = await teamCompany(app);
    const member = await company.addMember(['Planner']);
    const since = mailbox.mails.length;
    const issued = await callAs(app, company.owner.tokens.accessToken, 'POST', `/api/team/users/${member.userId}/password-reset`);
    const link = issued.body.data as IssuedLink;
    expect(link).toMatchObject({ emailed: true });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenOf(linkIn(await mailbox.waitForMail(member.email, { since }), 'https://planer.example.de/password-reset/'))).toBe(link.token);

    const withoutMailLink = (await callAs(withoutMail, company.owner.tokens.accessToken, 'POST', `/api/team/users/${member.userId}/password-reset`)).body.data as IssuedLink;
    expect(withoutMailLink.emailed).toBe(false);
    expect((await callAs(app, member.tokens.accessToken, 'POST', `/api/team/users/${company.owner.userId}/password-reset`)).status).toBe(403);

    const users = (await callAs(app, company.owner.tokens.accessToken, 'GET', '/api/team/users?pageSize=100')).body.data as { id: string; version: number }[];
    const version = users.find((user) => user.id === member.userId)?.version;
    await callAs(app, company.owner.tokens.accessToken, 'POST', `/api/team/users/${member.userId}/deactivate`, { version });
    expect((await resetPassword(withoutMailLink.token, 'ganz-neues-passwort-3')).statusCode).toBe(404);
  });

  it('without a mail server nothing is sent, and the answer is the same', async () => {
    const company = await teamCompany(app);
    const since = mailbox.mails.length;
    expect((await requestReset(company.owner.email, withoutMail)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.mails.length).toBe(since);
  });

  it('is limited per address and sends at most a few mails per address', async () => {
    const company = await teamCompany(app);
    const since = mailbox.mails.length;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt += 1) statuses.push((await requestReset(company.owner.email, app, '10.96.0.1')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailbox.mails.slice(since).length).toBe(3);
  });
});

describe('the profile', () => {
  it('changes the own name, lists the open sessions with their browser and ends them all', async () => {
    const company = await teamCompany(app);
    const renamed = await callAs(app, company.owner.tokens.accessToken, 'PUT', '/api/auth/me', { firstName: ' Erika ', lastName: 'Meister' });
    expect(renamed.body.data).toMatchObject({ firstName: 'Erika', lastName: 'Meister', roles: ['Owner'] });
    expect((await callAs(app, company.owner.tokens.accessToken, 'PUT', '/api/auth/me', { firstName: '', lastName: 'X' })).status).toBe(400);

    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { loginName: company.owner.email, password: company.owner.password },
      remoteAddress: nextAddress(),
      headers: { 'user-agent': 'Werkstatt-Tablet/1.0' },
    });
    const secondTokens = second.json().data.jwsTokens as { accessToken: string; refreshToken: string };
    const sessions = (await callAs(app, secondTokens.accessToken, 'GET', '/api/auth/sessions')).body.data as UserSession[];
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ userAgent: 'Werkstatt-Tablet/1.0', current: true });
    expect(sessions[1]?.current).toBe(false);

    expect((await callAs(app, secondTokens.accessToken, 'POST', '/api/auth/sessions/end-all')).status).toBe(200);
    for (const token of [company.owner.tokens.accessToken, secondTokens.accessToken]) {
      expect((await callAs(app, token, 'GET', '/api/auth/me')).status).toBe(401);
    }
    const refreshed = await app.inject({ method: 'POST', url: '/api/auth/refresh-access-token', headers: bearer(secondTokens.refreshToken) });
    expect(refreshed.statusCode).toBe(401);
  });
});
