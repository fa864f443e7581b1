import { randomUUID } from 'node:crypto';
import type { QuoteListItem } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { completeCompany, quoteCalls, TODAY } from './quotesFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ReturnType<typeof quoteCalls>;
let tokenA: string;
let tokenB: string;
let installationId: string;

/** A finalized quote of a new customer and project; the amount of one 10,00 € installation sets its total. */
async function finalizedQuote(token: string, quote: { number: string; name: string; firstName: string; lastName: string; project: string; amount: number }) {
  const [customerId, jobsiteId, projectId, configurationId, lineId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const address = { street: 'Lindenweg', houseNumber: '3', zipCode: '80331', city: 'München' };
  await calls.ok(token, 'PUT', `/api/customers/${customerId}`, {
    id: customerId,
    firstName: quote.firstName,
    lastName: quote.lastName,
    address,
    phone: '',
    cellphone: '',
    email: '',
  });
  await calls.ok(token, 'PUT', `/api/jobsites/${jobsiteId}`, {
    jobsite: { id: jobsiteId, customerId, location: address, buildingType: 'SingleFamilyHouse', comment: '' },
  });
  await calls.ok(token, 'PUT', `/api/electro/projects/${projectId}`, {
    id: projectId,
    name: quote.project,
    jobsiteId,
    propertyDeveloperType: { type: 'PrivateConstruction' },
    favoriteConfigurationId: configurationId,
  });
  await calls.ok(token, 'PUT', `/api/electro/configurations/${configurationId}/additional-installations/${lineId}`, {
    id: lineId,
    additionalInstallationId: installationId,
    amount: quote.amount,
  });
  await calls.ok(token, 'POST', `/api/electro/configurations/${configurationId}/quote`, { quoteName: quote.name, quoteNumber: quote.number });
  return configurationId;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  calls = quoteCalls(app);
  tokenA = (await registerCompany(app)).tokens.accessToken;
  tokenB = (await registerCompany(app)).tokens.accessToken;
  await calls.ok(tokenA, 'PUT', '/api/electro/tenant-information', completeCompany('Elektro Brandt GmbH'));
  installationId = randomUUID();
  await calls.ok(tokenA, 'PUT', `/api/electro/additional-installations/${installationId}`, {
    additionalInstallation: { id: installationId, title: 'Leitung', description: '', price: 1_000, icon: null },
    priceValidFrom: TODAY,
  });
  const quotes = [
    { number: 'A-001', name: 'Neubau', firstName: 'Anna', lastName: 'Müller', project: 'Müller, München', amount: 5 },
    { number: 'A-002', name: 'Sanierung Bad', firstName: 'Jonas', lastName: 'Weber', project: 'Weber, Stuttgart', amount: 1 },
    { number: 'B-003', name: 'Wallbox', firstName: 'Lea', lastName: 'Becker', project: 'Garage Becker', amount: 9 },
    { number: 'B-004', name: 'Neubau Keller', firstName: 'Paul', lastName: 'Zimmermann', project: 'Zimmermann, Köln', amount: 3 },
  ];
  // One after another, so that their finalizing times are in this order.
  for (const quote of quotes) ids[quote.number] = await finalizedQuote(tokenA, quote);
  await calls.ok(tokenA, 'PUT', `/api/electro/configurations/${ids['A-002']}/quote/status`, { quoteStatus: 'Accepted' });
  await calls.ok(tokenA, 'PUT', `/api/electro/configurations/${ids['B-004']}/quote/status`, { quoteStatus: 'Accepted' });
  await calls.ok(tokenA, 'PUT', `/api/electro/configurations/${ids['B-003']}/quote/status`, { quoteStatus: 'Declined' });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const list = async (token: string, query = '') => {
  const response = await calls.call(token, 'GET', `/api/electro/quotes?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: QuoteListItem[]; paginationInfo: Record<string, number> };
};
const numbers = (page: { data: QuoteListItem[] }) => page.data.map((item) => item.quoteNumber);

describe('quotes list', () => {
  it('lists the finalized quotes newest first with customer, project, date, gross total and status', async () => {
    const page = await list(tokenA);
    expect(numbers(page)).toEqual(['B-004', 'B-003', 'A-002', 'A-001']);
    expect(page.paginationInfo).toEqual({ pageIndex: 0, pageSize: 10, pageCount: 1, filteredElementsCount: 4, totalElementsCount: 4 });
    const [item] = page.data;
    expect(item).toEqual({
      id: ids['B-004'],
      projectId: expect.any(String),
      quoteNumber: 'B-004',
      quoteName: 'Neubau Keller',
      customerName: 'Zimmermann, Paul',
      projectName: 'Zimmermann, Köln',
      finalizedAt: expect.any(String),
      grossTotal: 3_000 + 570,
      quoteStatus: 'Accepted',
      statusLock: null,
    });
    expect(Date.parse(item!.finalizedAt)).toBeGreaterThan(Date.now() - 600_000);
  });

  it('finds quotes by number, name, customer or project, every word anywhere', async () => {
    expect(numbers(await list(tokenA, 'anyText=a-00'))).toEqual(['A-002', 'A-001']);
    expect(numbers(await list(tokenA, 'anyText=m%C3%BCller'))).toEqual(['A-001']);
    expect(numbers(await list(tokenA, 'anyText=garage'))).toEqual(['B-003']);
    expect(numbers(await list(tokenA, 'anyText=neubau%20k%C3%B6ln'))).toEqual(['B-004']);
    const none = await list(tokenA, 'anyText=nirgendwo');
    expect(none.data).toEqual([]);
    expect(none.paginationInfo).toMatchObject({ filteredElementsCount: 0, totalElementsCount: 4, pageCount: 0 });
  });

  it('filters by quote status, also together with a search', async () => {
    const accepted = await list(tokenA, 'quoteStatus=Accepted');
    expect(numbers(accepted)).toEqual(['B-004', 'A-002']);
    expect(accepted.paginationInfo).toMatchObject({ filteredElementsCount: 2, totalElementsCount: 4 });
    expect(numbers(await list(tokenA, 'quoteStatus=Accepted&anyText=weber'))).toEqual(['A-002']);
    expect(numbers(await list(tokenA, 'quoteStatus=Created'))).toEqual(['A-001']);
    expect(numbers(await list(tokenA, 'quoteStatus=Sent'))).toEqual([]);
    expect((await calls.call(tokenA, 'GET', '/api/electro/quotes?quoteStatus=Offen')).statusCode).toBe(400);
  });

  it('sorts by every column in both directions', async () => {
    expect(numbers(await list(tokenA, 'sortBy=grossTotal&sortOrder=Asc'))).toEqual(['A-002', 'B-004', 'A-001', 'B-003']);
    expect(numbers(await list(tokenA, 'sortBy=grossTotal&sortOrder=Desc'))).toEqual(['B-003', 'A-001', 'B-004', 'A-002']);
    expect(numbers(await list(tokenA, 'sortBy=quoteNumber&sortOrder=Desc'))).toEqual(['B-004', 'B-003', 'A-002', 'A-001']);
    expect(numbers(await list(tokenA, 'sortBy=customer'))).toEqual(['B-003', 'A-001', 'A-002', 'B-004']);
    expect(numbers(await list(tokenA, 'sortBy=project&sortOrder=Asc'))).toEqual(['B-003', 'A-001', 'A-002', 'B-004']);
    expect(numbers(await list(tokenA, 'sortBy=quoteName'))).toEqual(['A-001', 'B-004', 'A-002', 'B-003']);
    expect(numbers(await list(tokenA, 'sortBy=finalizedAt&sortOrder=Asc'))).toEqual(['A-001', 'A-002', 'B-003', 'B-004']);
    // In the order a quote goes through: created, sent, accepted, declined.
    expect(numbers(await list(tokenA, 'sortBy=quoteStatus&sortOrder=Asc'))).toEqual(['A-001', 'A-002', 'B-004', 'B-003']);
    expect(numbers(await list(tokenA, 'sortBy=quoteStatus&sortOrder=Desc'))).toEqual(['B-003', 'B-004', 'A-002', 'A-001']);
  });

  it('pages, and answers the counts for a page past the end', async () => {
    const second = await list(tokenA, 'pageSize=3&pageIndex=1');
    expect(numbers(second)).toEqual(['A-001']);
    expect(second.paginationInfo).toEqual({ pageIndex: 1, pageSize: 3, pageCount: 2, filteredElementsCount: 4, totalElementsCount: 4 });
    const past = await list(tokenA, 'pageSize=3&pageIndex=5&quoteStatus=Accepted');
    expect(past.data).toEqual([]);
    expect(past.paginationInfo).toMatchObject({ filteredElementsCount: 2, totalElementsCount: 4, pageCount: 1 });
  });

  it("shows only the company's own quotes", async () => {
    const page = await list(tokenB);
    expect(page.data).toEqual([]);
    expect(page.paginationInfo).toMatchObject({ filteredElementsCount: 0, totalElementsCount: 0 });
  });
});
