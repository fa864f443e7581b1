import type { Invoice } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { billingCompany, TODAY, type BillingCompany } from './billingCompany';
import { validateEn16931 } from './en16931Validator';
import { pdfAttachmentsAndXmp } from './pdfAttachments';
import { xrechnungViolations } from './xrechnungRules';

let database: TestDatabase;
let app: FastifyInstance;
let company: BillingCompany;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  company = await billingCompany(app);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const xrechnung = async (invoice: Invoice) => {
  const response = await company.calls.call(company.token, 'GET', `/api/electro/invoices/${invoice.id}/xrechnung`);
  expect(response.statusCode).toBe(200);
  return response.body;
};

it('every e-invoice issued through the API passes the official EN 16931 rules and those of XRechnung 3.0: partial, mixed final with deduction, cancellation, reverse charge', async () => {
  const quoteId = await company.acceptedQuote();
  const partial = await company.issueOk(await company.partial(quoteId, 3_000));
  const finalDraft = await company.final(quoteId);
  const mixedLines = finalDraft.lines.map((line, index) => ({ vatCategory: index % 3 === 0 ? 'PvZeroRate' : 'Standard', labourAmount: 0 }));
  const mixed: Invoice = (await company.update(finalDraft, { lines: mixedLines, buyerReference: '04011000-12345-03' })).json().data;
  const final = await company.issueOk(mixed);
  const cancellation: Invoice = await company.calls.ok(company.token, 'POST', `/api/electro/invoices/${final.id}/cancel`, { invoiceDate: TODAY });

  const reverseQuote = await company.acceptedQuote();
  const reverseDraft = await company.final(reverseQuote);
  const reverse = await company.issueOk((await company.update(reverseDraft, { reverseCharge: true, buyerVatId: 'DE987654321' })).json().data);

  const pdf = await company.calls.call(company.token, 'GET', `/api/electro/invoices/${final.id}/pdf`);
  const { attachments, xmp } = await pdfAttachmentsAndXmp(pdf.rawPayload);
  // The e-invoice is made once, at issue: the PDF embeds the very XRechnung that is downloaded.
  expect(Object.keys(attachments)).toEqual(['xrechnung.xml']);
  expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
  expect(xmp).toContain('XRECHNUNG');

  const documents = {
    embedded: attachments['xrechnung.xml']!,
    partial: await xrechnung(partial),
    final: await xrechnung(final),
    cancellation: await xrechnung(cancellation),
    reverse: await xrechnung(reverse),
  };
  const report = await validateEn16931(documents);
  expect(report.fatal).toEqual([]);
  expect(report.summary).toMatch(/^en16931: 5 files, 0 fatal/);
  const { embedded, ...xrechnungs } = documents;
  expect(embedded).toBe(documents.final);
  expect(await xrechnungViolations(xrechnungs)).toEqual([]);
  expect(documents.final).toContain('<ram:BuyerReference>04011000-12345-03</ram:BuyerReference>');
  expect(documents.cancellation).toContain(final.invoiceNumber);
}, 120_000);
