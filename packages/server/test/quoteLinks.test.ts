import { createHash } from 'node:crypto';
import type { CreatedQuoteLink, PublicQuote, QuoteLink, UnseenQuoteAnswer } from '@planner/api';
import { MSG_MAIL_NOT_CONFIGURED, MSG_QUOTE_ALREADY_ANSWERED, MSG_QUOTE_LINK_NO_EMAIL } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfiguration } from './checkoutFixtures';
import { billingCompany, type BillingCompany } from './invoices/billingCompany';
import { completeCompany } from './quotesFixtures';
import { registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { linkIn, startTestMailbox, type TestMailbox } from './support/testMailbox';

let database: TestDatabase;
let app: FastifyInstance;
let company: BillingCompany;
let other: BillingCompany;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const linksUrl = (quoteId: string) => `/api/electro/configurations/${quoteId}/quote/links`;
let addresses = 0;
/** Each test speaks from its own address, so the per-address limit of one never hits another. */
const nextAddress = () => `10.77.${Math.floor((addresses += 1) / 250)}.${addresses % 250}`;

const publicCall = (method: 'GET' | 'POST', path: string, payload?: object, remoteAddress = '10.66.0.1') =>
  app.inject({ method, url: `/api/public/quote-links/${path}`, remoteAddress, headers: { 'user-agent': 'Testbrowser/1.0' }, ...(payload ? { payload } : {}) });

async function sentQuoteWithLink(owner: BillingCompany = company, validDays?: number) {
  const quoteId = await owner.acceptedQuote('Sent');
  const created: CreatedQuoteLink = await owner.calls.ok(owner.token, 'POST', linksUrl(quoteId), validDays ? { validDays } : {});
  return { quoteId, ...created };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  company = await billingCompany(app);
  other = await billingCompany(app, () => completeCompany('Elektro Beta GmbH'));
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('creating links', () => {
  it('gives an unguessable token of 256 bits once and keeps only its hash', async () => {
    const { quoteId, token, link } = await sentQuoteWithLink();
    const second: CreatedQuoteLink = await company.calls.ok(company.token, 'POST', linksUrl(quoteId), { validDays: 7 });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(second.token).not.toBe(token);
    expect(link).toMatchObject({ quoteId, state: 'Open', revokedAt: null, answer: null });
    const days = (new Date(link.expiresAt).getTime() - new Date(link.createdAt).getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);

    const stored = await database.db.selectFrom('quote_links').selectAll().where('id', '=', link.id).executeTakeFirstOrThrow();
    expect(stored.token_sha256).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const listed: QuoteLink[] = await company.calls.ok(company.token, 'GET', linksUrl(quoteId));
    expect(listed.map((entry) => entry.id)).toEqual([second.link.id, link.id]);
    expect(JSON.stringify(listed)).not.toContain(token);
  });

  it('only for a finalized quote of the company, valid for 1 to 90 days', async () => {
    const draft = await createConfiguration(app, company.token);
    expect((await company.calls.call(company.token, 'POST', linksUrl(draft), {})).statusCode).toBe(404);
    const { quoteId } = await sentQuoteWithLink();
    expect((await other.calls.call(other.token, 'POST', linksUrl(quoteId), {})).statusCode).toBe(404);
    expect((await other.calls.call(other.token, 'GET', linksUrl(quoteId))).statusCode).toBe(404);
    const pvOnly = (await registerCompany(app, { environment: ['PvPlanner'] })).tokens.accessToken;
    expect((await company.calls.call(pvOnly, 'POST', linksUrl(quoteId), {})).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: linksUrl(quoteId), payload: {} })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/electro/quote-answers/unseen' })).statusCode).toBe(401);
    for (const validDays of [0, 91, 1.5]) {
      expect((await company.calls.call(company.token, 'POST', linksUrl(quoteId), { validDays })).statusCode).toBe(400);
    }
  });
});

describe('the customer’s page', () => {
  it('shows that one quote without sign-in, without the customer’s contact data, kept out of search engines', async () => {
    const { token } = await sentQuoteWithLink();
    const response = await publicCall('GET', token, undefined, nextAddress());
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const page = await app.inject({ method: 'GET', url: `/angebot/${token}`, headers: { accept: 'text/html' } });
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    const quotePage: PublicQuote = response.json().data;
    expect(quotePage.company.name).toBe('Elektro Brandt GmbH');
    expect(quotePage.quote).toMatchObject({ quoteName: 'Elektroinstallation Neubau', customer: { lastName: 'Weber', email: null, phone: null } });
    expect(quotePage.answer).toBeNull();
    expect(quotePage.quote.grossTotal).toBeGreaterThan(0);

    const pdf = await publicCall('GET', `${token}/pdf`, undefined, nextAddress());
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('tells unknown, malformed, expired and revoked links apart in German', async () => {
    const address = nextAddress();
    const unknown = await publicCall('GET', 'A'.repeat(43), undefined, address);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('Dieser Link ist ungültig');
    expect((await publicCall('GET', 'kurz', undefined, address)).statusCode).toBe(400);

    const expiring = await sentQuoteWithLink();
    await database.db.updateTable('quote_links').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', expiring.link.id).execute();
    const expired = await publicCall('GET', expiring.token, undefined, address);
    expect(expired.json()).toMatchObject({ type: 'failure/LinkExpired', message: expect.stringContaining('abgelaufen') });
    const lateAccept = await publicCall('POST', `${expiring.token}/accept`, { fullName: 'Jonas Weber', acceptsTerms: true }, address);
    expect(lateAccept.json().type).toBe('failure/LinkExpired');

    const revoking = await sentQuoteWithLink();
    const revoked: QuoteLink = await company.calls.ok(company.token, 'DELETE', `${linksUrl(revoking.quoteId)}/${revoking.link.id}`);
    expect(revoked.state).toBe('Revoked');
    expect((await publicCall('GET', revoking.token, undefined, address)).json()).toMatchObject({
      type: 'failure/LinkRevoked',
      message: expect.stringContaining('zurückgezogen'),
    });
    expect((await publicCall('GET', `${revoking.token}/pdf`, undefined, address)).json().type).toBe('failure/LinkRevoked');
    const foreign = await other.calls.call(other.token, 'DELETE', `${linksUrl(revoking.quoteId)}/${revoking.link.id}`);
    expect(foreign.statusCode).toBe(404);
  });

  it('accepting records name, time, address, browser and the hash of the PDF, and sets the quote accepted once', async () => {
    const { quoteId, token, link } = await sentQuoteWithLink();
    const address = nextAddress();
    expect((await publicCall('POST', `${token}/accept`, { fullName: 'Jonas Weber', acceptsTerms: false }, address)).statusCode).toBe(400);
    expect((await publicCall('POST', `${token}/accept`, { fullName: '  ', acceptsTerms: true }, address)).statusCode).toBe(400);

    const accepted = await publicCall('POST', `${token}/accept`, { fullName: 'Jonas Weber', acceptsTerms: true }, address);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.answer).toMatchObject({ kind: 'Accepted', signerName: 'Jonas Weber' });

    const quotePdf = await company.calls.call(company.token, 'GET', `/api/electro/configurations/${quoteId}/quote/pdf`);
    const [listed]: QuoteLink[] = await company.calls.ok(company.token, 'GET', linksUrl(quoteId));
    expect(listed).toMatchObject({
      id: link.id,
      state: 'Answered',
      answer: { kind: 'Accepted', signerName: 'Jonas Weber', reason: '', ipAddress: address, userAgent: 'Testbrowser/1.0', pdfSha256: sha256(quotePdf.rawPayload) },
    });
    expect((await company.calls.ok(company.token, 'GET', `/api/electro/configurations/${quoteId}/quote/info`)).quoteStatus).toBe('Accepted');

    const twice = await publicCall('POST', `${token}/accept`, { fullName: 'Jonas Weber', acceptsTerms: true }, address);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ type: 'failure/AlreadyAnswered', message: 'Dieses Angebot wurde bereits beantwortet.' });
    expect((await publicCall('POST', `${token}/decline`, { reason: 'doch nicht' }, address)).statusCode).toBe(409);
    expect((await publicCall('GET', token, undefined, address)).json().data.answer).toMatchObject({ kind: 'Accepted' });
    expect((await company.calls.call(company.token, 'DELETE', `${linksUrl(quoteId)}/${link.id}`)).json().data.state).toBe('Answered');
  });

  it('declining keeps the reason; the quote cannot be accepted afterwards through another link', async () => {
    const { quoteId, token } = await sentQuoteWithLink();
    const address = nextAddress();
    const second: CreatedQuoteLink = await company.calls.ok(company.token, 'POST', linksUrl(quoteId), {});
    const declined = await publicCall('POST', `${token}/decline`, { reason: 'Zu teuer für uns.' }, address);
    expect(declined.json().data.answer).toMatchObject({ kind: 'Declined' });
    expect((await company.calls.ok(company.token, 'GET', `/api/electro/configurations/${quoteId}/quote/info`)).quoteStatus).toBe('Declined');
    const links: QuoteLink[] = await company.calls.ok(company.token, 'GET', linksUrl(quoteId));
    expect(links.find((entry) => entry.answer)?.answer).toMatchObject({ kind: 'Declined', reason: 'Zu teuer für uns.', signerName: '' });
    const lateAccept = await publicCall('POST', `${second.token}/accept`, { fullName: 'Jonas Weber', acceptsTerms: true }, address);
    expect(lateAccept.json().type).toBe('failure/AlreadyAnswered');

    const third = await company.calls.call(company.token, 'POST', linksUrl(quoteId), {});
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ type: 'failure/AlreadyAnswered', message: MSG_QUOTE_ALREADY_ANSWERED });
    expect(await company.calls.ok(company.token, 'GET', linksUrl(quoteId))).toHaveLength(2);
  });

  it('another company’s link shows only that company’s quote; answers reach only their company', async () => {
    const before: UnseenQuoteAnswer[] = await company.calls.ok(company.token, 'GET', '/api/electro/quote-answers/unseen');
    for (const { linkId } of before) await company.calls.ok(company.token, 'POST', `/api/electro/quote-answers/${linkId}/dismiss`);
    const mine = await sentQuoteWithLink();
    const theirs = await sentQuoteWithLink(other);
    const address = nextAddress();
    const page: PublicQuote = (await publicCall('GET', theirs.token, undefined, address)).json().data;
    expect(page.company.name).toBe('Elektro Beta GmbH');
    await publicCall('POST', `${theirs.token}/accept`, { fullName: 'Jonas Weber', acceptsTerms: true }, address);
    await publicCall('POST', `${mine.token}/decline`, {}, address);

    const unseen: UnseenQuoteAnswer[] = await company.calls.ok(company.token, 'GET', '/api/electro/quote-answers/unseen');
    expect(unseen).toEqual([expect.objectContaining({ quoteId: mine.quoteId, customerName: 'Weber, Jonas', answer: expect.objectContaining({ kind: 'Declined' }) })]);
    const theirUnseen: UnseenQuoteAnswer[] = await other.calls.ok(other.token, 'GET', '/api/electro/quote-answers/unseen');
    expect(theirUnseen.map((answer) => answer.quoteId)).toEqual([theirs.quoteId]);
    const foreignDismiss = await other.calls.call(other.token, 'POST', `/api/electro/quote-answers/${unseen[0]!.linkId}/dismiss`);
    expect(foreignDismiss.statusCode).toBe(404);
  });

  it('is rate-limited per link and per address', async () => {
    const { token } = await sentQuoteWithLink();
    const statuses: number[] = [];
    for (let request = 0; request < 61; request += 1) statuses.push((await publicCall('GET', token, undefined, nextAddress())).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);

    const guesser = nextAddress();
    const guesses: number[] = [];
    for (let request = 0; request < 121; request += 1) guesses.push((await publicCall('GET', 'B'.repeat(42) + String(request % 10), undefined, guesser)).statusCode);
    expect(guesses.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(guesses[120]).toBe(429);
  });
});

describe('sending the link by e-mail', () => {
  let mailbox: TestMailbox;
  let mailingApp: FastifyInstance;

  beforeAll(async () => {
    mailbox = await startTestMailbox();
    mailingApp = await createTestApp(database.db, { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://planer.example.de' });
  });

  afterAll(async () => {
    await mailingApp.close();
    await mailbox.close();
  });

  const giveCustomerEmail = async (quoteId: string, email: string) => {
    const { tenant_id } = await database.db.selectFrom('quotes').select('tenant_id').where('id', '=', quoteId).executeTakeFirstOrThrow();
    await database.db.updateTable('customers').set({ email }).where('tenant_id', '=', tenant_id).execute();
  };
  const createWithMail = (on: FastifyInstance, quoteId: string) =>
    on.inject({ method: 'POST', url: linksUrl(quoteId), headers: { authorization: `Bearer ${company.token}` }, payload: { validDays: 14, sendByEmail: true } });

  it('sends the customer the link with the quote’s number, greeting and validity', async () => {
    const quoteId = await company.acceptedQuote('Sent');
    await giveCustomerEmail(quoteId, 'jonas.weber@example.de');
    const since = mailbox.mails.length;
    const response = await createWithMail(mailingApp, quoteId);
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().data as CreatedQuoteLink;
    expect(created.emailedTo).toBe('jonas.weber@example.de');

    const mail = await mailbox.waitForMail('jonas.weber@example.de', { since });
    expect(mail.subject).toMatch(/^Ihr Angebot A-\d+ von Elektro Brandt GmbH$/);
    expect(mail.text).toContain('Sehr geehrte Damen und Herren,');
    expect(linkIn(mail, 'https://planer.example.de/angebot/')).toBe(`https://planer.example.de/angebot/${created.token}`);
  });

  it('refuses to send without a mail server or without the customer’s address, and creates no link then', async () => {
    const quoteId = await company.acceptedQuote('Sent');
    await giveCustomerEmail(quoteId, '');
    const noAddress = await createWithMail(mailingApp, quoteId);
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().fieldErrors).toEqual([{ path: 'sendByEmail', message: MSG_QUOTE_LINK_NO_EMAIL }]);
    await giveCustomerEmail(quoteId, 'jonas.weber@example.de');
    const noServer = await createWithMail(app, quoteId);
    expect(noServer.json().fieldErrors).toEqual([{ path: 'sendByEmail', message: MSG_MAIL_NOT_CONFIGURED }]);
    const listed: QuoteLink[] = await company.calls.ok(company.token, 'GET', linksUrl(quoteId));
    expect(listed).toEqual([]);
  });
});
