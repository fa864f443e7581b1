import { expect, type APIRequestContext } from '@playwright/test';
import { authHeaders, completeCompanyData, createProjectWithQuote } from './project';
import { buildQuote } from './quote';
import type { RegisteredCompany } from './session';

/**
 * A quote of 1.500,00 € net (see `buildQuote`) of a company with complete data, finalized as
 * 'A-2026-31' and answered with `quoteStatus` through the API.
 */
export async function finalizedQuote(request: APIRequestContext, company: RegisteredCompany, quoteStatus: 'Sent' | 'Accepted') {
  await completeCompanyData(request, company);
  const { projectId, configurationId } = await createProjectWithQuote(request, company);
  await buildQuote(request, company, configurationId);
  const finalized = await request.post(`/api/electro/configurations/${configurationId}/quote`, {
    headers: authHeaders(company),
    data: { quoteName: 'Elektroinstallation Neubau', quoteNumber: 'A-2026-31' },
  });
  expect(finalized.status(), await finalized.text()).toBe(200);
  const answered = await request.put(`/api/electro/configurations/${configurationId}/quote/status`, {
    headers: authHeaders(company),
    data: { quoteStatus },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  return { projectId, configurationId };
}

/** A draft partial invoice of 30 % of the quote, created through the API; answers its id. */
export async function partialInvoiceDraft(request: APIRequestContext, company: RegisteredCompany, quoteId: string): Promise<string> {
  const created = await request.post('/api/electro/invoices', {
    headers: authHeaders(company),
    data: { quoteId, kind: 'Partial', share: { type: 'Percent', basisPoints: 3_000 } },
  });
  expect(created.status(), await created.text()).toBe(200);
  return (await created.json()).data.id as string;
}

/** Today in Germany as an ISO day, the day invoices are dated by. */
export const germanToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());

/** An invoice of the quote (`invoice`: its kind and share) created and issued today through the API; answers the issued invoice. */
export async function issuedInvoice(request: APIRequestContext, company: RegisteredCompany, invoice: Record<string, unknown>) {
  const created = await request.post('/api/electro/invoices', { headers: authHeaders(company), data: invoice });
  expect(created.status(), await created.text()).toBe(200);
  const draft = (await created.json()).data as { id: string; version: number };
  const issued = await request.post(`/api/electro/invoices/${draft.id}/issue`, {
    headers: authHeaders(company),
    data: { version: draft.version, invoiceDate: germanToday() },
  });
  expect(issued.status(), await issued.text()).toBe(200);
  return (await issued.json()).data as { id: string; invoiceNumber: string; grossTotal: number };
}
