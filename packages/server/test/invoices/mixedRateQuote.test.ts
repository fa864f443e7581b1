import { randomUUID } from 'node:crypto';
import type { Invoice, Quote, QuotePreview, VatBreakdownEntry } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANNED_NET, TODAY } from '../quotesFixtures';
import { flatText, pdfMoney, pdfPages } from '../quotesPdfText';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { billingCompany, type BillingCompany } from './billingCompany';

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

/** A PV system of 400 × 24,00 € at 0 % beside the planned installations at 19 %. */
const PV_NET = 400 * 2_400;
const STANDARD_VAT = Math.round((PLANNED_NET * 19) / 100);
const MIXED_BREAKDOWN: VatBreakdownEntry[] = [
  { vatCategory: 'Standard', ratePercent: 19, netAmount: PLANNED_NET, vatAmount: STANDARD_VAT },
  { vatCategory: 'PvZeroRate', ratePercent: 0, netAmount: PV_NET, vatAmount: 0 },
];
const PV_NOTE = 'Steuersatz 0 % gemäß § 12 Abs. 3 UStG';

const quoteUrl = (id: string) => `/api/electro/configurations/${id}/quote`;

async function mixedQuote(): Promise<{ configurationId: string; preview: QuotePreview; quote: Quote; pdfText: string }> {
  const { calls, token, catalogue } = company;
  const { configurationId } = await calls.plannedConfiguration(token, catalogue, { email: 'jonas.weber@example.de' });
  await company.addPvSystem(configurationId, 400);
  const preview: QuotePreview = await calls.ok(token, 'GET', `${quoteUrl(configurationId)}/preview`);
  const quote: Quote = await calls.ok(token, 'POST', quoteUrl(configurationId), { quoteName: 'PV-Anlage mit Elektro', quoteNumber: `PV-${randomUUID().slice(0, 6)}` });
  await calls.ok(token, 'PUT', `${quoteUrl(configurationId)}/status`, { quoteStatus: 'Accepted' });
  const pdf = await calls.call(token, 'GET', `${quoteUrl(configurationId)}/pdf`);
  return { configurationId, preview, quote, pdfText: flatText((await pdfPages(pdf.rawPayload)).join('\n')) };
}

/** The header figures of a CII e-invoice: VAT per rate and the monetary summation, in cents. */
function ciiFigures(xml: string) {
  const cents = (amount: string) => Math.round(Number(amount) * 100);
  const settlement = xml.slice(xml.indexOf('<ram:ApplicableHeaderTradeSettlement>'));
  const rates = [...settlement.matchAll(/<ram:ApplicableTradeTax>([\s\S]*?)<\/ram:ApplicableTradeTax>/g)].map(([, block]) => ({
    vatAmount: cents(/<ram:CalculatedAmount>([^<]+)</.exec(block!)![1]!),
    netAmount: cents(/<ram:BasisAmount>([^<]+)</.exec(block!)![1]!),
    ratePercent: Number(/<ram:RateApplicablePercent>([^<]+)</.exec(block!)![1]),
  }));
  const total = (tag: string) => {
    const match = new RegExp(`<ram:${tag}[^>]*>([^<]+)<`).exec(settlement);
    return match ? cents(match[1]!) : 0;
  };
  return {
    rates,
    netTotal: total('TaxBasisTotalAmount'),
    vatTotal: total('TaxTotalAmount'),
    grossTotal: total('GrandTotalAmount'),
    prepaidAmount: total('TotalPrepaidAmount'),
    amountDue: total('DuePayableAmount'),
  };
}

/** The invoice's figures as its API, its PDF and its e-invoice show them; all three must agree to the cent. */
async function expectDocumentsAgree(invoice: Invoice) {
  const { calls, token } = company;
  const pdf = await calls.call(token, 'GET', `/api/electro/invoices/${invoice.id}/pdf`);
  expect(pdf.statusCode).toBe(200);
  const text = flatText((await pdfPages(pdf.rawPayload)).join('\n'));
  const xml = await calls.call(token, 'GET', `/api/electro/invoices/${invoice.id}/xrechnung`);
  expect(xml.statusCode).toBe(200);

  expect(ciiFigures(xml.body)).toEqual({
    rates: invoice.vatBreakdown.map(({ ratePercent, netAmount, vatAmount }) => ({ vatAmount, netAmount, ratePercent })),
    netTotal: invoice.netTotal,
    vatTotal: invoice.vatTotal,
    grossTotal: invoice.grossTotal,
    prepaidAmount: invoice.prepaidAmount,
    amountDue: invoice.amountDue,
  });
  for (const entry of invoice.vatBreakdown) {
    expect(text).toContain(`Nettobetrag ${entry.ratePercent} % ${pdfMoney(entry.netAmount)}`);
    expect(text).toContain(`zzgl. ${entry.ratePercent} % USt. ${pdfMoney(entry.vatAmount)}`);
  }
  expect(text).toContain(`Summe netto ${pdfMoney(invoice.netTotal)}`);
  // The reader extracts the semibold 'Summe Umsatzsteuer' without its 'U'.
  expect(text).toContain(`msatzsteuer ${pdfMoney(invoice.vatTotal)}`);
  expect(text).toContain(`Gesamtbetrag ${pdfMoney(invoice.grossTotal)}`);
  expect(text).toContain(PV_NOTE);
}

describe('a quote at 19 % and 0 % (PV system)', () => {
  it('shows its VAT per rate in the preview, in the quote and in its PDF, with the note of § 12 Abs. 3 UStG', async () => {
    const { preview, quote, pdfText } = await mixedQuote();
    const totals = { netTotal: PLANNED_NET + PV_NET, vatBreakdown: MIXED_BREAKDOWN, vatAmount: STANDARD_VAT, grossTotal: PLANNED_NET + PV_NET + STANDARD_VAT };
    expect(preview).toMatchObject(totals);
    expect(quote).toMatchObject(totals);
    expect(quote.additionalInstallations.map((line) => [line.amount, line.vatCategory])).toEqual([
      [3, 'Standard'],
      [400, 'PvZeroRate'],
    ]);

    expect(pdfText).toContain(`Nettobetrag 19 % ${pdfMoney(PLANNED_NET)}`);
    expect(pdfText).toContain(`zzgl. 19 % MwSt. ${pdfMoney(STANDARD_VAT)}`);
    expect(pdfText).toContain(`Nettobetrag 0 % ${pdfMoney(PV_NET)}`);
    expect(pdfText).toContain(`zzgl. 0 % MwSt. ${pdfMoney(0)}`);
    expect(pdfText).toContain(`Summe netto ${pdfMoney(totals.netTotal)}`);
    expect(pdfText).toContain(`Summe MwSt. ${pdfMoney(STANDARD_VAT)}`);
    expect(pdfText).toContain(`Gesamtbetrag ${pdfMoney(totals.grossTotal)}`);
    expect(pdfText).toContain(`zum Gesamtbetrag von ${pdfMoney(totals.grossTotal)} (inkl. 19 % und 0 % MwSt.)`);
    expect(pdfText).toContain(PV_NOTE);
  });

  it('is billed by a partial and a final invoice in the same rates and totals; API, PDF and e-invoice agree to the cent', async () => {
    const { configurationId: quoteId, quote } = await mixedQuote();

    const partialDraft = await company.partial(quoteId, 3_000);
    expect(partialDraft.lines.map((line) => [line.vatCategory, line.netAmount])).toEqual([
      ['Standard', Math.round((Math.round(quote.netTotal * 0.3) * PLANNED_NET) / quote.netTotal)],
      ['PvZeroRate', Math.round(quote.netTotal * 0.3) - Math.round((Math.round(quote.netTotal * 0.3) * PLANNED_NET) / quote.netTotal)],
    ]);
    expect(partialDraft.netTotal).toBe(Math.round(quote.netTotal * 0.3));
    const partial = await company.issueOk(partialDraft);
    await expectDocumentsAgree(partial);

    const finalDraft = await company.final(quoteId);
    expect(finalDraft.draftVatCategories).toEqual(finalDraft.lines.map((line) => line.vatCategory));
    expect(finalDraft.lines.filter((line) => line.vatCategory === 'PvZeroRate').map((line) => line.netAmount)).toEqual([PV_NET]);
    const final = await company.issueOk(finalDraft, TODAY);
    expect(final).toMatchObject({ netTotal: quote.netTotal, vatBreakdown: quote.vatBreakdown, vatTotal: quote.vatAmount, grossTotal: quote.grossTotal });
    expect(final.prepaidAmount).toBe(partial.grossTotal);
    expect(final.amountDue).toBe(quote.grossTotal - partial.grossTotal);
    await expectDocumentsAgree(final);
  });
});

describe('a quote finalized before VAT per rate', () => {
  it('reads as it was frozen, keeps its PDF byte for byte and is billed with every line at 19 %', async () => {
    const { calls, token } = company;
    const quoteId = await company.acceptedQuote();
    const before: Quote = await calls.ok(token, 'GET', `${quoteUrl(quoteId)}/info`);
    const pdfBefore = (await calls.call(token, 'GET', `${quoteUrl(quoteId)}/pdf`)).rawPayload;
    // The snapshot as an earlier version froze it: one rate on the total, lines without a category.
    await sql`
      update quotes set snapshot = (snapshot - 'vatBreakdown') || jsonb_build_object(
        'vatRatePercent', 19,
        'additionalInstallations', (select jsonb_agg(line - 'vatCategory') from jsonb_array_elements(snapshot -> 'additionalInstallations') line)
      )
      where id = ${quoteId}
    `.execute(database.db);

    const after: Quote = await calls.ok(token, 'GET', `${quoteUrl(quoteId)}/info`);
    expect(after).toEqual(before);
    expect(after.vatBreakdown).toEqual([{ vatCategory: 'Standard', ratePercent: 19, netAmount: before.netTotal, vatAmount: before.vatAmount }]);
    expect((await calls.call(token, 'GET', `${quoteUrl(quoteId)}/pdf`)).rawPayload.equals(pdfBefore)).toBe(true);

    const final = await company.final(quoteId);
    expect(new Set(final.lines.map((line) => line.vatCategory))).toEqual(new Set(['Standard']));
    expect(final).toMatchObject({ netTotal: before.netTotal, vatTotal: before.vatAmount, grossTotal: before.grossTotal });
  });
});
