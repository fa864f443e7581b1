import { createHash } from 'node:crypto';
import type { CreatedQuoteLink, QuoteLink } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as moveDocuments } from '../src/db/migrations/0035_document_pipeline';
import { DOCUMENT_RENDER, documentRenderJobs } from '../src/documents';
import { createJobQueue } from '../src/jobs/jobQueue';
import { queuePendingDocuments } from '../src/db/migrations/0040_job_queue';
import { up as recordDocumentSources } from '../src/db/migrations/0055_document_sources';
import { invoiceDocuments } from '../src/invoices/issueInvoice';
import { quoteDocuments } from '../src/quotes/finalizeQuote';
import { postgresBlobStore } from '../src/storage/blobStore';
import { billingCompany, type BillingCompany } from './invoices/billingCompany';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let company: BillingCompany;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const storedDocument = (id: string) =>
  database.db
    .selectFrom('documents')
    .leftJoin('blobs', (join) => join.onRef('blobs.tenant_id', '=', 'documents.tenant_id').onRef('blobs.id', '=', 'documents.blob_id'))
    .select(['documents.kind', 'documents.state', 'documents.file_name', 'documents.sha256', 'documents.byte_size', 'documents.blob_id', 'blobs.data'])
    .where('documents.id', '=', id)
    .executeTakeFirstOrThrow();

const pdfUrl = (kind: 'Quote' | 'Invoice', id: string) =>
  kind === 'Quote' ? `/api/electro/configurations/${id}/quote/pdf` : `/api/electro/invoices/${id}/pdf`;

async function downloaded(kind: 'Quote' | 'Invoice', id: string): Promise<Buffer> {
  const response = await company.calls.call(company.token, 'GET', pdfUrl(kind, id));
  expect(response.statusCode, response.body).toBe(200);
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

/**
 * The shape before migration 0035, rebuilt from the documents: each quote and invoice refers to
 * its PDF's blob itself, a quote with the hash and size taken when it was made (and without the
 * documents' sources of migration 0055, which the test adds again after 0035 and 0040).
 */
async function restoreShapeBefore0035(): Promise<void> {
  await sql`
    alter table quotes add column pdf_blob_id uuid references blobs (id), add column pdf_sha256 text, add column pdf_byte_size integer;
    update quotes set pdf_blob_id = d.blob_id, pdf_sha256 = d.sha256, pdf_byte_size = d.byte_size
      from documents d where d.tenant_id = quotes.tenant_id and d.kind = 'Quote' and d.id = quotes.id;
    alter table invoices add column pdf_blob_id uuid references blobs (id);
    update invoices set pdf_blob_id = d.blob_id
      from documents d where d.tenant_id = invoices.tenant_id and d.kind = 'Invoice' and d.id = invoices.id;
    drop table document_sources;
    drop function document_sources_delete_blob();
    drop trigger documents_delete_blob on documents;
    drop table documents;
    drop function documents_delete_blob();
    drop function documents_are_immutable();
    drop trigger quotes_delete_document on quotes;
    drop function quotes_delete_document();
    create function quotes_delete_pdf() returns trigger language plpgsql as $$ begin return null; end $$;
    create trigger quotes_delete_pdf after delete on quotes for each row execute function quotes_delete_pdf();
    create function invoices_delete_pdf() returns trigger language plpgsql as $$ begin return null; end $$;
    create trigger invoices_delete_pdf after delete on invoices for each row execute function invoices_delete_pdf();
  `.execute(database.db);
}

describe('stored documents', () => {
  it('keep the SHA-256, size and file name of the bytes the company and the customer download, taken when they were stored', async () => {
    const quoteId = await company.acceptedQuote('Sent');
    const response = await company.calls.call(company.token, 'GET', pdfUrl('Quote', quoteId));
    const stored = await storedDocument(quoteId);
    expect(stored).toMatchObject({ kind: 'Quote', state: 'Stored', sha256: sha256(response.rawPayload), byte_size: response.rawPayload.byteLength });
    expect(response.headers['content-disposition']).toContain(stored.file_name);
    expect(stored.file_name).toMatch(/^Angebot-A-\d+\.pdf$/);
  });

  it('move in migration 0035 byte for byte: quotes and invoices keep their PDFs and hashes, an invoice never rendered becomes Pending and gets its render job (0040)', async () => {
    const quoteIds = [await company.acceptedQuote('Sent'), await company.acceptedQuote('Accepted')];
    const invoice = await company.issueOk(await company.final(quoteIds[1]!));
    const neverRendered = await company.issueOk(await company.partial(await company.acceptedQuote(), 2_000));
    const before = [...(await Promise.all(quoteIds.map((id) => downloaded('Quote', id)))), await downloaded('Invoice', invoice.id)];
    const documentsBefore = await Promise.all([...quoteIds, invoice.id].map(storedDocument));

    await restoreShapeBefore0035();
    await sql`update invoices set pdf_blob_id = null where id = ${neverRendered.id}`.execute(database.db);
    await moveDocuments(database.db as unknown as Kysely<unknown>);
    await queuePendingDocuments(database.db as unknown as Kysely<unknown>);
    await recordDocumentSources(database.db as unknown as Kysely<unknown>);

    expect(await Promise.all([...quoteIds, invoice.id].map(storedDocument))).toEqual(documentsBefore);
    const after = [...(await Promise.all(quoteIds.map((id) => downloaded('Quote', id)))), await downloaded('Invoice', invoice.id)];
    after.forEach((pdf, index) => expect(pdf.equals(before[index]!)).toBe(true));

    expect((await storedDocument(neverRendered.id)).state).toBe('Pending');
    expect((await company.calls.call(company.token, 'GET', pdfUrl('Invoice', neverRendered.id))).statusCode).toBe(409);
    const handlers = [documentRenderJobs(database.db, postgresBlobStore, [quoteDocuments, invoiceDocuments])];
    const worker = createJobQueue({ db: database.db, handlers, leaseSeconds: 300, onError: (error) => { throw error; } });
    expect(await worker.runDue(DOCUMENT_RENDER)).toBe(1);
    const rendered = await downloaded('Invoice', neverRendered.id);
    expect(await storedDocument(neverRendered.id)).toMatchObject({ state: 'Stored', sha256: sha256(rendered), file_name: `Rechnung-${neverRendered.invoiceNumber}.pdf` });
  }, 120_000);

  it('give the customer’s answer its evidence: the stored hash, not one of the bytes read again', async () => {
    const quoteId = await company.acceptedQuote('Sent');
    const created: CreatedQuoteLink = await company.calls.ok(company.token, 'POST', `/api/electro/configurations/${quoteId}/quote/links`, {});
    const { sha256: stored, blob_id: blobId } = await storedDocument(quoteId);
    // Bytes changed behind the quote's back would give another hash if the answer read them.
    await database.db.updateTable('blobs').set({ data: Buffer.from('%PDF-1.7 changed') }).where('id', '=', blobId!).execute();

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

  it('cannot be changed once stored', async () => {
    const quoteId = await company.acceptedQuote('Sent');
    const change = database.db.updateTable('documents').set({ sha256: '0'.repeat(64) }).where('id', '=', quoteId).execute();
    await expect(change).rejects.toThrow(/cannot be changed/);
  });
});
