import { addDays, type Invoice, type PaymentReminder } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function overdueInvoice(): Promise<{ company: BillingCompany; invoice: Invoice }> {
  const company = await billingCompany(app);
  const issued = await company.issueOk(await company.final(await company.acceptedQuote()));
  await fellDueOn(database, issued.id, addDays(TODAY, -20));
  return { company, invoice: await company.get(issued.id) };
}

async function remind(company: BillingCompany, invoice: Invoice, level: string, debtor: string): Promise<PaymentReminder> {
  const response = await company.calls.call(company.token, 'POST', `/api/electro/invoices/${invoice.id}/reminders`, { level, debtor });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const figures = (reminder: PaymentReminder) => ({
  level: reminder.level,
  lumpSum: reminder.lumpSum,
  total: reminder.total,
  sum: reminder.amountDue + reminder.fee + reminder.interest + reminder.lumpSum,
});

describe('the lump sum of § 288 Abs. 5 BGB on dunning letters', () => {
  it('a consumer is never charged it', async () => {
    const { company, invoice } = await overdueInvoice();
    const letters = [await remind(company, invoice, 'Reminder', 'Consumer'), await remind(company, invoice, 'First', 'Consumer'), await remind(company, invoice, 'Second', 'Consumer')];
    expect(letters.map((letter) => letter.lumpSum)).toEqual([0, 0, 0]);
    expect(letters.every((letter) => letter.total === letter.amountDue + letter.fee + letter.interest)).toBe(true);
  });

  it('a business pays 40 € once per invoice: on the 1st Mahnung, not on the friendly reminder nor the 2nd Mahnung', async () => {
    const { company, invoice } = await overdueInvoice();
    await remind(company, invoice, 'Reminder', 'Business');
    const since = mailbox.mails.length;
    const first = await remind(company, invoice, 'First', 'Business');
    const second = await remind(company, invoice, 'Second', 'Business');
    const listed = (await company.calls.ok(company.token, 'GET', `/api/electro/invoices/${invoice.id}/reminders`)) as PaymentReminder[];
    expect(listed.map(figures)).toEqual([
      { level: 'Reminder', lumpSum: 0, total: invoice.amountDue, sum: invoice.amountDue },
      { level: 'First', lumpSum: 4_000, total: first.total, sum: first.total },
      { level: 'Second', lumpSum: 0, total: second.total, sum: second.total },
    ]);
    expect(first.total).toBe(invoice.amountDue + first.fee + first.interest + 4_000);

    const pdf = await app.inject({ method: 'GET', url: `/api/electro/invoices/${invoice.id}/reminders/${first.id}/pdf`, headers: bearer(company.token) });
    const text = (await pdfPages(pdf.rawPayload)).join('\n').replace(/\n/g, '');
    // The reader splits some words at their kerning; compare without spaces.
    expect(text.replace(/\s/g, '')).toContain('Verzugspauschale(§288Abs.5BGB)40,00€');
    expect(text).toContain(pdfMoney(4_000));
    expect(text).toContain(pdfMoney(first.total));
    const secondPdf = await app.inject({ method: 'GET', url: `/api/electro/invoices/${invoice.id}/reminders/${second.id}/pdf`, headers: bearer(company.token) });
    expect((await pdfPages(secondPdf.rawPayload)).join('')).not.toContain('Verzugspauschale');

    const mail = await mailbox.waitForMail('jonas.weber@example.de', { since });
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain('Darin enthalten ist die Verzugspauschale von 40,00 € nach § 288 Abs. 5 BGB.');
  });

  it('a debtor named a business only at the 2nd Mahnung is charged it there', async () => {
    const { company, invoice } = await overdueInvoice();
    await remind(company, invoice, 'Reminder', 'Consumer');
    expect((await remind(company, invoice, 'First', 'Consumer')).lumpSum).toBe(0);
    expect((await remind(company, invoice, 'Second', 'Business')).lumpSum).toBe(4_000);
  });

  it('the database keeps it to one per invoice and to dunning letters to businesses', async () => {
    const { company, invoice } = await overdueInvoice();
    await remind(company, invoice, 'Reminder', 'Business');
    const first = await remind(company, invoice, 'First', 'Business');
    const second = await remind(company, invoice, 'Second', 'Business');
    await expect(sql`update payment_reminders set lump_sum = 4000 where id = ${second.id}`.execute(database.db)).rejects.toThrow();
    const reminderRow = (await company.calls.ok(company.token, 'GET', `/api/electro/invoices/${invoice.id}/reminders`))[0] as PaymentReminder;
    await sql`update payment_reminders set lump_sum = 0 where id = ${first.id}`.execute(database.db);
    await expect(sql`update payment_reminders set lump_sum = 4000 where id = ${reminderRow.id}`.execute(database.db)).rejects.toThrow();
  });
});
