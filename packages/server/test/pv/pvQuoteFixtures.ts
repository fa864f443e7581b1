import { randomUUID } from 'node:crypto';
import { germanDay, type Invoice, type Quote } from '@planner/api';
import { DEFAULT_DC_CABLE_RUN_METRES, type PvOffer } from '@planner/api/pv';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createConfiguration } from '../checkoutFixtures';
import { registerCompany } from '../support/api';
import { completeCompany, TODAY } from '../quotesFixtures';
import { designOf, designPath, pvCalls, type PvParts } from './pvDesignFixtures';

export const offerPath = (configurationId: string) => `/api/pv/configurations/${configurationId}/offer`;
export const quotePath = (configurationId: string) => `/api/electro/configurations/${configurationId}/quote`;

/**
 * The PV services of the company (ADR 0030): installation per kWp, scaffold flat, the mounting
 * system per module (all part of the PV system) and meter cabinet work (not part of it).
 */
export const SERVICES = [
  { name: 'Montage der PV-Anlage', price: 25_000, pricingBasis: 'PerKwp', partOfPvSystem: true },
  { name: 'Gerüst', price: 89_000, pricingBasis: 'Flat', partOfPvSystem: true },
  { name: 'Montagesystem Ziegeldach (Schienen, Haken, Klemmen)', price: 6_500, pricingBasis: 'PerModule', partOfPvSystem: true },
  { name: 'Zählerschrank-Arbeiten', price: 149_000, pricingBasis: 'Flat', partOfPvSystem: false },
] as const;

/** A company of `environment` with complete data, the PV parts of `pvCalls` and the services above. */
export async function pvQuoteCompany(app: FastifyInstance, environment: ('PvPlanner' | 'ElektroPlanner')[] = ['PvPlanner']) {
  const calls = pvCalls(app);
  const token = (await registerCompany(app, { environment })).tokens.accessToken;
  await calls.ok(token, 'PUT', '/api/electro/tenant-information', completeCompany('Solar Brandt GmbH'));
  const parts: PvParts = await calls.pvParts(token);
  const services: Record<string, string> = {};
  for (const service of SERVICES) {
    const id = randomUUID();
    await calls.ok(token, 'PUT', `/api/pv/pv-components/services/${id}`, { pvService: { id, description: '', ...service }, priceValidFrom: TODAY });
    services[service.name] = id;
  }

  /** A quote of a new project with the eight-module design of `designOf` (battery, wallbox, heater rod). */
  async function designedQuote(customer: Record<string, unknown> = { email: 'jonas.weber@example.de' }): Promise<string> {
    const configurationId = await createConfiguration(app, token, customer);
    await calls.ok(token, 'PUT', designPath(configurationId), designOf(parts));
    return configurationId;
  }

  const offer = (configurationId: string): Promise<PvOffer> => calls.ok(token, 'GET', offerPath(configurationId));
  const saveOffer = (configurationId: string, body: object) => calls.call(token, 'PUT', offerPath(configurationId), body);
  const confirm = async (configurationId: string): Promise<PvOffer> => {
    const { version } = await offer(configurationId);
    return calls.ok(token, 'PUT', offerPath(configurationId), { version, conditionsConfirmed: true, quantities: [], freeLines: [], dcCableRunMetres: DEFAULT_DC_CABLE_RUN_METRES });
  };
  let numbers = 0;
  const finalize = (configurationId: string) =>
    calls.call(token, 'POST', quotePath(configurationId), { quoteName: 'PV-Anlage Weber', quoteNumber: `PV-${(numbers += 1)}` });
  const finalizeOk = async (configurationId: string): Promise<Quote> => {
    const response = await finalize(configurationId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const invoice = async (body: object): Promise<Invoice> => calls.ok(token, 'POST', '/api/electro/invoices', body);
  const issue = async (draft: Invoice): Promise<Invoice> =>
    calls.ok(token, 'POST', `/api/electro/invoices/${draft.id}/issue`, { version: draft.version, invoiceDate: germanDay() });

  return { calls, token, parts, services, designedQuote, offer, saveOffer, confirm, finalize, finalizeOk, invoice, issue };
}

export type PvQuoteCompany = Awaited<ReturnType<typeof pvQuoteCompany>>;
