import { addDays, type Invoice } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsSentThrough } from '../../src/db/database';
import { withTenant } from '../../src/db/scopes';
import { findInvoiceSettings, lockRangeForDate, takeInvoiceNumber } from '../../src/invoices/numberRange';
import { registerCompany, tenantOfToken } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { completeCompany, PLANNED_NET } from '../quotesFixtures';
import { finalizedDaysAgo } from './backdateQuote';
import { billingCompany, TODAY, type BillingCompany } from './billingCompany';

let database: TestDatabase;
let app: FastifyInstance;
let company: BillingCompany;
let other: BillingCompany;

const vatOf = (net: number) => Math.round((net * 19) / 100);

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

describe('creating invoices', () => {
  it('needs a quote the customer accepted; another company’s quote is unknown', async () => {
    const sent = await company.acceptedQuote('Sent');
    const refused = await company.create({ quoteId: sent, kind: 'Final' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ type: 'failure/QuoteNotAccepted', message: expect.stringContaining('angenommenen Angebot') });

    const accepted = await company.acceptedQuote();
    expect((await other.create({ quoteId: accepted, kind: 'Final' })).json().type).toBe('failure/QuoteNotAccepted');
  });

  it('a final invoice bills every priced line of the quote, numbered as on the quote, at 19 %', async () => {
    const quoteId = await company.acceptedQuote();
    const invoice = await company.final(quoteId);
    expect(invoice).toMatchObject({ kind: 'Final', status: 'Draft', invoiceNumber: null, invoiceDate: null, dueDate: null, quoteId });
    expect(invoice.lines.reduce((sum, line) => sum + line.netAmount, 0)).toBe(PLANNED_NET);
    expect(invoice.netTotal).toBe(PLANNED_NET);
    expect(invoice.vatBreakdown).toEqual([{ vatCategory: 'Standard', ratePercent: 19, netAmount: PLANNED_NET, vatAmount: vatOf(PLANNED_NET) }]);
    expect(invoice.grossTotal).toBe(PLANNED_NET + vatOf(PLANNED_NET));
    expect(invoice.amountDue).toBe(invoice.grossTotal);
    const kitchenSockets = invoice.lines.find((line) => line.title === 'Steckdose' && line.description.startsWith('Erdgeschoss, Küche'));
    expect(kitchenSockets).toMatchObject({ quantity: 3, unit: 'Piece', unitPrice: 4_850, netAmount: 3 * 4_850 });
    expect(kitchenSockets?.position).toMatch(/^1\.\d\.\d$/);
    expect(new Set(invoice.lines.map((line) => line.position)).size).toBe(invoice.lines.length);
    expect(invoice.lines.find((line) => line.title === 'Fundamenterder')).toMatchObject({ position: '2.1', quantity: 3, netAmount: 7_200 });
    expect(invoice.servicePeriodStart).toBe(TODAY);
    expect(invoice.paymentTerms.days).toBe(14);
  });

  it('each line’s labour cost (§ 35a EStG) is its item’s labour share, as frozen with the quote', async () => {
    const withShares = await billingCompany(app, completeCompany, { socket: 4_000, additionalInstallation: 6_000 });
    const invoice = await withShares.final(await withShares.acceptedQuote());
    const kitchenSockets = invoice.lines.find((line) => line.title === 'Steckdose' && line.description.startsWith('Erdgeschoss, Küche'));
    expect(kitchenSockets?.labourAmount).toBe(Math.round(3 * 4_850 * 0.4));
    expect(invoice.lines.find((line) => line.title === 'Fundamenterder')?.labourAmount).toBe(Math.round(7_200 * 0.6));
    expect(invoice.lines.find((line) => line.title === 'Schalter')?.labourAmount).toBe(0);
    const labourNet = invoice.lines.reduce((sum, line) => sum + line.labourAmount, 0);
    expect(invoice.labourTotal).toBe(labourNet + invoice.lines.reduce((sum, line) => sum + Math.round((line.labourAmount * 19) / 100), 0));
  });

  it('partial invoices never bill more than the quote, and a quote has one final invoice', async () => {
    const quoteId = await company.acceptedQuote();
    const first = await company.partial(quoteId, 7_000);
    expect(first.lines).toEqual([
      expect.objectContaining({ title: '1. Abschlag gemäß Angebot ' + first.quoteNumber, unit: 'LumpSum', netAmount: Math.round(PLANNED_NET * 0.7) }),
    ]);
    const tooMuch = await company.create({ quoteId, kind: 'Partial', share: { type: 'Percent', basisPoints: 4_000 } });
    expect(tooMuch.json()).toMatchObject({ type: 'failure/PartialsExceedQuote' });
    const byAmount = await company.createOk({ quoteId, kind: 'Partial', share: { type: 'Amount', amount: 10_000 } });
    expect(byAmount.lines[0]).toMatchObject({ title: expect.stringMatching(/^2\. Abschlag/), netAmount: 10_000 });

    expect((await company.create({ quoteId, kind: 'Final' })).json().type).toBe('failure/OpenPartialDrafts');
    for (const draft of [first, byAmount]) await company.issueOk(draft);
    await company.final(quoteId);
    expect((await company.create({ quoteId, kind: 'Final' })).json().type).toBe('failure/FinalInvoiceExists');
    const partialAfterFinal = await company.create({ quoteId, kind: 'Partial', share: { type: 'Percent', basisPoints: 100 } });
    expect(partialAfterFinal.json().type).toBe('failure/FinalInvoiceExists');
  });

  it('refuses hostile input with a 400 and writes nothing', async () => {
    const quoteId = await company.acceptedQuote();
    for (const body of [
      { quoteId, kind: 'Partial', share: { type: 'Percent', basisPoints: 0 } },
      { quoteId, kind: 'Partial', share: { type: 'Percent', basisPoints: 10_001 } },
      { quoteId, kind: 'Partial', share: { type: 'Amount', amount: 12.5 } },
      { quoteId, kind: 'Cancellation' },
      { quoteId: 'not-a-uuid', kind: 'Final' },
    ]) {
      expect((await company.create(body)).statusCode).toBe(400);
    }
    const list = await company.calls.ok(company.token, 'GET', `/api/electro/invoices?quoteId=${quoteId}`);
    expect(list).toEqual([]);
  });
});

describe('drafts', () => {
  it('change with the version they were read at; a change based on an older version is refused', async () => {
    const draft = await company.final(await company.acceptedQuote());
    const lines = draft.lines.map((line, index) => ({ vatCategory: index === 0 ? 'PvZeroRate' : 'Standard', labourAmount: index === 0 ? 1_000 : 0 }));
    const changed = await company.update(draft, { lines, buyerReference: '04011000-12345-03', servicePeriodStart: addDays(TODAY, -30) });
    expect(changed.statusCode, changed.body).toBe(200);
    const invoice: Invoice = changed.json().data;
    expect(invoice.version).toBe(draft.version + 1);
    expect(invoice.buyerReference).toBe('04011000-12345-03');
    const zeroRated = draft.lines[0]!.netAmount;
    expect(invoice.vatBreakdown).toEqual([
      { vatCategory: 'Standard', ratePercent: 19, netAmount: PLANNED_NET - zeroRated, vatAmount: vatOf(PLANNED_NET - zeroRated) },
      { vatCategory: 'PvZeroRate', ratePercent: 0, netAmount: zeroRated, vatAmount: 0 },
    ]);
    expect(invoice.notes.join(' ')).toContain('§ 12 Abs. 3 UStG');
    expect(invoice.labourTotal).toBe(1_000);

    const stale = await company.update(draft, { buyerReference: 'alt' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().type).toBe('failure/Conflict');
    expect((await company.get(draft.id)).buyerReference).toBe('04011000-12345-03');
  });

  it('refuses a service period that ends before it begins, lines that do not fit and too much labour', async () => {
    const draft = await company.final(await company.acceptedQuote());
    const backwards = await company.update(draft, { servicePeriodStart: '2026-11-10', servicePeriodEnd: '2026-11-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toEqual([expect.objectContaining({ path: 'servicePeriodEnd' })]);
    const fewer = await company.update(draft, { lines: [{ vatCategory: 'Standard', labourAmount: 0 }] });
    expect(fewer.json()).toMatchObject({ type: 'failure/InvalidInvoice' });
    const labour = draft.lines.map((line) => ({ vatCategory: 'Standard', labourAmount: line.netAmount + 1 }));
    expect((await company.update(draft, { lines: labour })).json()).toMatchObject({ message: expect.stringContaining('Lohnanteil') });
    expect((await company.get(draft.id)).version).toBe(draft.version);
  });

  it('reverse charge needs the customer’s VAT id and shows no VAT, with the § 13b note', async () => {
    const draft = await company.final(await company.acceptedQuote());
    expect((await company.update(draft, { reverseCharge: true })).statusCode).toBe(400);
    const changed = await company.update(draft, { reverseCharge: true, buyerVatId: 'de 987 654 321' });
    const invoice: Invoice = changed.json().data;
    expect(invoice.buyerVatId).toBe('DE987654321');
    expect(invoice.vatBreakdown).toEqual([{ vatCategory: 'ReverseCharge', ratePercent: 0, netAmount: PLANNED_NET, vatAmount: 0 }]);
    expect(invoice.grossTotal).toBe(PLANNED_NET);
    expect(invoice.notes.join(' ')).toContain('§ 13b UStG');
    const issued = await company.issueOk(invoice);
    expect(issued.lines.every((line) => line.vatCategory === 'ReverseCharge')).toBe(true);
    expect(issued.draftVatCategories).toBeNull();
  });

  it('keeps each line’s own rate under reverse charge, so switching it off again restores the PV 0 %', async () => {
    const draft = await company.final(await company.acceptedQuote());
    const pvFirst = draft.lines.map((line, index) => ({ vatCategory: index === 0 ? 'PvZeroRate' : 'Standard', labourAmount: line.labourAmount }));
    const zeroRated: Invoice = (await company.update(draft, { lines: pvFirst })).json().data;
    const reverse: Invoice = (await company.update(zeroRated, { reverseCharge: true, buyerVatId: 'DE987654321' })).json().data;
    expect(reverse.lines.every((line) => line.vatCategory === 'ReverseCharge')).toBe(true);
    expect(reverse.draftVatCategories).toEqual(pvFirst.map((line) => line.vatCategory));

    const back: Invoice = (await company.update(reverse, { reverseCharge: false, buyerVatId: '' })).json().data;
    expect(back.lines[0]!.vatCategory).toBe('PvZeroRate');
    expect(back.vatBreakdown.map((entry) => entry.vatCategory)).toEqual(['Standard', 'PvZeroRate']);
  });

  it('a company without a VAT id cannot bill reverse charge', async () => {
    const soleTrader = await billingCompany(app, (name) => {
      const data = completeCompany(name);
      return { ...data, legalInformation: { ...data.legalInformation!, legalForm: 'SoleProprietorship', vatId: '', taxId: '93815/08152', registerCourt: '', registrationNumber: '' } };
    });
    const draft = await soleTrader.final(await soleTrader.acceptedQuote());
    const changed: Invoice = (await soleTrader.update(draft, { reverseCharge: true, buyerVatId: 'DE987654321' })).json().data;
    const refused = await soleTrader.issue(changed);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ type: 'failure/InvalidInvoice', message: expect.stringContaining('USt-IdNr.') });
    expect((await soleTrader.get(draft.id)).status).toBe('Draft');
  });

  it('are deleted; another company neither sees nor changes them', async () => {
    const draft = await company.final(await company.acceptedQuote());
    for (const [method, url] of [
      ['GET', `/api/electro/invoices/${draft.id}`],
      ['DELETE', `/api/electro/invoices/${draft.id}`],
      ['GET', `/api/electro/invoices/${draft.id}/pdf`],
    ] as const) {
      expect((await other.calls.call(other.token, method, url)).statusCode).toBe(404);
    }
    expect((await other.update(draft)).statusCode).toBe(404);
    expect((await other.issue(draft)).statusCode).toBe(404);
    expect(await other.calls.ok(other.token, 'GET', '/api/electro/invoices?pageSize=100')).not.toContainEqual(expect.objectContaining({ id: draft.id }));

    await company.calls.ok(company.token, 'DELETE', `/api/electro/invoices/${draft.id}`);
    expect((await company.calls.call(company.token, 'GET', `/api/electro/invoices/${draft.id}`)).statusCode).toBe(404);
  });
});

describe('issuing', () => {
  it('numbers, dates and freezes the invoice; a final invoice deducts the issued partial invoices with their VAT', async () => {
    const fresh = await billingCompany(app);
    const quoteId = await fresh.acceptedQuote();
    await finalizedDaysAgo(database, quoteId, 9);
    const partialDate = addDays(TODAY, -7);
    const partial = await fresh.issueOk(await fresh.partial(quoteId, 3_000), partialDate);
    expect(partial).toMatchObject({ status: 'Issued', invoiceDate: partialDate, dueDate: addDays(partialDate, 14) });
    expect(partial.invoiceNumber).toMatch(/^RE-\d{4}$/);
    const partialNet = Math.round(PLANNED_NET * 0.3);
    expect(partial.grossTotal).toBe(partialNet + vatOf(partialNet));

    const final = await fresh.issueOk(await fresh.final(quoteId), addDays(TODAY, -2));
    expect(final.deductions).toEqual([
      {
        invoiceId: partial.id,
        invoiceNumber: partial.invoiceNumber,
        invoiceDate: partialDate,
        vatBreakdown: [{ vatCategory: 'Standard', ratePercent: 19, netAmount: partialNet, vatAmount: vatOf(partialNet) }],
        grossAmount: partial.grossTotal,
      },
    ]);
    expect(final.prepaidAmount).toBe(partial.grossTotal);
    expect(final.amountDue).toBe(final.grossTotal - partial.grossTotal);
    expect(Number(final.invoiceNumber!.slice(3))).toBe(Number(partial.invoiceNumber!.slice(3)) + 1);

    const listed = await fresh.calls.ok(fresh.token, 'GET', `/api/electro/invoices?quoteId=${quoteId}&sortBy=invoiceNumber&sortOrder=Asc`);
    expect(listed.map((item: { id: string; amountDue: number }) => [item.id, item.amountDue])).toEqual([
      [partial.id, partial.grossTotal],
      [final.id, final.amountDue],
    ]);
  });

  it('an issued invoice is never changed or deleted, not even by SQL; later company changes leave it as issued', async () => {
    const issued = await company.issueOk(await company.final(await company.acceptedQuote()));
    expect((await company.update(issued)).json().type).toBe('failure/InvoiceNotDraft');
    const removed = await company.calls.call(company.token, 'DELETE', `/api/electro/invoices/${issued.id}`);
    expect(removed.json().type).toBe('failure/InvoiceNotDraft');
    expect((await company.issue(issued)).json().type).toBe('failure/InvoiceNotDraft');

    await expect(database.db.updateTable('invoices').set({ gross_total: 1 }).where('id', '=', issued.id).execute()).rejects.toThrow(/cannot be changed/);
    await expect(database.db.deleteFrom('invoices').where('id', '=', issued.id).execute()).rejects.toThrow(/retained/);

    await company.calls.ok(company.token, 'PUT', '/api/electro/tenant-information', completeCompany('Elektro Brandt & Söhne GmbH'));
    expect(await company.get(issued.id)).toEqual(issued);
  });

  it('takes numbers without gaps: a failed issue uses none, invoices issued at once never share one', async () => {
    const fresh = await billingCompany(app);
    const quoteId = await fresh.acceptedQuote();
    const drafts = [];
    for (let index = 0; index < 6; index += 1) drafts.push(await fresh.partial(quoteId, 1_000));

    await fresh.calls.ok(fresh.token, 'PUT', '/api/electro/tenant-information', { ...completeCompany('Elektro Brandt GmbH'), bankInformation: null });
    expect((await fresh.issue(drafts[0]!)).json().type).toBe('failure/MissingTenantInformation');
    await fresh.calls.ok(fresh.token, 'PUT', '/api/electro/tenant-information', completeCompany('Elektro Brandt GmbH'));

    const issued = await Promise.all(drafts.map((draft) => fresh.issueOk(draft)));
    expect(issued.map((invoice) => invoice.invoiceNumber).sort()).toEqual(['RE-0001', 'RE-0002', 'RE-0003', 'RE-0004', 'RE-0005', 'RE-0006']);
  });

  it('follows the company’s number range; a next number that was already used is refused', async () => {
    const fresh = await billingCompany(app);
    expect(await fresh.calls.ok(fresh.token, 'GET', '/api/electro/invoice-settings')).toEqual({ prefix: 'RE-', nextNumber: 1 });
    await fresh.calls.ok(fresh.token, 'PUT', '/api/electro/invoice-settings', { prefix: 'RE-2026-', nextNumber: 41 });
    const quoteId = await fresh.acceptedQuote();
    expect((await fresh.issueOk(await fresh.partial(quoteId, 1_000))).invoiceNumber).toBe('RE-2026-0041');
    expect(await fresh.calls.ok(fresh.token, 'GET', '/api/electro/invoice-settings')).toEqual({ prefix: 'RE-2026-', nextNumber: 42 });

    const reused = await fresh.calls.call(fresh.token, 'PUT', '/api/electro/invoice-settings', { prefix: 'RE-2026-', nextNumber: 41 });
    expect(reused.json()).toMatchObject({ type: 'failure/InvoiceNumberUsed', message: expect.stringContaining('bereits vergeben') });
    await fresh.calls.ok(fresh.token, 'PUT', '/api/electro/invoice-settings', { prefix: 'R2027-', nextNumber: 1 });
    expect((await fresh.calls.call(fresh.token, 'PUT', '/api/electro/invoice-settings', { prefix: '<script>', nextNumber: 1 })).statusCode).toBe(400);
  });
});

const newCompany = async () => tenantOfToken((await registerCompany(app)).tokens.accessToken);
const take = (tenantId: string) => withTenant(database.db, tenantId, (trx) => takeInvoiceNumber(trx, tenantId));

describe('the number range', () => {
  it('creates the range with the defaults on the first number and counts on from there, in one statement each', async () => {
    const tenantId = await newCompany();
    const before = statementsSentThrough(database.db);
    const first = await withTenant(database.db, tenantId, (trx) => takeInvoiceNumber(trx, tenantId));
    const after = statementsSentThrough(database.db);
    // begin with the tenant settings, the number, commit
    expect(after.statements - before.statements).toBe(3);
    expect([first, await take(tenantId), await take(tenantId)]).toEqual(['RE-0001', 'RE-0002', 'RE-0003']);
    expect(await withTenant(database.db, tenantId, (trx) => findInvoiceSettings(trx, tenantId))).toEqual({ prefix: 'RE-', nextNumber: 4 });
  });

  it('gives a number back when the transaction that took it fails', async () => {
    const tenantId = await newCompany();
    const failed = withTenant(database.db, tenantId, async (trx) => {
      expect(await takeInvoiceNumber(trx, tenantId)).toBe('RE-0001');
      throw new Error('issue failed after the number was taken');
    });
    await expect(failed).rejects.toThrow('issue failed');
    expect(await take(tenantId)).toBe('RE-0001');
  });

  it('holds the range until the transaction that took a number ends: one taken at the same time waits and takes the next', async () => {
    const tenantId = await newCompany();
    await take(tenantId);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const tookFirst = new Promise<void>((resolve) => (taken = resolve));
    const first = withTenant(database.db, tenantId, async (trx) => {
      const number = await takeInvoiceNumber(trx, tenantId);
      taken();
      await released;
      return number;
    });
    await tookFirst;
    let second: string | undefined;
    const secondDone = take(tenantId).then((number) => (second = number));
    // A date check locks the range as well and waits in the same way.
    let dated = false;
    const dateDone = withTenant(database.db, tenantId, (trx) => lockRangeForDate(trx, tenantId)).then(() => (dated = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect({ second, dated }).toEqual({ second: undefined, dated: false });
    release();
    expect(await first).toBe('RE-0002');
    await Promise.all([secondDone, dateDone]);
    expect(second).toBe('RE-0003');
  });
});

describe('after issuing', () => {
  it('is marked paid on a date and back; a draft cannot be paid', async () => {
    const quoteId = await company.acceptedQuote();
    const draft = await company.partial(quoteId, 2_000);
    const payDraft = await company.calls.call(company.token, 'PUT', `/api/electro/invoices/${draft.id}/payment`, { paidOn: TODAY });
    expect(payDraft.json().type).toBe('failure/InvoiceNotIssued');
    const issued = await company.issueOk(draft);
    const paid = await company.calls.ok(company.token, 'PUT', `/api/electro/invoices/${issued.id}/payment`, { paidOn: TODAY });
    expect(paid).toMatchObject({ status: 'Paid', paidOn: TODAY, amountDue: issued.amountDue });
    const paidList = await company.calls.ok(company.token, 'GET', `/api/electro/invoices?quoteId=${quoteId}&status=Paid`);
    expect(paidList).toEqual([expect.objectContaining({ id: issued.id, status: 'Paid', paidOn: TODAY })]);
    const unpaid = await company.calls.ok(company.token, 'PUT', `/api/electro/invoices/${issued.id}/payment`, { paidOn: null });
    expect(unpaid).toMatchObject({ status: 'Issued', paidOn: null });
  });

  it('is corrected by a cancellation invoice with the next number that negates it; a deducted partial invoice only after its final invoice', async () => {
    const quoteId = await company.acceptedQuote();
    const partial = await company.issueOk(await company.partial(quoteId, 5_000));
    const final = await company.issueOk(await company.final(quoteId));

    const blocked = await company.calls.call(company.token, 'POST', `/api/electro/invoices/${partial.id}/cancel`, { invoiceDate: TODAY });
    expect(blocked.json()).toMatchObject({ type: 'failure/InvalidInvoice', message: expect.stringContaining('Schlussrechnung') });
    const early = await company.calls.call(company.token, 'POST', `/api/electro/invoices/${final.id}/cancel`, { invoiceDate: '2020-01-01' });
    expect(early.json().type).toBe('failure/InvalidInvoice');

    const cancellation: Invoice = await company.calls.ok(company.token, 'POST', `/api/electro/invoices/${final.id}/cancel`, { invoiceDate: TODAY });
    expect(cancellation).toMatchObject({
      kind: 'Cancellation',
      status: 'Issued',
      cancels: { invoiceId: final.id, invoiceNumber: final.invoiceNumber, invoiceDate: final.invoiceDate },
      netTotal: -final.netTotal,
      vatTotal: -final.vatTotal,
      grossTotal: -final.grossTotal,
      prepaidAmount: -final.prepaidAmount,
      amountDue: -final.amountDue,
    });
    expect(cancellation.notes.join(' ')).toContain(`hebt die Rechnung ${final.invoiceNumber}`);
    expect(cancellation.lines.map((line) => line.quantity)).toEqual(final.lines.map((line) => -line.quantity));
    expect(await company.get(final.id)).toMatchObject({
      status: 'Cancelled',
      cancelledBy: { invoiceId: cancellation.id, invoiceNumber: cancellation.invoiceNumber },
      grossTotal: final.grossTotal,
    });
    const again = await company.calls.call(company.token, 'POST', `/api/electro/invoices/${final.id}/cancel`, { invoiceDate: TODAY });
    expect(again.json().type).toBe('failure/InvoiceNotIssued');
    const ofCancellation = await company.calls.call(company.token, 'POST', `/api/electro/invoices/${cancellation.id}/cancel`, { invoiceDate: TODAY });
    expect(ofCancellation.json().type).toBe('failure/InvalidInvoice');

    await company.calls.ok(company.token, 'POST', `/api/electro/invoices/${partial.id}/cancel`, { invoiceDate: TODAY });
    const newFinal = await company.final(quoteId);
    expect(newFinal.deductions).toEqual([]);
    expect(newFinal.amountDue).toBe(newFinal.grossTotal);
  });

  it('downloads as ZUGFeRD PDF and XRechnung once issued', async () => {
    const draft = await company.partial(await company.acceptedQuote(), 2_500);
    const early = await company.calls.call(company.token, 'GET', `/api/electro/invoices/${draft.id}/xrechnung`);
    expect(early.statusCode).toBe(422);
    expect(early.json().type).toBe('failure/InvoiceNotIssued');
    const issued = await company.issueOk(draft);

    const pdf = await company.calls.call(company.token, 'GET', `/api/electro/invoices/${issued.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`Rechnung-${issued.invoiceNumber}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await company.calls.call(company.token, 'GET', `/api/electro/invoices/${issued.id}/pdf`);
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);

    const xml = await company.calls.call(company.token, 'GET', `/api/electro/invoices/${issued.id}/xrechnung`);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.headers['content-disposition']).toContain(`Rechnung-${issued.invoiceNumber}.xml`);
    expect(xml.body).toContain(`<ram:ID>${issued.invoiceNumber}</ram:ID>`);
  });

  it('the list searches, filters by status and kind, sorts and pages in SQL', async () => {
    const fresh = await billingCompany(app);
    const quoteId = await fresh.acceptedQuote();
    const issued = await fresh.issueOk(await fresh.partial(quoteId, 1_000));
    await fresh.partial(quoteId, 1_000);
    const list = (query: string) => fresh.calls.call(fresh.token, 'GET', `/api/electro/invoices?${query}`).then((response) => response.json());

    expect((await list('status=Draft')).paginationInfo).toMatchObject({ filteredElementsCount: 1, totalElementsCount: 2 });
    expect((await list(`anyText=${issued.invoiceNumber}`)).data).toEqual([expect.objectContaining({ id: issued.id })]);
    expect((await list('anyText=weber')).data).toHaveLength(2);
    expect((await list('kind=Final')).data).toEqual([]);
    const paged = await list('pageSize=1&pageIndex=1&sortBy=invoiceNumber&sortOrder=Asc');
    expect(paged.paginationInfo).toMatchObject({ pageIndex: 1, pageCount: 2, filteredElementsCount: 2 });
    expect((await list('status=Unknown')).type).not.toBe('success');
  });
});

describe('refused', () => {
  it('another company’s ids answer like unknown ones and change nothing; hostile dates are 400', async () => {
    const issued = await company.issueOk(await company.partial(await company.acceptedQuote(), 1_000));
    for (const [method, url, body] of [
      ['POST', `/api/electro/invoices/${issued.id}/cancel`, { invoiceDate: TODAY }],
      ['PUT', `/api/electro/invoices/${issued.id}/payment`, { paidOn: TODAY }],
      ['GET', `/api/electro/invoices/${issued.id}/xrechnung`, undefined],
    ] as const) {
      expect((await other.calls.call(other.token, method, url, body)).statusCode, url).toBe(404);
    }
    for (const [method, url, body] of [
      ['POST', `/api/electro/invoices/${issued.id}/cancel`, { invoiceDate: '2026-13-45' }],
      ['PUT', `/api/electro/invoices/${issued.id}/payment`, { paidOn: 'gestern' }],
      ['POST', `/api/electro/invoices/${issued.id}/issue`, { version: -1, invoiceDate: TODAY }],
      ['GET', '/api/electro/invoices/not-a-uuid', undefined],
    ] as const) {
      expect((await company.calls.call(company.token, method, url, body)).statusCode, url).toBe(400);
    }
    expect(await company.get(issued.id)).toEqual(issued);
  });

  it('needs a signed-in company; like quotes, invoices serve both environments', async () => {
    for (const [method, url] of [
      ['GET', '/api/electro/invoices'],
      ['GET', '/api/electro/invoice-settings'],
      ['POST', '/api/electro/invoices'],
    ] as const) {
      expect((await app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
    }
    const pvOnly = (await registerCompany(app, { environment: ['PvPlanner'] })).tokens.accessToken;
    expect(await company.calls.ok(pvOnly, 'GET', '/api/electro/invoices')).toEqual([]);
  });
});
