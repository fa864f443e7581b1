import { randomUUID } from 'node:crypto';
import { germanDay, type Invoice, type TenantInformation } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { customerBody } from '../checkoutFixtures';
import { registerCompany } from '../support/api';
import { completeCompany, quoteCalls, type Catalogue, type CatalogueLabourShares } from '../quotesFixtures';

let quoteNumbers = 0;

/** Today in Germany, the day invoices are dated by (UTC may still have the day before). */
export const TODAY = germanDay();

/** A company with complete data and master data, ready to plan and bill quotes through the API. */
export async function billingCompany(
  app: FastifyInstance,
  company: (name: string) => TenantInformation = completeCompany,
  labourShares: CatalogueLabourShares = {},
) {
  const calls = quoteCalls(app);
  const token = (await registerCompany(app)).tokens.accessToken;
  await calls.ok(token, 'PUT', '/api/electro/tenant-information', company('Elektro Brandt GmbH'));
  const catalogue: Catalogue = await calls.catalogue(token, labourShares);

  /** Adds a PV system of `modules` × the additional installation (24,00 €) at 0 % (§ 12 Abs. 3 UStG) to a configuration. */
  async function addPvSystem(configurationId: string, modules: number): Promise<void> {
    const line = randomUUID();
    await calls.ok(token, 'PUT', `/api/electro/configurations/${configurationId}/additional-installations/${line}`, {
      id: line,
      additionalInstallationId: catalogue.additionalInstallation,
      amount: modules,
      vatCategory: 'PvZeroRate',
    });
  }

  /**
   * The planned configuration finalized as a quote the customer accepted; its id. The customer
   * has an e-mail address unless `customer` (applied to Jonas Weber, its id among them if given) says otherwise;
   * `pvModules` adds a PV system at 0 %.
   */
  async function acceptedQuote(status: 'Accepted' | 'Sent' = 'Accepted', customer: Record<string, unknown> = {}, pvModules = 0): Promise<string> {
    const { configurationId } = await calls.plannedConfiguration(token, catalogue, { email: 'jonas.weber@example.de', ...customer });
    if (pvModules > 0) await addPvSystem(configurationId, pvModules);
    quoteNumbers += 1;
    await calls.ok(token, 'POST', `/api/electro/configurations/${configurationId}/quote`, {
      quoteName: 'Elektroinstallation Neubau',
      quoteNumber: `A-${quoteNumbers}`,
    });
    await calls.ok(token, 'PUT', `/api/electro/configurations/${configurationId}/quote/status`, { quoteStatus: status });
    return configurationId;
  }

  const create = (body: object) => calls.call(token, 'POST', '/api/electro/invoices', body);
  const createOk = async (body: object): Promise<Invoice> => calls.ok(token, 'POST', '/api/electro/invoices', body);
  const partial = (quoteId: string, basisPoints: number) => createOk({ quoteId, kind: 'Partial', share: { type: 'Percent', basisPoints } });
  const final = (quoteId: string) => createOk({ quoteId, kind: 'Final' });
  const issue = (invoice: Pick<Invoice, 'id' | 'version'>, invoiceDate = TODAY) =>
    calls.call(token, 'POST', `/api/electro/invoices/${invoice.id}/issue`, { version: invoice.version, invoiceDate });
  const issueOk = async (invoice: Pick<Invoice, 'id' | 'version'>, invoiceDate = TODAY): Promise<Invoice> => {
    const response = await issue(invoice, invoiceDate);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const get = async (id: string): Promise<Invoice> => calls.ok(token, 'GET', `/api/electro/invoices/${id}`);
  /** The draft's editable fields as they are, with `changes` applied. */
  const draftBody = (invoice: Invoice, changes: Record<string, unknown> = {}) => ({
    version: invoice.version,
    servicePeriodStart: invoice.servicePeriodStart,
    servicePeriodEnd: invoice.servicePeriodEnd,
    paymentTerms: invoice.paymentTerms,
    reverseCharge: invoice.reverseCharge,
    buyerReference: invoice.buyerReference,
    buyerVatId: invoice.buyerVatId,
    // A draft names each line's own rate; an issued invoice (changes to it are refused) only its billed one.
    lines: invoice.lines.map(({ vatCategory, labourAmount }, index) => ({
      vatCategory: invoice.draftVatCategories?.[index] ?? (vatCategory === 'PvZeroRate' ? 'PvZeroRate' : 'Standard'),
      labourAmount,
    })),
    ...changes,
  });
  const update = (invoice: Invoice, changes: Record<string, unknown> = {}) =>
    calls.call(token, 'PUT', `/api/electro/invoices/${invoice.id}`, draftBody(invoice, changes));

  /** Replaces the customer's data with Jonas Weber's and `changes`. */
  const saveCustomer = (id: string, changes: Record<string, unknown>) =>
    calls.call(token, 'PUT', `/api/customers/${id}`, customerBody(id, { email: 'jonas.weber@example.de', ...changes }));

  return { token, calls, catalogue, addPvSystem, acceptedQuote, saveCustomer, create, createOk, partial, final, issue, issueOk, get, update, draftBody };
}

export type BillingCompany = Awaited<ReturnType<typeof billingCompany>>;
