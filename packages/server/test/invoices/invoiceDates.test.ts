import { addDays, type Invoice } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { finalizedDaysAgo } from './backdateQuote';
import { billingCompany, TODAY, type BillingCompany } from './billingCompany';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const daysAgo = (days: number) => addDays(TODAY, -days);
const germanDate = (day: string) => day.split('-').reverse().join('.');

/** A fresh company (its own number range) with a quote accepted and finalized `days` ago. */
async function companyWithQuote(days = 20): Promise<{ company: BillingCompany; quoteId: string }> {
  const company = await billingCompany(app);
  const quoteId = await company.acceptedQuote();
  await finalizedDaysAgo(database, quoteId, days);
  return { company, quoteId };
}

const cancel = (company: BillingCompany, invoice: Invoice, invoiceDate: string) =>
  company.calls.call(company.token, 'POST', `/api/electro/invoices/${invoice.id}/cancel`, { invoiceDate });
const pay = (company: BillingCompany, invoice: Invoice, paidOn: string | null) =>
  company.calls.call(company.token, 'PUT', `/api/electro/invoices/${invoice.id}/payment`, { paidOn });

/** Each day is refused with a 422 and its German message. */
async function expectRefused(answer: (day: string) => ReturnType<typeof pay>, refusals: (readonly [string, string])[]) {
  for (const [day, message] of refusals) {
    const refused = await answer(day);
    expect(refused.statusCode, day).toBe(422);
    expect(refused.json(), day).toEqual({ type: 'failure/InvalidInvoice', message });
  }
}

describe('impossible dates', () => {
  it.each(['2026-02-30', '2026-13-01', '2026-00-10', '2025-02-29', '2026-04-31'])('%s is refused with a 400 naming the field, wherever a date is taken', async (day) => {
    const { company, quoteId } = await companyWithQuote();
    const draft = await company.partial(quoteId, 1_000);
    const issuing = await company.issue(draft, day);
    expect(issuing.statusCode).toBe(400);
    expect(issuing.json().fieldErrors).toEqual([{ path: 'invoiceDate', message: 'Bitte geben Sie ein gültiges Datum an.' }]);
    for (const field of ['servicePeriodStart', 'servicePeriodEnd']) {
      const changing = await company.update(draft, { [field]: day });
      expect(changing.statusCode).toBe(400);
      expect(changing.json().fieldErrors).toEqual([expect.objectContaining({ path: field })]);
    }
    expect(await company.get(draft.id)).toEqual(draft);

    const issued = await company.issueOk(draft);
    const paying = await pay(company, issued, day);
    expect(paying.statusCode).toBe(400);
    expect(paying.json().fieldErrors).toEqual([expect.objectContaining({ path: 'paidOn' })]);
    const cancelling = await cancel(company, issued, day);
    expect(cancelling.statusCode).toBe(400);
    expect(cancelling.json().fieldErrors).toEqual([expect.objectContaining({ path: 'invoiceDate' })]);
    expect(await company.get(issued.id)).toEqual(issued);
    expect(await company.calls.ok(company.token, 'GET', '/api/electro/invoice-settings')).toMatchObject({ nextNumber: 2 });
  });
});

describe('plausible invoice dates', () => {
  it('an invoice is dated the day of issue or at most 10 days back, never in the future', async () => {
    const { company, quoteId } = await companyWithQuote();
    const draft = await company.partial(quoteId, 1_000);
    await expectRefused((day) => company.issue(draft, day), [
      [addDays(TODAY, 1), 'Das Rechnungsdatum darf nicht in der Zukunft liegen.'],
      ['2999-12-31', 'Das Rechnungsdatum darf nicht in der Zukunft liegen.'],
      [daysAgo(11), 'Das Rechnungsdatum darf höchstens 10 Tage zurückliegen.'],
      ['2001-01-01', 'Das Rechnungsdatum darf höchstens 10 Tage zurückliegen.'],
    ]);
    expect(await company.get(draft.id)).toEqual(draft);
    expect(await company.issueOk(draft, daysAgo(10))).toMatchObject({ invoiceNumber: 'RE-0001', invoiceDate: daysAgo(10) });
  });

  it('an invoice is not dated before its quote was finalized', async () => {
    const { company, quoteId } = await companyWithQuote(3);
    const draft = await company.partial(quoteId, 1_000);
    const refused = await company.issue(draft, daysAgo(4));
    expect(refused.json()).toEqual({
      type: 'failure/InvalidInvoice',
      message: 'Das Rechnungsdatum darf nicht vor der Fertigstellung des Angebots liegen.',
    });
    expect((await company.issueOk(draft, daysAgo(3))).invoiceDate).toBe(daysAgo(3));
  });

  it('a range never goes back in time: no new number is dated before the last one issued, cancellations included', async () => {
    const { company, quoteId } = await companyWithQuote();
    const first = await company.issueOk(await company.partial(quoteId, 1_000), daysAgo(2));
    const second = await company.partial(quoteId, 1_000);
    const refused = await company.issue(second, daysAgo(5));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      type: 'failure/InvalidInvoice',
      message: `Das Rechnungsdatum darf nicht vor dem der zuletzt gestellten Rechnung Ihres Nummernkreises liegen (${germanDate(daysAgo(2))}).`,
    });
    expect(await company.issueOk(second, daysAgo(2))).toMatchObject({ invoiceNumber: 'RE-0002', invoiceDate: daysAgo(2) });
    const third = await company.issueOk(await company.partial(quoteId, 1_000), TODAY);

    const backwardsCancellation = await cancel(company, first, daysAgo(1));
    expect(backwardsCancellation.json()).toMatchObject({ type: 'failure/InvalidInvoice', message: expect.stringContaining(germanDate(TODAY)) });
    expect((await company.get(first.id)).status).toBe('Issued');
    const cancellation: Invoice = (await cancel(company, first, TODAY)).json().data;
    expect(cancellation).toMatchObject({ invoiceNumber: 'RE-0004', invoiceDate: TODAY });

    // A new range starts afresh.
    await company.calls.ok(company.token, 'PUT', '/api/electro/invoice-settings', { prefix: 'R2-', nextNumber: 1 });
    expect(await company.issueOk(await company.partial(quoteId, 1_000), daysAgo(1))).toMatchObject({ invoiceNumber: 'R2-0001' });

    const list = await company.calls.ok(company.token, 'GET', `/api/electro/invoices?status=Issued&sortBy=invoiceNumber&sortOrder=Asc`);
    expect(list.map((item: Invoice) => item.invoiceNumber)).toEqual(['R2-0001', 'RE-0002', 'RE-0003', 'RE-0004']);
    expect(third.invoiceDate).toBe(TODAY);
  });

  it('invoices issued at the same time with different dates keep number order and date order in step, without gaps', async () => {
    const { company, quoteId } = await companyWithQuote();
    const dates = [TODAY, daysAgo(3), daysAgo(1), daysAgo(6), TODAY, daysAgo(2)];
    const drafts: Invoice[] = [];
    for (let index = 0; index < dates.length; index += 1) drafts.push(await company.partial(quoteId, 1_000));

    const answers = await Promise.all(drafts.map((draft, index) => company.issue(draft, dates[index])));
    const issued: Invoice[] = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().data);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(answer.json()).toMatchObject({ type: 'failure/InvalidInvoice', message: expect.stringContaining('zuletzt gestellten Rechnung') });
    }
    expect(issued.length).toBeGreaterThan(0);
    const byNumber = [...issued].sort((a, b) => a.invoiceNumber!.localeCompare(b.invoiceNumber!));
    expect(byNumber.map((invoice) => invoice.invoiceNumber)).toEqual(byNumber.map((_, index) => `RE-${String(index + 1).padStart(4, '0')}`));
    const datesInNumberOrder = byNumber.map((invoice) => invoice.invoiceDate!);
    expect(datesInNumberOrder).toEqual([...datesInNumberOrder].sort());
  });
});

describe('plausible payment and cancellation dates', () => {
  it('a payment is not dated before the invoice nor in the future', async () => {
    const { company, quoteId } = await companyWithQuote();
    const issued = await company.issueOk(await company.partial(quoteId, 1_000), daysAgo(4));
    await expectRefused((day) => pay(company, issued, day), [
      [daysAgo(5), 'Die Zahlung kann nicht vor dem Rechnungsdatum eingegangen sein.'],
      [addDays(TODAY, 1), 'Das Zahlungsdatum darf nicht in der Zukunft liegen.'],
      ['2999-12-31', 'Das Zahlungsdatum darf nicht in der Zukunft liegen.'],
    ]);
    expect(await company.get(issued.id)).toEqual(issued);
    expect((await pay(company, issued, daysAgo(4))).json().data).toMatchObject({ status: 'Paid', paidOn: daysAgo(4) });
    expect((await pay(company, issued, TODAY)).json().data).toMatchObject({ status: 'Paid', paidOn: TODAY });
  });

  it('a cancellation is not dated before the invoice it cancels nor in the future', async () => {
    const { company, quoteId } = await companyWithQuote();
    const issued = await company.issueOk(await company.partial(quoteId, 1_000), daysAgo(4));
    await expectRefused((day) => cancel(company, issued, day), [
      [daysAgo(5), 'Die Stornorechnung darf nicht vor der Rechnung datiert sein.'],
      [addDays(TODAY, 1), 'Das Rechnungsdatum darf nicht in der Zukunft liegen.'],
      ['2999-12-31', 'Das Rechnungsdatum darf nicht in der Zukunft liegen.'],
    ]);
    expect(await company.get(issued.id)).toEqual(issued);
    const list = await company.calls.ok(company.token, 'GET', '/api/electro/invoices?kind=Cancellation');
    expect(list).toEqual([]);
    expect((await cancel(company, issued, daysAgo(4))).json().data).toMatchObject({ kind: 'Cancellation', invoiceDate: daysAgo(4) });
  });
});
