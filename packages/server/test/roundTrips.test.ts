import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { statementsSentThrough } from '../src/db/database';
import { registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { quoteCalls, type Catalogue } from './quotesFixtures';
import { billingCompany, TODAY, type BillingCompany } from './invoices/billingCompany';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;
let calls: ReturnType<typeof quoteCalls>;
let planned: Awaited<ReturnType<ReturnType<typeof quoteCalls>['plannedConfiguration']>>;
let catalogue: Catalogue;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  token = (await registerCompany(app)).tokens.accessToken;
  calls = quoteCalls(app);
  catalogue = await calls.catalogue(token);
  planned = await calls.plannedConfiguration(token, catalogue);
  for (let index = 0; index < 5; index += 1) await calls.plannedConfiguration(token, catalogue, { lastName: `Kunde ${index}` });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** The statements and transactions one request sends to the database (the requests here run one after another). */
async function statementsOf(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, as = token) {
  const before = statementsSentThrough(database.db);
  const response = await calls.call(as, method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  const after = statementsSentThrough(database.db);
  return { statements: after.statements - before.statements, transactions: after.transactions - before.transactions };
}

/*
 * The statements per request kind, pinned, so that a change in either direction is seen (the
 * budgets and the counts before them: docs/adr/0022). A list page is at most 4 round trips
 * including its transaction; the project list and the quote preview send the same statements for
 * one row as for a page of them; a floor save of up to 50 rows is 3 transactions (ADR 0001).
 */
describe('round trips per request', () => {
  beforeAll(async () => {
    // The clock stands still, so the session's kept answer never ages and its check costs no statement here.
    vi.useFakeTimers({ now: new Date(), toFake: ['Date'] });
    await statementsOf('GET', '/api/auth/me');
  });

  afterAll(() => {
    vi.useRealTimers();
  });

  it('a customer list page: 4 statements in its one transaction; 3 when its page is kept', async () => {
    expect(await statementsOf('GET', '/api/customers?pageSize=10')).toEqual({ statements: 4, transactions: 1 });
    expect(await statementsOf('GET', '/api/customers?pageSize=10')).toEqual({ statements: 3, transactions: 1 });
  });

  it('a search of the customer list asked for the first time: 4 statements, its match count read with the list state', async () => {
    const search = `/api/customers?pageSize=10&anyText=${encodeURIComponent('Weber Stuttgart')}`;
    expect(await statementsOf('GET', search)).toEqual({ statements: 4, transactions: 1 });
    expect(await statementsOf('GET', search)).toEqual({ statements: 3, transactions: 1 });
    const otherPage = `/api/customers?pageSize=10&pageIndex=1&anyText=${encodeURIComponent('Weber Stuttgart')}`;
    expect(await statementsOf('GET', otherPage)).toEqual({ statements: 3, transactions: 1 });
  });

  it('a project list page of six projects: 4 statements in one transaction (the page with its favorite quotes, their pricing inputs), the same as for one project', async () => {
    expect(await statementsOf('GET', '/api/electro/projects?pageSize=10')).toEqual({ statements: 4, transactions: 1 });
    // A full page of one row also counts the rows of the list.
    expect(await statementsOf('GET', '/api/electro/projects?pageSize=1')).toEqual({ statements: 5, transactions: 1 });
  });

  it('a quote preview: 6 statements in one transaction (status, pricing inputs, and two that read the PV design and its adjustments)', async () => {
    expect(await statementsOf('GET', `/api/electro/configurations/${planned.configurationId}/quote/preview`)).toEqual({ statements: 6, transactions: 1 });
  });

  it('a floor save: 21 statements in 3 transactions (check and write, make current, remove the replaced revision)', async () => {
    const moved = {
      ...planned.floor,
      placedElectricalComponents: planned.floor.placedElectricalComponents.map((placed) => ({ ...placed, position: { x: placed.position.x + 1, y: placed.position.y } })),
    };
    expect(moved.rooms.length + moved.placedElectricalComponents.length + moved.connectionLines.length).toBeLessThanOrEqual(50);
    expect(await statementsOf('PUT', `/api/electro/floors/${planned.floorId}`, moved)).toEqual({ statements: 21, transactions: 3 });
  });

  describe('of a company that bills', () => {
    let company: BillingCompany;
    let quoteId: string;
    beforeAll(async () => {
      company = await billingCompany(app);
      quoteId = await company.acceptedQuote();
    });

    it('issuing an invoice: 29 statements in 3 transactions; the number range is locked for the date check and advanced by one statement each', async () => {
      const draft = await company.partial(quoteId, 3_000);
      const url = `/api/electro/invoices/${draft.id}/issue`;
      expect(await statementsOf('POST', url, { version: draft.version, invoiceDate: TODAY }, company.token)).toEqual({ statements: 29, transactions: 3 });
    });

    it('a customer’s acceptance through a link: 19 statements in 2 transactions, the answered link taken from the update that records it', async () => {
      const sent = await company.acceptedQuote('Sent');
      const { token: linkToken } = await company.calls.ok(company.token, 'POST', `/api/electro/configurations/${sent}/quote/links`, {});
      const before = statementsSentThrough(database.db);
      const accept = { method: 'POST', url: `/api/public/quote-links/${linkToken}/accept`, payload: { fullName: 'Jonas Weber', acceptsTerms: true } } as const;
      const response = await app.inject({ ...accept, headers: { 'user-agent': 'Testbrowser/1.0' } });
      expect(response.statusCode, response.body).toBe(200);
      const after = statementsSentThrough(database.db);
      expect({ statements: after.statements - before.statements, transactions: after.transactions - before.transactions }).toEqual({ statements: 19, transactions: 2 });
    });
  });
});
