import { createHash } from 'node:crypto';
import type { CreatedQuoteLink, QuoteLink } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuotePdfHash } from '../src/db/migrations/0034_quote_vat_and_pdf_hash';
import { billingCompany, type BillingCompany } from './invoices/billingCompany';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let company: BillingCompany;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const storedPdf = (quoteId: string) =>
  database.db
    .selectFrom('quotes')
    .innerJoin('blobs', (join) => join.onRef('blobs.tenant_id', '=', 'quotes.tenant_id').onRef('blobs.id', '=', 'quotes.pdf_blob_id'))
    .select(['quotes.pdf_sha256', 'quotes.pdf_byte_size', 'blobs.id as blobId', 'blobs.data'])
    .where('quotes.id', '=', quoteId)
    .executeTakeFirstOrThrow();

async function downloadedPdf(quoteId: string): Promise<Buffer> {
  const response = await company.calls.call(company.token, 'GET', `/api/electro/configurations/${quoteId}/quote/pdf`);
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  company = await billingCompany(app);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the stored hash of a quote PDF', () => {
  it('is taken once at finalize: SHA-256 and size of the bytes the company and customer download', async () => {
    const quoteId = await company.acceptedQuote('Sent');
    const pdf = await downloadedPdf(quoteId);
    expect(await storedPdf(quoteId)).toMatchObject({ pdf_sha256: sha256(pdf), pdf_byte_size: pdf.byteLength });
  });

  it('is filled by the migration for quotes finalized before, from their stored bytes, which stay as they were', async () => {
    const quoteIds = [await company.acceptedQuote('Sent'), await company.acceptedQuote('Accepted')];
    const before = await Promise.all(quoteIds.map(downloadedPdf));
    await sql`alter table quotes drop column pdf_sha256, drop column pdf_byte_size`.execute(database.db);
    await addQuotePdfHash(database.db as unknown as Kysely<unknown>);

    for (const [index, quoteId] of quoteIds.entries()) {
      const pdf = before[index]!;
      expect(await storedPdf(quoteId)).toMatchObject({ pdf_sha256: sha256(pdf), pdf_byte_size: pdf.byteLength });
      expect((await downloadedPdf(quoteId)).equals(pdf)).toBe(true);
    }
  });

  it('is what the customer’s answer records as evidence, without reading the PDF again', async () => {
    const quoteId = await company.acceptedQuote('Sent');
    const created: CreatedQuoteLink = await company.calls.ok(company.token, 'POST', `/api/electro/configurations/${quoteId}/quote/links`, {});
    const { pdf_sha256: stored, blobId } = await storedPdf(quoteId);
    // Bytes changed behind the quote's back would give another hash if the answer read them.
    await database.db.updateTable('blobs').set({ data: Buffer.from('%PDF-1.7 changed') }).where('id', '=', blobId).execute();

    const accepted = await app.inject({
      method: 'POST',
      url: `/api/public/quote-links/${created.token}/accept`,
      remoteAddress: '10.78.0.1',
      headers: { 'user-agent': 'Testbrowser/1.0' },
      payload: { fullName: 'Jonas Weber', acceptsTerms: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [link]: QuoteLink[] = await company.calls.ok(company.token, 'GET', `/api/electro/configurations/${quoteId}/quote/links`);
    expect(link!.answer).toMatchObject({ kind: 'Accepted', pdfSha256: stored });
    expect(stored).not.toBe(sha256(Buffer.from('%PDF-1.7 changed')));
  });
});
