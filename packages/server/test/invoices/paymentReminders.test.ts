import { addDays, DEFAULT_REMINDER_SETTINGS, invoiceEndpoints, type Invoice, type PaymentReminder } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/scopes';
import { listInvoices } from '../../src/invoices/listInvoices';
import { pdfMoney, pdfPages } from '../quotesPdfText';
import { bearer } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { startTestMailbox, type TestMailbox } from '../support/testMailbox';
import { billingCompany, TODAY, type BillingCompany } from './billingCompany';
import { fellDueOn } from './overdueInvoice';

let database: TestDatabase;
let app: FastifyInstance;
let mailbox: TestMailbox;

beforeAll(async () => {
  database = await createTestDatabase();
  mailbox = await startTestMailbox();
  app = await createTestApp(database.db, { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://planer.example.de' });
});

afterAll(async () => {
  await app.close();
  await mailbox.close();
  await database.drop();
});

/** A fresh company with an issued final invoice that fell due `daysAgo` days before today (German day). */
async function overdueInvoice(daysAgo: number): Promise<{ company: BillingCompany; invoice: Invoice }> {
  const company = await billingCompany(app);
  const quoteId = await company.acceptedQuote();
  const issued = await company.issueOk(await company.final(quoteId));
  await fellDueOn(database, issued.id, addDays(TODAY, -daysAgo));
  return { company, invoice: await company.get(issued.id) };
}

const remind = (company: BillingCompany, invoice: Pick<Invoice, 'id'>, body: object, token = company.token) =>
  company.calls.call(token, 'POST', `/api/electro/invoices/${invoice.id}/reminders`, body);
const remindOk = async (company: BillingCompany, invoice: Pick<Invoice, 'id'>, body: object): Promise<PaymentReminder> => {
  const response = await remind(company, invoice, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const reminders = (company: BillingCompany, invoice: Pick<Invoice, 'id'>): Promise<PaymentReminder[]> =>
  company.calls.ok(company.token, 'GET', `/api/electro/invoices/${invoice.id}/reminders`);
const listed = async (company: BillingCompany, query = '') => (await company.calls.ok(company.token, 'GET', `/api/electro/invoices${query}`)) as { id: string; overdue: boolean; reminderLevel: string | null }[];
const tenantOf = async (invoiceId: string) =>
  (await sql<{ tenant_id: string }>`select tenant_id from invoices where id = ${invoiceId}`.execute(database.db)).rows[0]!.tenant_id;
const rowCount = async (table: 'payment_reminders' | 'reminder_settings' | 'documents', tenantId: string) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where tenant_id = ${tenantId}`.execute(database.db)).rows[0]!.n);

/** Interest summed day by day, each day a year's interest shared over the days of its year; rounded half up. */
function interestByDays(cents: number, from: string, to: string, basisPoints: number): number {
  let numerator = 0n;
  const denominator = 10_000n * 365n * 366n;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const year = Number(day.slice(0, 4));
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    numerator += BigInt(cents) * BigInt(basisPoints) * (leap ? 365n : 366n);
  }
  return Number((numerator * 2n + denominator) / (2n * denominator));
}

describe('overdue invoices', () => {
  it('an invoice is overdue from the German day after its due date on: list flag, list filter and the dashboard figures', async () => {
    const { company, invoice } = await overdueInvoice(0);
    expect((await listed(company)).find((row) => row.id === invoice.id)?.overdue).toBe(false);
    expect(await listed(company, '?overdue=true')).toEqual([]);
    expect(await company.calls.ok(company.token, 'GET', '/api/electro/overdue-invoices')).toEqual({ count: 0, amountDue: 0 });
    const early = await remind(company, invoice, { level: 'Reminder', debtor: 'Consumer' });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({ type: 'failure/NotOverdue', message: 'Nur überfällige, gestellte Rechnungen können angemahnt werden.' });

    await fellDueOn(database, invoice.id, addDays(TODAY, -1));
    expect((await listed(company, '?overdue=true')).map((row) => [row.id, row.overdue])).toEqual([[invoice.id, true]]);
    expect(await company.calls.ok(company.token, 'GET', '/api/electro/overdue-invoices')).toEqual({ count: 1, amountDue: invoice.amountDue });

    // Paid, it is no longer overdue.
    await company.calls.ok(company.token, 'PUT', `/api/electro/invoices/${invoice.id}/payment`, { paidOn: TODAY });
    expect(await listed(company, '?overdue=true')).toEqual([]);
    expect(await company.calls.ok(company.token, 'GET', '/api/electro/overdue-invoices')).toEqual({ count: 0, amountDue: 0 });
    expect((await remind(company, invoice, { level: 'Reminder', debtor: 'Consumer' })).statusCode).toBe(422);
  });

  it('the day is the German one: due on 1 March, overdue at 00:30 in Berlin on 2 March while UTC still has 1 March', async () => {
    const { invoice } = await overdueInvoice(0);
    await fellDueOn(database, invoice.id, '2026-03-01');
    const tenantId = await tenantOf(invoice.id);
    const query = v.parse(invoiceEndpoints.list.query, { overdue: 'true' });
    const at = (instant: string) => withTenant(database.db, tenantId, (trx) => listInvoices(trx, tenantId, query, new Date(instant)));
    expect((await at('2026-03-01T22:59:00Z')).rows).toEqual([]);
    expect((await at('2026-03-01T23:30:00Z')).rows.map((row) => row.id)).toEqual([invoice.id]);
  });
});

describe('reminder levels', () => {
  it('Zahlungserinnerung, 1. and 2. Mahnung follow in order, each once; the list shows the last one', async () => {
    const { company, invoice } = await overdueInvoice(20);
    const skipping = await remind(company, invoice, { level: 'First', debtor: 'Consumer' });
    expect(skipping.statusCode).toBe(409);
    expect(skipping.json().type).toBe('failure/ReminderLevel');

    const reminder = await remindOk(company, invoice, { level: 'Reminder', debtor: 'Consumer' });
    expect(reminder).toMatchObject({ level: 'Reminder', reminderDate: TODAY, amountDue: invoice.amountDue, fee: 0, interest: 0, total: invoice.amountDue, interestPeriods: [] });
    expect((await remind(company, invoice, { level: 'Reminder', debtor: 'Consumer' })).statusCode).toBe(409);
    const first = await remindOk(company, invoice, { level: 'First', debtor: 'Consumer' });
    const second = await remindOk(company, invoice, { level: 'Second', debtor: 'Consumer' });
    const complete = await remind(company, invoice, { level: 'Second', debtor: 'Consumer' });
    expect(complete.statusCode).toBe(409);
    expect(complete.json().message).toBe('Zu dieser Rechnung wurden bereits Zahlungserinnerung, 1. und 2. Mahnung erstellt.');

    expect((await reminders(company, invoice)).map((each) => [each.id, each.level])).toEqual([
      [reminder.id, 'Reminder'],
      [first.id, 'First'],
      [second.id, 'Second'],
    ]);
    expect((await listed(company)).find((row) => row.id === invoice.id)?.reminderLevel).toBe('Second');
  });

  it('two requests for the same level at once make one reminder', async () => {
    const { company, invoice } = await overdueInvoice(5);
    const answers = await Promise.all([0, 1, 2].map(() => remind(company, invoice, { level: 'Reminder', debtor: 'Consumer' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await reminders(company, invoice)).toHaveLength(1);
  });
});

describe('fee and default interest', () => {
  it('a dunning letter to a business adds the company’s fee and the base rate + 9 points from the day after the due date, to a consumer + 5', async () => {
    const { company, invoice } = await overdueInvoice(30);
    const settings = { fee: 500, payDays: 7, baseRates: [{ validFrom: '2026-01-01', basisPoints: 362 }, { validFrom: '2000-01-01', basisPoints: 362 }] };
    const saved = await company.calls.ok(company.token, 'PUT', '/api/electro/reminder-settings', settings);
    expect(saved.baseRates.map((rate: { validFrom: string }) => rate.validFrom)).toEqual(['2000-01-01', '2026-01-01']);
    await remindOk(company, invoice, { level: 'Reminder', debtor: 'Business' });
    const first = await remindOk(company, invoice, { level: 'First', debtor: 'Business' });
    const interest = interestByDays(invoice.amountDue, addDays(TODAY, -29), TODAY, 362 + 900);
    expect(interest).toBeGreaterThan(0);
    expect(first).toMatchObject({ fee: 500, interest, lumpSum: 4_000, total: invoice.amountDue + 500 + interest + 4_000, payBy: addDays(TODAY, 7), debtor: 'Business' });
    expect(first.interestPeriods.reduce((days, period) => days + period.days, 0)).toBe(30);
    expect(first.interestPeriods.every((period) => period.basisPoints === 1_262)).toBe(true);

    const consumer = await overdueInvoice(30);
    await consumer.company.calls.ok(consumer.company.token, 'PUT', '/api/electro/reminder-settings', settings);
    await remindOk(consumer.company, consumer.invoice, { level: 'Reminder', debtor: 'Consumer' });
    const consumerFirst = await remindOk(consumer.company, consumer.invoice, { level: 'First', debtor: 'Consumer' });
    expect(consumerFirst.interest).toBe(interestByDays(consumer.invoice.amountDue, addDays(TODAY, -29), TODAY, 362 + 500));
  });

  it('a company starts with 2,50 €, 10 days and the published base rates', async () => {
    const company = await billingCompany(app);
    expect(await company.calls.ok(company.token, 'GET', '/api/electro/reminder-settings')).toEqual(DEFAULT_REMINDER_SETTINGS);
  });
});

describe('the reminder as a document and a mail', () => {
  it('its PDF carries the figures, it is e-mailed to the customer with the PDF, and the audit log records both', async () => {
    const { company, invoice } = await overdueInvoice(12);
    await remindOk(company, invoice, { level: 'Reminder', debtor: 'Consumer' });
    const since = mailbox.mails.length;
    const first = await remindOk(company, invoice, { level: 'First', debtor: 'Consumer' });
    expect(first.pdfState).toBe('Stored');
    expect(first.emailedTo).toBe('jonas.weber@example.de');
    const mail = await mailbox.waitForMail('jonas.weber@example.de', { since: since });
    expect(mail.subject).toBe(`1. Mahnung zu Rechnung ${invoice.invoiceNumber} von Elektro Brandt GmbH`);

    const pdf = await app.inject({ method: 'GET', url: `/api/electro/invoices/${invoice.id}/reminders/${first.id}/pdf`, headers: bearer(company.token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`Mahnung-1-${invoice.invoiceNumber}.pdf`);
    // The reader splits some figures at their kerning; read as one line.
    const text = (await pdfPages(pdf.rawPayload)).join('\n').replace(/\n/g, '');
    expect(text).toContain(`1. Mahnung zu Rechnung ${invoice.invoiceNumber}`);
    expect(text).toContain(pdfMoney(first.fee));
    expect(text).toContain(pdfMoney(first.interest));
    expect(text).toContain(pdfMoney(first.total));
    expect(text).toContain('Basiszinssatz + 5 Prozentpunkte (§ 288 Abs. 1 BGB)');

    const log = (await company.calls.ok(company.token, 'GET', '/api/audit-log?pageSize=100')) as { entityId: string; description: string | null }[];
    const sentences = log.filter((entry) => entry.entityId === invoice.id).map((entry) => entry.description);
    expect(sentences).toEqual(expect.arrayContaining([
      `Rechnung ${invoice.invoiceNumber}: Zahlungserinnerung erstellt`,
      `Rechnung ${invoice.invoiceNumber}: 1. Mahnung erstellt`,
      `Rechnung ${invoice.invoiceNumber}: 1. Mahnung per E-Mail an den Kunden gesendet`,
    ]));
  });
});

describe('scoping, roles and hostile input', () => {
  it('another company neither sees nor reminds of an invoice, nor reads its reminder', async () => {
    const { company, invoice } = await overdueInvoice(10);
    const reminder = await remindOk(company, invoice, { level: 'Reminder', debtor: 'Consumer' });
    const other = await billingCompany(app);
    expect((await remind(other, invoice, { level: 'First', debtor: 'Consumer' })).statusCode).toBe(404);
    expect((await other.calls.call(other.token, 'GET', `/api/electro/invoices/${invoice.id}/reminders`)).statusCode).toBe(404);
    expect((await other.calls.call(other.token, 'GET', `/api/electro/invoices/${invoice.id}/reminders/${reminder.id}/pdf`)).statusCode).toBe(404);
    expect(await other.calls.ok(other.token, 'GET', '/api/electro/overdue-invoices')).toEqual({ count: 0, amountDue: 0 });
    expect(await reminders(company, invoice)).toHaveLength(1);
  });

  it('a reader neither reminds nor changes the settings; a planner reminds but changes no settings', async () => {
    const { company, invoice } = await overdueInvoice(10);
    const member = async (role: 'ReadOnly' | 'Planner') => {
      const invited = await company.calls.ok(company.token, 'POST', '/api/team/invitations', { email: `${role.toLowerCase()}.${Date.now()}@example.de`, roles: [role] });
      const accepted = await app.inject({
        method: 'POST',
        url: `/api/public/invitations/${invited.token}/accept`,
        payload: { firstName: 'Kim', lastName: role, password: 'kollegen-passwort-1' },
        remoteAddress: role === 'Planner' ? '10.77.0.1' : '10.77.0.2',
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      return accepted.json().data.jwsTokens.accessToken as string;
    };
    const reader = await member('ReadOnly');
    const planner = await member('Planner');
    expect((await remind(company, invoice, { level: 'Reminder', debtor: 'Consumer' }, reader)).statusCode).toBe(403);
    expect((await company.calls.call(reader, 'GET', `/api/electro/invoices/${invoice.id}/reminders`)).statusCode).toBe(200);
    expect((await company.calls.call(planner, 'PUT', '/api/electro/reminder-settings', DEFAULT_REMINDER_SETTINGS)).statusCode).toBe(403);
    expect((await remind(company, invoice, { level: 'Reminder', debtor: 'Consumer' }, planner)).statusCode).toBe(200);
  });

  it('hostile input is refused with a 400 and writes nothing', async () => {
    const { company, invoice } = await overdueInvoice(10);
    const tenantId = await tenantOf(invoice.id);
    for (const body of [
      {},
      { level: 'Third', debtor: 'Consumer' },
      { level: 'Reminder', debtor: 'Alien' },
      { level: ['Reminder'], debtor: 'Consumer' },
      { level: 'Reminder\u0000', debtor: 'Consumer' },
    ]) {
      expect((await remind(company, invoice, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await company.calls.call(company.token, 'POST', '/api/electro/invoices/not-a-uuid/reminders', { level: 'Reminder', debtor: 'Consumer' })).statusCode).toBe(400);
    expect((await company.calls.call(company.token, 'GET', `/api/electro/invoices/${invoice.id}/reminders/1%27%20or%201=1/pdf`)).statusCode).toBe(400);
    expect((await company.calls.call(company.token, 'GET', '/api/electro/invoices?overdue=yes')).statusCode).toBe(400);
    const rate = { validFrom: '2026-01-01', basisPoints: 127 };
    for (const settings of [
      { fee: -1, payDays: 10, baseRates: [rate] },
      { fee: 10_001, payDays: 10, baseRates: [rate] },
      { fee: 2.5, payDays: 10, baseRates: [rate] },
      { fee: 250, payDays: 0, baseRates: [rate] },
      { fee: 250, payDays: 10, baseRates: [] },
      { fee: 250, payDays: 10, baseRates: [rate, { ...rate }] },
      { fee: 250, payDays: 10, baseRates: [{ validFrom: '2026-02-30', basisPoints: 127 }] },
      { fee: 250, payDays: 10, baseRates: [{ validFrom: '2026-01-01', basisPoints: 1.5 }] },
      { fee: 250, payDays: 10, baseRates: [{ validFrom: '2026-01-01', basisPoints: 1e9 }] },
      { fee: 250, payDays: 10, baseRates: Array.from({ length: 101 }, (_, index) => ({ validFrom: addDays('2000-01-01', index), basisPoints: 1 })) },
      { fee: '250', payDays: 10, baseRates: [rate] },
    ]) {
      const response = await company.calls.call(company.token, 'PUT', '/api/electro/reminder-settings', settings);
      expect(response.statusCode, JSON.stringify(settings).slice(0, 80)).toBe(400);
    }
    expect(await rowCount('payment_reminders', tenantId)).toBe(0);
    expect(await rowCount('reminder_settings', tenantId)).toBe(0);
  });
});
