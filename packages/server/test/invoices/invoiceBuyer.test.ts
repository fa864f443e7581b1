import { MSG_INVOICE_PARTIES_CHANGED, type Invoice } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { completeCompany } from '../quotesFixtures';
import { flatText, pdfPages } from '../quotesPdfText';
import { billingCompany, type BillingCompany } from './billingCompany';

let database: TestDatabase;
let app: FastifyInstance;
let company: BillingCompany;
let other: BillingCompany;

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

const BERLIN = { street: 'Lindenallee', houseNumber: '5', zipCode: '10115', city: 'Berlin' };
const HAMBURG = { street: 'Hafenstraße', houseNumber: '9', zipCode: '20457', city: 'Hamburg' };

const refresh = (invoice: Pick<Invoice, 'id' | 'version'>, by: BillingCompany = company) =>
  by.calls.call(by.token, 'POST', `/api/electro/invoices/${invoice.id}/parties`, { version: invoice.version });

const download = async (invoice: Invoice, kind: 'pdf' | 'xrechnung') => {
  const response = await company.calls.call(company.token, 'GET', `/api/electro/invoices/${invoice.id}/${kind}`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const pdfText = async (invoice: Invoice) => flatText((await pdfPages((await download(invoice, 'pdf')).rawPayload)).join('\n'));

/** A final invoice draft of a customer's accepted quote, with the customer's id. */
async function customerDraft() {
  const customerId = randomUUID();
  const draft = await company.final(await company.acceptedQuote('Accepted', { id: customerId }));
  return { customerId, draft };
}

describe('the buyer of the day', () => {
  it('a draft says when the customer moved, takes the new name and address with one call, and is issued, printed and e-invoiced to them', async () => {
    const { customerId, draft } = await customerDraft();
    expect(draft.customer).toMatchObject({ lastName: 'Weber', address: { street: 'Gartenstraße', city: 'Stuttgart' } });
    expect(draft.partiesChanged).toEqual({ customer: false, company: false });

    expect((await company.saveCustomer(customerId, { lastName: 'Weber-Schulz', address: BERLIN })).statusCode).toBe(200);
    const seen = await company.get(draft.id);
    expect(seen.customer.address.street).toBe('Gartenstraße');
    expect(seen.partiesChanged).toEqual({ customer: true, company: false });

    const stale = await company.issue(seen);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ type: 'failure/InvoicePartiesConflict', message: MSG_INVOICE_PARTIES_CHANGED });
    expect((await company.get(draft.id)).status).toBe('Draft');

    expect((await refresh({ id: draft.id, version: seen.version + 1 })).statusCode).toBe(409);
    const refreshed = await refresh(seen);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const current: Invoice = refreshed.json().data;
    expect(current.version).toBe(seen.version + 1);
    expect(current.customer).toMatchObject({ lastName: 'Weber-Schulz', address: BERLIN });
    expect(current.partiesChanged).toEqual({ customer: false, company: false });

    const issued = await company.issueOk(current);
    expect(issued.customer).toMatchObject({ lastName: 'Weber-Schulz', address: BERLIN });
    expect(issued.partiesChanged).toBeNull();
    const text = await pdfText(issued);
    expect(text).toContain('Jonas Weber-Schulz');
    expect(text).toContain('Lindenallee 5');
    expect(text).toContain('10115 Berlin');
    const xml = (await download(issued, 'xrechnung')).body;
    const buyer = xml.slice(xml.indexOf('<ram:BuyerTradeParty>'), xml.indexOf('</ram:BuyerTradeParty>'));
    expect(buyer).toContain('<ram:Name>Jonas Weber-Schulz</ram:Name>');
    expect(buyer).toContain('<ram:LineOne>Lindenallee 5</ram:LineOne>');
    expect(buyer).toContain('<ram:CityName>Berlin</ram:CityName>');
    const listed = await company.calls.ok(company.token, 'GET', `/api/electro/invoices?quoteId=${issued.quoteId}`);
    expect(listed[0].customerName).toBe('Weber-Schulz, Jonas');

    // Issued invoices never change: a later move reaches neither the invoice nor its PDF or XML.
    await company.saveCustomer(customerId, { lastName: 'Schulz', address: HAMBURG });
    const later = await company.get(issued.id);
    expect(later.customer).toEqual(issued.customer);
    expect(await pdfText(later)).not.toContain('Hafenstraße');
    expect((await download(later, 'xrechnung')).body).toBe(xml);
    expect((await refresh(later)).json().type).toBe('failure/InvoiceNotDraft');
  });

  it('a draft says when the company’s data changed and takes today’s on request', async () => {
    const { draft } = await customerDraft();
    const changed = completeCompany('Elektro Brandt GmbH');
    changed.contactInformation = { ...changed.contactInformation!, phone: '0711 9999999' };
    await company.calls.ok(company.token, 'PUT', '/api/electro/tenant-information', changed);

    const seen = await company.get(draft.id);
    expect(seen.partiesChanged).toEqual({ customer: false, company: true });
    expect(seen.company.contactInformation?.phone).not.toBe('0711 9999999');
    const current: Invoice = (await refresh(seen)).json().data;
    expect(current.company.contactInformation?.phone).toBe('0711 9999999');
    expect((await company.issueOk(current)).company.contactInformation?.phone).toBe('0711 9999999');
    await company.calls.ok(company.token, 'PUT', '/api/electro/tenant-information', completeCompany('Elektro Brandt GmbH'));
  });

  it('a draft keeps the customer it took while its terms change; another company cannot refresh it', async () => {
    const { customerId, draft } = await customerDraft();
    await company.saveCustomer(customerId, { address: BERLIN });
    const changed: Invoice = (await company.update(await company.get(draft.id), { buyerReference: 'Bestellung 17' })).json().data;
    expect(changed.customer.address.street).toBe('Gartenstraße');
    expect(changed.partiesChanged?.customer).toBe(true);
    expect((await refresh(changed, other)).statusCode).toBe(404);
    expect((await company.get(draft.id)).customer.address.street).toBe('Gartenstraße');
  });

  it('a draft made before drafts kept their parties shows and is issued with today’s', async () => {
    const { customerId, draft } = await customerDraft();
    await database.db.updateTable('invoices').set({ draft: sql`draft - 'parties'` }).where('id', '=', draft.id).execute();
    await company.saveCustomer(customerId, { address: BERLIN });
    const seen = await company.get(draft.id);
    expect(seen.customer.address).toEqual(BERLIN);
    expect(seen.partiesChanged).toEqual({ customer: false, company: false });
    expect((await company.issueOk(seen)).customer.address).toEqual(BERLIN);
  });

  it('a cancellation goes to the customer of today; the invoice it cancels keeps its own', async () => {
    const { customerId, draft } = await customerDraft();
    const issued = await company.issueOk(draft);
    await company.saveCustomer(customerId, { address: HAMBURG });
    const cancellation: Invoice = await company.calls.ok(company.token, 'POST', `/api/electro/invoices/${issued.id}/cancel`, {
      invoiceDate: issued.invoiceDate,
    });
    expect(cancellation.customer.address).toEqual(HAMBURG);
    expect((await company.get(issued.id)).customer.address.street).toBe('Gartenstraße');
  });
});
