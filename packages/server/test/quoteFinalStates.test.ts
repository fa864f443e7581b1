import { addDays, type AuditEntry, type CreatedQuoteLink, type QuoteDetail, type QuoteLink, type QuoteListItem } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalizedDaysAgo } from './invoices/backdateQuote';
import { billingCompany, TODAY, type BillingCompany } from './invoices/billingCompany';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let company: BillingCompany;
let other: BillingCompany;

const quoteUrl = (quoteId: string) => `/api/electro/configurations/${quoteId}/quote`;
const setStatus = (owner: BillingCompany, quoteId: string, quoteStatus: string) =>
  owner.calls.call(owner.token, 'PUT', `${quoteUrl(quoteId)}/status`, { quoteStatus });
const withdraw = (owner: BillingCompany, quoteId: string, body: object) => owner.calls.call(owner.token, 'POST', `${quoteUrl(quoteId)}/withdrawal`, body);
const detail = (owner: BillingCompany, quoteId: string): Promise<QuoteDetail> => owner.calls.ok(owner.token, 'GET', `${quoteUrl(quoteId)}/info`);

/** A quote the customer accepted through a link, with the link. */
async function acceptedOnline(): Promise<{ quoteId: string; link: CreatedQuoteLink }> {
  const quoteId = await company.acceptedQuote('Sent');
  const link: CreatedQuoteLink = await company.calls.ok(company.token, 'POST', `${quoteUrl(quoteId)}/links`, {});
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/public/quote-links/${link.token}/accept`,
    remoteAddress: '10.91.0.1',
    payload: { fullName: 'Maria Weber', acceptsTerms: true },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { quoteId, link };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  company = await billingCompany(app);
  other = await billingCompany(app);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('an invoiced quote', () => {
  it('keeps its status: declining or sending it again is a 409 with a German reason', async () => {
    const quoteId = await company.acceptedQuote();
    const draft = await company.partial(quoteId, 2_000);
    expect(await detail(company, quoteId)).toMatchObject({ quoteStatus: 'Accepted', statusLock: null });
    await company.issueOk(draft);

    for (const status of ['Declined', 'Sent', 'Accepted']) {
      const refused = await setStatus(company, quoteId, status);
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json()).toEqual({ type: 'failure/QuoteStatusLocked', message: expect.stringContaining('gestellte Rechnungen') });
    }
    expect(await detail(company, quoteId)).toMatchObject({ quoteStatus: 'Accepted', statusLock: 'Invoiced', withdrawal: null });
    const listed: QuoteListItem[] = await company.calls.ok(company.token, 'GET', '/api/electro/quotes?pageSize=100');
    expect(listed.find((item) => item.id === quoteId)?.statusLock).toBe('Invoiced');
    const preview = await company.calls.ok(company.token, 'GET', `/api/electro/configurations/${quoteId}`);
    expect(preview.quoteStatus).toEqual({ type: 'Accepted', lock: 'Invoiced' });
  });

  it('stays locked when its invoice is cancelled, and cannot be withdrawn from', async () => {
    const quoteId = await company.acceptedQuote();
    const issued = await company.issueOk(await company.final(quoteId));
    await company.calls.ok(company.token, 'POST', `/api/electro/invoices/${issued.id}/cancel`, { invoiceDate: TODAY });
    expect((await setStatus(company, quoteId, 'Declined')).statusCode).toBe(409);
    const refused = await withdraw(company, quoteId, { withdrawnOn: TODAY, reason: 'Finanzierung geplatzt' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('ohne gestellte Rechnungen');
    expect(await detail(company, quoteId)).toMatchObject({ quoteStatus: 'Accepted', withdrawal: null });
  });
});

describe('a quote accepted online', () => {
  it('cannot be set back to sent or declined by hand; its acceptance stays', async () => {
    const { quoteId } = await acceptedOnline();
    for (const status of ['Sent', 'Declined']) {
      const refused = await setStatus(company, quoteId, status);
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json()).toEqual({ type: 'failure/QuoteStatusLocked', message: expect.stringContaining('online verbindlich angenommen') });
    }
    expect((await setStatus(company, quoteId, 'Accepted')).statusCode).toBe(200);
    expect(await detail(company, quoteId)).toMatchObject({ quoteStatus: 'Accepted', statusLock: 'AcceptedOnline' });
  });

  it('is withdrawn from as its own recorded event with date and reason; the acceptance evidence stays and the status is final', async () => {
    const { quoteId, link } = await acceptedOnline();
    await finalizedDaysAgo(database, quoteId, 5);
    const draft = await company.partial(quoteId, 1_000);
    const withDraft = await withdraw(company, quoteId, { withdrawnOn: TODAY, reason: 'Bauvorhaben abgesagt' });
    expect(withDraft.statusCode).toBe(409);
    expect(withDraft.json().message).toBe('Bitte löschen Sie zuerst die Rechnungsentwürfe zu diesem Angebot.');
    await company.calls.ok(company.token, 'DELETE', `/api/electro/invoices/${draft.id}`);

    for (const [withdrawnOn, message] of [
      [addDays(TODAY, 1), 'Das Datum des Rücktritts darf nicht in der Zukunft liegen.'],
      [addDays(TODAY, -6), 'Das Datum des Rücktritts darf nicht vor der Fertigstellung des Angebots liegen.'],
    ]) {
      const refused = await withdraw(company, quoteId, { withdrawnOn, reason: 'Bauvorhaben abgesagt' });
      expect(refused.statusCode, withdrawnOn).toBe(422);
      expect(refused.json()).toEqual({ type: 'failure/InvalidWithdrawal', message });
    }

    const withdrawnOn = addDays(TODAY, -2);
    const answer = await withdraw(company, quoteId, { withdrawnOn, reason: '  Bauvorhaben abgesagt  ' });
    expect(answer.statusCode, answer.body).toBe(200);
    const quote: QuoteDetail = answer.json().data;
    expect(quote).toMatchObject({
      quoteStatus: 'Declined',
      statusLock: 'Withdrawn',
      withdrawal: { withdrawnOn, reason: 'Bauvorhaben abgesagt', recordedBy: expect.any(String) },
    });
    expect(await detail(company, quoteId)).toEqual(quote);

    const links: QuoteLink[] = await company.calls.ok(company.token, 'GET', `${quoteUrl(quoteId)}/links`);
    expect(links.find((one) => one.id === link.link.id)?.answer).toMatchObject({ kind: 'Accepted', signerName: 'Maria Weber' });

    const log: AuditEntry[] = await company.calls.ok(company.token, 'GET', '/api/audit-log?pageSize=100');
    expect(log).toContainEqual(expect.objectContaining({ entity: 'quote_withdrawals', entityId: quoteId, action: 'created' }));

    for (const status of ['Accepted', 'Sent', 'Declined']) {
      const refused = await setStatus(company, quoteId, status);
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json().message).toContain('zurückgetreten');
    }
    expect((await withdraw(company, quoteId, { withdrawnOn, reason: 'noch einmal' })).statusCode).toBe(409);
    expect((await company.create({ quoteId, kind: 'Final' })).json().type).toBe('failure/QuoteNotAccepted');
    await expect(database.db.deleteFrom('quote_withdrawals').where('id', '=', quoteId).execute()).rejects.toThrow(/cannot be changed/);
  });
});

describe('withdrawals', () => {
  it('are recorded only for accepted quotes of one’s own company, with a real date and a reason', async () => {
    const sent = await company.acceptedQuote('Sent');
    const notAccepted = await withdraw(company, sent, { withdrawnOn: TODAY, reason: 'Kein Interesse' });
    expect(notAccepted.statusCode).toBe(409);
    expect(notAccepted.json().message).toContain('nur zu einem angenommenen Angebot');

    const accepted = await company.acceptedQuote();
    expect((await withdraw(other, accepted, { withdrawnOn: TODAY, reason: 'Kein Interesse' })).statusCode).toBe(404);
    for (const body of [
      { withdrawnOn: '2026-02-30', reason: 'Kein Interesse' },
      { withdrawnOn: TODAY, reason: '   ' },
      { withdrawnOn: TODAY, reason: 'x'.repeat(1_001) },
      { withdrawnOn: TODAY },
    ]) {
      const refused = await withdraw(company, accepted, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await detail(company, accepted)).toMatchObject({ quoteStatus: 'Accepted', withdrawal: null, statusLock: null });
    // Accepted by hand (no online acceptance, no invoice): the answer can still be corrected.
    expect((await setStatus(company, accepted, 'Declined')).statusCode).toBe(200);
  });
});
