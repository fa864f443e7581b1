import { MSG_E_INVOICE_ADDRESS_MISSING, MSG_LEITWEG_ID, type Invoice } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { billingCompany, type BillingCompany } from './billingCompany';
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

const LEITWEG_ID = '04011000-12345-03';

const download = (invoice: Invoice, kind: 'pdf' | 'xrechnung') =>
  company.calls.call(company.token, 'GET', `/api/electro/invoices/${invoice.id}/${kind}`);

/** A final invoice issued to a customer with `customer` applied to Jonas Weber. */
async function issuedTo(customer: Record<string, unknown>) {
  const draft = await company.final(await company.acceptedQuote('Accepted', customer));
  return { draft, issued: await company.issueOk(draft) };
}

const buyerOf = (xml: string) => xml.slice(xml.indexOf('<ram:BuyerTradeParty>'), xml.indexOf('</ram:BuyerTradeParty>'));

describe('the customer’s e-invoice address', () => {
  it('is kept with the customer: e-mail by default, another e-mail, or a valid Leitweg-ID', async () => {
    const id = randomUUID();
    const saved = await company.saveCustomer(id, {});
    expect(saved.json().data).toMatchObject({ eInvoiceScheme: 'Email', eInvoiceAddress: '' });
    const leitweg = await company.saveCustomer(id, { eInvoiceScheme: 'LeitwegId', eInvoiceAddress: LEITWEG_ID });
    expect(leitweg.json().data).toMatchObject({ eInvoiceScheme: 'LeitwegId', eInvoiceAddress: LEITWEG_ID });
    expect(await company.calls.ok(company.token, 'GET', `/api/customers/${id}`)).toMatchObject({ eInvoiceAddress: LEITWEG_ID });

    for (const [changes, message] of [
      [{ eInvoiceScheme: 'LeitwegId', eInvoiceAddress: '04011000-12345-04' }, MSG_LEITWEG_ID],
      [{ eInvoiceScheme: 'LeitwegId', eInvoiceAddress: '' }, MSG_LEITWEG_ID],
      [{ eInvoiceScheme: 'Email', eInvoiceAddress: 'keine-adresse' }, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      [{ eInvoiceScheme: 'Fax', eInvoiceAddress: '' }, 'Bitte wählen Sie, wohin E-Rechnungen gehen.'],
    ] as const) {
      const refused = await company.saveCustomer(id, changes);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.body).toContain(message);
    }
    expect(await company.calls.ok(company.token, 'GET', `/api/customers/${id}`)).toMatchObject({ eInvoiceAddress: LEITWEG_ID });
  });
});

describe('XRechnung and the buyer’s electronic address (BT-49)', () => {
  it('without any, a draft says so and the XRechnung is refused with the reason, while the ZUGFeRD PDF is there', async () => {
    const { draft, issued } = await issuedTo({ email: '' });
    expect(draft.customer.electronicAddress).toBeNull();
    expect(issued.customer.electronicAddress).toBeNull();

    const refused = await download(issued, 'xrechnung');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ type: 'failure/EInvoiceAddressMissing', message: MSG_E_INVOICE_ADDRESS_MISSING });
    const pdf = await download(issued, 'pdf');
    expect(pdf.statusCode).toBe(200);
    const { attachments } = await pdfAttachmentsAndXmp(pdf.rawPayload);
    expect(Object.keys(attachments)).toEqual(['factur-x.xml']);
    const report = await validateEn16931({ embedded: attachments['factur-x.xml']! });
    expect(report.fatal).toEqual([]);
    expect(report.summary).toMatch(/^en16931: 1 files, 0 fatal/);
  }, 120_000);

  it('with the customer’s e-mail, another e-invoice e-mail or a Leitweg-ID the XRechnung names it and passes the EN 16931 and XRechnung rules', async () => {
    const byMail = await issuedTo({ email: 'jonas.weber@example.de' });
    const byOtherMail = await issuedTo({ email: 'jonas.weber@example.de', eInvoiceAddress: 'rechnungen@weber.example' });
    const byLeitwegId = await issuedTo({ email: '', eInvoiceScheme: 'LeitwegId', eInvoiceAddress: LEITWEG_ID });
    expect(byLeitwegId.draft.buyerReference).toBe(LEITWEG_ID);
    expect(byLeitwegId.issued.customer.electronicAddress).toEqual({ scheme: '0204', id: LEITWEG_ID });

    const documents: Record<string, string> = {};
    for (const [name, { issued }] of Object.entries({ byMail, byOtherMail, byLeitwegId })) {
      const response = await download(issued, 'xrechnung');
      expect(response.statusCode, response.body).toBe(200);
      documents[name] = response.body;
    }
    expect(buyerOf(documents.byMail!)).toContain('<ram:URIID schemeID="EM">jonas.weber@example.de</ram:URIID>');
    expect(buyerOf(documents.byOtherMail!)).toContain('<ram:URIID schemeID="EM">rechnungen@weber.example</ram:URIID>');
    expect(buyerOf(documents.byLeitwegId!)).toContain(`<ram:URIID schemeID="0204">${LEITWEG_ID}</ram:URIID>`);
    expect(documents.byLeitwegId).toContain(`<ram:BuyerReference>${LEITWEG_ID}</ram:BuyerReference>`);

    expect(await xrechnungViolations(documents)).toEqual([]);
    const report = await validateEn16931(documents);
    expect(report.fatal).toEqual([]);
    expect(report.summary).toMatch(/^en16931: 3 files, 0 fatal/);
  }, 120_000);

  it('the XRechnung rules catch what a receiver would refuse', async () => {
    const { issued } = await issuedTo({});
    const xml: string = (await download(issued, 'xrechnung')).body;
    const broken = xml
      .replace(/<ram:URIUniversalCommunication>\s*<ram:URIID schemeID="EM">jonas\.weber@example\.de<\/ram:URIID>\s*<\/ram:URIUniversalCommunication>/, '')
      .replace(/<ram:BuyerReference>[^<]*<\/ram:BuyerReference>/, '')
      .replace(/<ram:TelephoneUniversalCommunication>[\s\S]*?<\/ram:TelephoneUniversalCommunication>/, '')
      .replace(/<ram:SpecifiedTradeSettlementPaymentMeans>[\s\S]*?<\/ram:SpecifiedTradeSettlementPaymentMeans>/, '');
    expect(await xrechnungViolations({ broken })).toEqual([
      'broken: BR-DE-1 payment instructions (BG-16)',
      'broken: BR-DE-6 seller contact telephone (BT-42)',
      'broken: BR-DE-15 buyer reference (BT-10)',
      'broken: XRechnung 3.0 buyer electronic address (BT-49) with scheme',
    ]);
    const withoutContact = xml.replace(/<ram:DefinedTradeContact>[\s\S]*?<\/ram:DefinedTradeContact>/, '');
    expect(await xrechnungViolations({ withoutContact })).toEqual([
      'withoutContact: BR-DE-2 seller contact (BG-6)',
      'withoutContact: BR-DE-5 seller contact point (BT-41)',
      'withoutContact: BR-DE-6 seller contact telephone (BT-42)',
      'withoutContact: BR-DE-7 seller contact e-mail (BT-43)',
    ]);
    const cardPayment = xml.replace(/(<ram:SpecifiedTradeSettlementPaymentMeans>[\s\S]*?)<ram:PayeePartyCreditorFinancialAccount>[\s\S]*?<\/ram:PayeePartyCreditorFinancialAccount>/, '$1');
    expect(await xrechnungViolations({ cardPayment })).toEqual(['cardPayment: BR-DE-23-a credit transfer (BG-17) with payment means 30/58']);
  });
});
