import { createHash } from 'node:crypto';
import type { CreatedQuoteLink, JwsTokens, PublicQuote, Quote, QuoteAnswerMailSetting, QuoteLink, Role, UnseenQuoteAnswer } from '@planner/api';
import { MSG_QUOTE_EXPIRED, MSG_QUOTE_VALIDITY_NOT_LATER, MSG_QUOTE_VALIDITY_TOO_FAR } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCompany, type BillingCompany } from './invoices/billingCompany';
import { completeCompany } from './quotesFixtures';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { startTestMailbox, type TestMailbox } from './support/testMailbox';

let database: TestDatabase;
let mailbox: TestMailbox;
let app: FastifyInstance;
let company: BillingCompany;
let other: BillingCompany;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });
const dayIn = (days: number) => berlinDay.format(new Date(Date.now() + days * 86_400_000));
const germanDate = (day: string) => day.split('-').reverse().join('.');
const linksUrl = (quoteId: string) => `/api/electro/configurations/${quoteId}/quote/links`;
const validityUrl = (quoteId: string) => `/api/electro/configurations/${quoteId}/quote/validity`;
const quoteUrl = (quoteId: string) => `/api/electro/configurations/${quoteId}/quote/info`;
let addresses = 0;
const nextAddress = () => `10.79.${Math.floor((addresses += 1) / 250)}.${addresses % 250}`;

const publicCall = (method: 'GET' | 'POST', path: string, payload?: object) =>
  app.inject({ method, url: `/api/public/quote-links/${path}`, remoteAddress: nextAddress(), headers: { 'user-agent': 'Testbrowser/1.0' }, ...(payload ? { payload } : {}) });
const accept = (token: string) => publicCall('POST', `${token}/accept`, { fullName: 'Jonas Weber', acceptsTerms: true });

/** Sets the 'gültig bis' day as if the quote had been finalized with it. */
async function printValidUntil(quoteId: string, day: string) {
  await sql`update quotes set snapshot = jsonb_set(snapshot, '{validUntil}', to_jsonb(${day}::text)) where id = ${quoteId}`.execute(database.db);
}

async function sentQuote(owner: BillingCompany = company) {
  return owner.acceptedQuote('Sent');
}

async function newLink(quoteId: string, validDays = 90, owner: BillingCompany = company): Promise<CreatedQuoteLink> {
  return owner.calls.ok(owner.token, 'POST', linksUrl(quoteId), { validDays });
}

beforeAll(async () => {
  database = await createTestDatabase();
  mailbox = await startTestMailbox();
  app = await createTestApp(database.db, { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://planer.example.de' });
  company = await billingCompany(app);
  other = await billingCompany(app, () => completeCompany('Elektro Beta GmbH'));
});

afterAll(async () => {
  await app.close();
  await mailbox.close();
  await database.drop();
});

describe('an offer past its validity', () => {
  it('is accepted until the end of its ‘gültig bis’ day', async () => {
    const quoteId = await sentQuote();
    const { token } = await newLink(quoteId);
    await printValidUntil(quoteId, dayIn(0));
    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json().data as PublicQuote).offerExpired).toBe(false);
  });

  it('cannot be accepted or declined through a link that is still open; the page says so with the company’s contact', async () => {
    const quoteId = await sentQuote();
    const { token, link } = await newLink(quoteId);
    await printValidUntil(quoteId, dayIn(-1));

    const page = await publicCall('GET', token);
    expect(page.statusCode).toBe(200);
    const shown: PublicQuote = page.json().data;
    expect(shown.offerExpired).toBe(true);
    expect(shown.company).toMatchObject({ name: 'Elektro Brandt GmbH', contactInformation: { phone: '0711 987654-0', mail: 'info@elektro-brandt.de' } });

    const late = await accept(token);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({ type: 'failure/QuoteExpired', message: MSG_QUOTE_EXPIRED });
    expect((await publicCall('POST', `${token}/decline`, { reason: 'zu spät' })).json().type).toBe('failure/QuoteExpired');
    expect(((await company.calls.ok(company.token, 'GET', quoteUrl(quoteId))) as Quote).quoteStatus).toBe('Sent');
    const [listed]: QuoteLink[] = await company.calls.ok(company.token, 'GET', linksUrl(quoteId));
    expect(listed).toMatchObject({ id: link.id, state: 'Expired', answer: null });
  });

  it('gets no new link, and a new link never outlives the offer', async () => {
    const quoteId = await sentQuote();
    const quote: Quote = await company.calls.ok(company.token, 'GET', quoteUrl(quoteId));
    const long = await newLink(quoteId, 90);
    expect(berlinDay.format(new Date(long.link.expiresAt))).toBe(quote.validUntil);
    expect(berlinDay.format(new Date(new Date(long.link.expiresAt).getTime() + 1000))).not.toBe(quote.validUntil);
    const short = await newLink(quoteId, 7);
    expect(Math.round((new Date(short.link.expiresAt).getTime() - new Date(short.link.createdAt).getTime()) / 86_400_000)).toBe(7);

    await printValidUntil(quoteId, dayIn(-1));
    const refused = await company.calls.call(company.token, 'POST', linksUrl(quoteId), { validDays: 7 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      type: 'failure/QuoteExpired',
      message: `Das Angebot war nur bis ${germanDate(dayIn(-1))} gültig. Bitte verlängern Sie zuerst seine Gültigkeit.`,
    });
    expect(await company.calls.ok(company.token, 'GET', linksUrl(quoteId))).toHaveLength(2);
  });
});

describe('extending the validity', () => {
  it('is recorded with who did it, keeps the printed date and the PDF, and lets the customer accept again', async () => {
    const quoteId = await sentQuote();
    const { token } = await newLink(quoteId);
    const expiredOn = dayIn(-1);
    await printValidUntil(quoteId, expiredOn);
    const pdfBefore = (await company.calls.call(company.token, 'GET', `/api/electro/configurations/${quoteId}/quote/pdf`)).rawPayload;

    const extended = await company.calls.call(company.token, 'POST', validityUrl(quoteId), { validUntil: dayIn(14), previousValidUntil: expiredOn });
    expect(extended.statusCode, extended.body).toBe(200);
    const quote: Quote = extended.json().data;
    expect(quote.validUntil).toBe(expiredOn);
    expect(quote.validityExtension).toEqual({ validUntil: dayIn(14), extendedAt: expect.any(String) });
    const pdfAfter = (await company.calls.call(company.token, 'GET', `/api/electro/configurations/${quoteId}/quote/pdf`)).rawPayload;
    expect(sha256(pdfAfter)).toBe(sha256(pdfBefore));

    const { tenant_id: tenantId } = await database.db.selectFrom('quotes').select('tenant_id').where('id', '=', quoteId).executeTakeFirstOrThrow();
    const entries = await database.db.selectFrom('audit_log').selectAll().where('tenant_id', '=', tenantId).where('entity', '=', 'quote_validity_extensions').execute();
    expect(entries).toEqual([expect.objectContaining({ action: 'created', user_id: expect.any(String) })]);
    const stored = await database.db.selectFrom('quote_validity_extensions').selectAll().where('quote_id', '=', quoteId).executeTakeFirstOrThrow();
    expect(stored.extended_by).toBe(entries[0]!.user_id);

    // The old link ran past the printed day; it shows the new one and takes the answer.
    const page: PublicQuote = (await publicCall('GET', token)).json().data;
    expect(page).toMatchObject({ offerExpired: false, quote: { validUntil: expiredOn, validityExtension: { validUntil: dayIn(14) } } });
    const fresh = await newLink(quoteId, 90);
    expect(berlinDay.format(new Date(fresh.link.expiresAt))).toBe(dayIn(14));
    expect((await accept(fresh.token)).statusCode).toBe(200);
    const answered = await company.calls.call(company.token, 'POST', validityUrl(quoteId), { validUntil: dayIn(20), previousValidUntil: dayIn(14) });
    expect(answered.json()).toMatchObject({ type: 'failure/AlreadyAnswered' });
  });

  it('takes only a later real day within 90 days, based on the validity the user saw, of the company’s own quote', async () => {
    const quoteId = await sentQuote();
    const { validUntil }: Quote = await company.calls.ok(company.token, 'GET', quoteUrl(quoteId));
    const extend = (body: object, as: BillingCompany = company) => as.calls.call(as.token, 'POST', validityUrl(quoteId), body);

    for (const bad of ['2026-02-30', '27.11.2026', '', 'morgen']) {
      expect((await extend({ validUntil: bad, previousValidUntil: validUntil })).statusCode).toBe(400);
    }
    const earlier = await extend({ validUntil: dayIn(1), previousValidUntil: validUntil });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().fieldErrors).toEqual([{ path: 'validUntil', message: MSG_QUOTE_VALIDITY_NOT_LATER }]);
    const tooFar = await extend({ validUntil: dayIn(91), previousValidUntil: validUntil });
    expect(tooFar.json().fieldErrors).toEqual([{ path: 'validUntil', message: MSG_QUOTE_VALIDITY_TOO_FAR }]);
    expect((await extend({ validUntil: dayIn(60), previousValidUntil: validUntil }, other)).statusCode).toBe(404);

    expect((await extend({ validUntil: dayIn(60), previousValidUntil: validUntil })).statusCode).toBe(200);
    const stale = await extend({ validUntil: dayIn(70), previousValidUntil: validUntil });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().type).toBe('failure/Conflict');
    const quote: Quote = await company.calls.ok(company.token, 'GET', quoteUrl(quoteId));
    expect(quote.validityExtension?.validUntil).toBe(dayIn(60));
    expect(await database.db.selectFrom('quote_validity_extensions').select('id').where('quote_id', '=', quoteId).execute()).toHaveLength(1);
  });
});

describe('an answered quote on every link', () => {
  it('shows the answer on a second link, which the company sees closed', async () => {
    const quoteId = await sentQuote();
    const first = await newLink(quoteId);
    const second = await newLink(quoteId);
    expect((await accept(first.token)).statusCode).toBe(200);

    const page: PublicQuote = (await publicCall('GET', second.token)).json().data;
    expect(page.answer).toBeNull();
    expect(page.quoteAnswer).toEqual({ kind: 'Accepted', answeredAt: expect.any(String) });
    const links: QuoteLink[] = await company.calls.ok(company.token, 'GET', linksUrl(quoteId));
    expect(links.map((link) => [link.id, link.state])).toEqual([
      [second.link.id, 'Closed'],
      [first.link.id, 'Answered'],
    ]);
    expect(links.find((link) => link.id === first.link.id)?.answer?.answeredAt).toBe(page.quoteAnswer?.answeredAt);
  });

  it('shows a decline, and an answer the company set by hand, without a time', async () => {
    const declinedId = await sentQuote();
    const [first, second] = [await newLink(declinedId), await newLink(declinedId)];
    await publicCall('POST', `${first.token}/decline`, { reason: 'Zu teuer.' });
    expect(((await publicCall('GET', second.token)).json().data as PublicQuote).quoteAnswer).toMatchObject({ kind: 'Declined' });

    const byHandId = await sentQuote();
    const link = await newLink(byHandId);
    await company.calls.ok(company.token, 'PUT', `/api/electro/configurations/${byHandId}/quote/status`, { quoteStatus: 'Accepted' });
    expect(((await publicCall('GET', link.token)).json().data as PublicQuote).quoteAnswer).toEqual({ kind: 'Accepted', answeredAt: null });
    const [listed]: QuoteLink[] = await company.calls.ok(company.token, 'GET', linksUrl(byHandId));
    expect(listed?.state).toBe('Closed');
  });
});

describe('the customer’s answer reaches every colleague', () => {
  let people = 0;
  const unseenUrl = '/api/electro/quote-answers/unseen';
  const settingUrl = '/api/electro/quote-answers/mail-setting';

  /** A colleague in the company with `roles`, signed in. */
  async function colleague(roles: Role[]) {
    people += 1;
    const email = `kollegin${people}.${Date.now()}@example.de`;
    const invitation: { token: string } = await company.calls.ok(company.token, 'POST', '/api/team/invitations', { email, roles });
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/public/invitations/${invitation.token}/accept`,
      payload: { firstName: 'Kim', lastName: `Kollegin ${people}`, password: 'kollegen-passwort-1' },
      remoteAddress: `10.89.${people}.1`,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { email, token: (accepted.json().data.jwsTokens as JwsTokens).accessToken };
  }
  const unseenOf = async (token: string): Promise<UnseenQuoteAnswer[]> => company.calls.ok(token, 'GET', unseenUrl);
  const ownerEmail = async () => ((await company.calls.ok(company.token, 'GET', '/api/auth/me')) as { email: string }).email;

  it('each user sees the answer until they dismiss it themselves', async () => {
    const planner = await colleague(['Planner']);
    const quoteId = await sentQuote();
    const { token, link } = await newLink(quoteId);
    await accept(token);

    expect((await unseenOf(company.token)).map((answer) => answer.linkId)).toContain(link.id);
    expect((await unseenOf(planner.token)).map((answer) => answer.linkId)).toContain(link.id);
    expect((await company.calls.call(company.token, 'POST', `/api/electro/quote-answers/${link.id}/dismiss`)).statusCode).toBe(200);
    expect((await unseenOf(company.token)).map((answer) => answer.linkId)).not.toContain(link.id);
    expect((await unseenOf(planner.token)).map((answer) => answer.linkId)).toContain(link.id);
    expect((await unseenOf(planner.token)).map((answer) => answer.linkId)).toContain(link.id);
    expect((await company.calls.call(planner.token, 'POST', `/api/electro/quote-answers/${link.id}/dismiss`)).statusCode).toBe(200);
    expect((await unseenOf(planner.token)).map((answer) => answer.linkId)).not.toContain(link.id);

    const newcomer = await colleague(['ReadOnly']);
    expect((await unseenOf(newcomer.token)).map((answer) => answer.linkId)).not.toContain(link.id);
    expect((await unseenOf(other.token)).map((answer) => answer.linkId)).not.toContain(link.id);
    const unanswered = await newLink(await sentQuote());
    expect((await company.calls.call(company.token, 'POST', `/api/electro/quote-answers/${unanswered.link.id}/dismiss`)).statusCode).toBe(404);
  });

  it('is mailed to owners by default and to planners who ask for it, never to read-only users', async () => {
    const planner = await colleague(['Planner']);
    const reader = await colleague(['ReadOnly']);
    expect(await company.calls.ok(company.token, 'GET', settingUrl)).toEqual({ wantsMail: true, eligible: true });
    expect(await company.calls.ok(planner.token, 'GET', settingUrl)).toEqual({ wantsMail: false, eligible: true });
    expect(await company.calls.ok(reader.token, 'GET', settingUrl)).toEqual({ wantsMail: false, eligible: false });
    expect((await company.calls.call(reader.token, 'PUT', settingUrl, { wantsMail: true })).statusCode).toBe(403);
    expect((await company.calls.call(planner.token, 'PUT', settingUrl, { wantsMail: 'ja' })).statusCode).toBe(400);

    const owner = await ownerEmail();
    let since = mailbox.mails.length;
    await accept((await newLink(await sentQuote())).token);
    const mail = await mailbox.waitForMail(owner, { since });
    expect(mail.subject).toMatch(/^Angebot A-\d+ angenommen$/);
    expect(mail.text).toContain('Weber, Jonas hat das Angebot');
    expect(mail.text).toContain('unterzeichnet von Jonas Weber');
    expect(mail.text).toMatch(/https:\/\/planer\.example\.de\/quotes\/[0-9a-f-]{36}/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.mails.slice(since).flatMap((received) => received.to)).toEqual([owner]);

    const turned: QuoteAnswerMailSetting = await company.calls.ok(planner.token, 'PUT', settingUrl, { wantsMail: true });
    expect(turned).toEqual({ wantsMail: true, eligible: true });
    await company.calls.ok(company.token, 'PUT', settingUrl, { wantsMail: false });
    since = mailbox.mails.length;
    await publicCall('POST', `${(await newLink(await sentQuote())).token}/decline`, { reason: 'Zu teuer.' });
    const declined = await mailbox.waitForMail(planner.email, { since });
    expect(declined.subject).toMatch(/abgelehnt$/);
    expect(declined.text).toContain('Grund: „Zu teuer.“');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.mails.slice(since).flatMap((received) => received.to)).toEqual([planner.email]);
  });
});
