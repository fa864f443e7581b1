import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderQuotePdf } from '../src/quotes/pdf/renderQuotePdf';
import { finalizeQuote, quoteDocuments } from '../src/quotes/finalizeQuote';
import { postgresBlobStore } from '../src/storage/blobStore';
import { registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { completeCompany, quoteCalls, type Catalogue } from './quotesFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ReturnType<typeof quoteCalls>;
let token: string;
let otherToken: string;
let catalogue: Catalogue;

const tenantOf = (accessToken: string): string => JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).tid;

/** Renders like the worker, after waiting until `release` is called. */
function heldRenderer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const rendering = new Promise<void>((resolve) => (started = resolve));
  const render = async (input: Parameters<typeof renderQuotePdf>[0]) => {
    started();
    await released;
    return renderQuotePdf(input);
  };
  return { render, rendering, release };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  calls = quoteCalls(app);
  token = (await registerCompany(app)).tokens.accessToken;
  otherToken = (await registerCompany(app)).tokens.accessToken;
  await calls.ok(token, 'PUT', '/api/electro/tenant-information', completeCompany('Elektro Brandt GmbH'));
  catalogue = await calls.catalogue(token);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('finalizing a quote', () => {
  it('holds no database connection while its PDF is rendered: another company is answered meanwhile', async () => {
    const { configurationId } = await calls.plannedConfiguration(token, catalogue);
    const held = heldRenderer();
    const finalizing = finalizeQuote(database.db, tenantOf(token), postgresBlobStore, configurationId, { quoteName: 'Angebot', quoteNumber: 'H-1', executionPeriod: '' }, { ...quoteDocuments, render: held.render });
    await held.rendering;

    const list = await calls.call(otherToken, 'GET', '/api/customers?pageSize=10');
    expect(list.statusCode).toBe(200);
    held.release();
    expect((await finalizing).kind).toBe('finalized');
    expect((await calls.call(token, 'GET', `/api/electro/configurations/${configurationId}/quote/pdf`)).statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous finalizations win', async () => {
    const { configurationId } = await calls.plannedConfiguration(token, catalogue);
    const finalize = (quoteNumber: string) =>
      calls.call(token, 'POST', `/api/electro/configurations/${configurationId}/quote`, { quoteName: 'Angebot', quoteNumber });
    const answers = await Promise.all([finalize(`P-${randomUUID().slice(0, 4)}`), finalize(`Q-${randomUUID().slice(0, 4)}`)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().data.quoteNumber;
    const documents = await database.db.selectFrom('documents').select(['state', 'file_name']).where('id', '=', configurationId).execute();
    expect(documents).toEqual([{ state: 'Stored', file_name: `Angebot-${winner}.pdf` }]);
  });
});
