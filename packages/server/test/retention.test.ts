import { randomUUID } from 'node:crypto';
import {
  MSG_CUSTOMER_HAS_FINALIZED_QUOTES,
  MSG_PROJECT_HAS_FINALIZED_QUOTES,
  MSG_QUOTE_IS_FINALIZED,
  type Customer,
  type Project,
} from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/scopes';
import { registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { completeCompany, quoteCalls, TODAY } from './quotesFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ReturnType<typeof quoteCalls>;
let token: string;
let tenantId: string;
let otherToken: string;
let installationId: string;

interface Planned {
  customerId: string;
  jobsiteId: string;
  projectId: string;
  configurationId: string;
}

/** A customer with a jobsite and a project whose favorite quote holds one additional installation. */
async function plannedProject(lastName: string): Promise<Planned> {
  const [customerId, jobsiteId, projectId, configurationId, lineId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const address = { street: 'Lindenweg', houseNumber: '3', zipCode: '80331', city: 'München' };
  await calls.ok(token, 'PUT', `/api/customers/${customerId}`, { id: customerId, firstName: 'Eva', lastName, address, phone: '', cellphone: '', email: '' });
  await calls.ok(token, 'PUT', `/api/jobsites/${jobsiteId}`, {
    jobsite: { id: jobsiteId, customerId, location: address, buildingType: 'SingleFamilyHouse', comment: '' },
  });
  await calls.ok(token, 'PUT', `/api/electro/projects/${projectId}`, {
    id: projectId,
    name: `${lastName}, München`,
    jobsiteId,
    propertyDeveloperType: { type: 'PrivateConstruction' },
    favoriteConfigurationId: configurationId,
  });
  await calls.ok(token, 'PUT', `/api/electro/configurations/${configurationId}/additional-installations/${lineId}`, {
    id: lineId,
    additionalInstallationId: installationId,
    amount: 2,
  });
  return { customerId, jobsiteId, projectId, configurationId };
}

const finalize = (configurationId: string, quoteNumber: string) =>
  calls.ok(token, 'POST', `/api/electro/configurations/${configurationId}/quote`, { quoteName: 'Angebot', quoteNumber });

/** A second, unfinalized quote of the project, so that deleting the first is not refused as the last one. */
async function secondQuote(projectId: string): Promise<string> {
  const id = randomUUID();
  await calls.ok(token, 'PUT', `/api/electro/configurations/${id}`, { id, projectId, name: 'Variante B' });
  return id;
}

const quoteStillThere = async (configurationId: string) => {
  const info = await calls.call(token, 'GET', `/api/electro/configurations/${configurationId}/quote/info`);
  const pdf = await calls.call(token, 'GET', `/api/electro/configurations/${configurationId}/quote/pdf`);
  return info.statusCode === 200 && pdf.statusCode === 200 && pdf.headers['content-type'] === 'application/pdf';
};

const listed = async <T extends { id: string }>(path: string): Promise<string[]> =>
  ((await calls.ok(token, 'GET', path)) as T[]).map((row) => row.id);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  calls = quoteCalls(app);
  token = (await registerCompany(app)).tokens.accessToken;
  tenantId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).tid;
  otherToken = (await registerCompany(app)).tokens.accessToken;
  await calls.ok(token, 'PUT', '/api/electro/tenant-information', completeCompany('Elektro Brandt GmbH'));
  installationId = randomUUID();
  await calls.ok(token, 'PUT', `/api/electro/additional-installations/${installationId}`, {
    additionalInstallation: { id: installationId, title: 'Leitung', description: '', price: 1_000, icon: null },
    priceValidFrom: TODAY,
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('a finalized quote', () => {
  it('cannot be deleted: 409 IsFinalized with the German reason, quote and PDF kept', async () => {
    const planned = await plannedProject('Kraus');
    await secondQuote(planned.projectId);
    await finalize(planned.configurationId, 'R-1');

    const response = await calls.call(token, 'DELETE', `/api/electro/configurations/${planned.configurationId}`);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ type: 'failure/IsFinalized', message: MSG_QUOTE_IS_FINALIZED });
    expect(await quoteStillThere(planned.configurationId)).toBe(true);
  });

  it('keeps a quote that was never finalized deletable', async () => {
    const planned = await plannedProject('Lenz');
    const draft = await secondQuote(planned.projectId);
    expect((await calls.call(token, 'DELETE', `/api/electro/configurations/${draft}`)).statusCode).toBe(200);
  });

  it('is refused by the database itself, whatever statement tries to delete it', async () => {
    const planned = await plannedProject('Sommer');
    await finalize(planned.configurationId, 'R-2');

    const attempt = withTenant(database.db, tenantId, (trx) =>
      trx.deleteFrom('customers').where('tenant_id', '=', tenantId).where('id', '=', planned.customerId).execute(),
    );

    await expect(attempt).rejects.toMatchObject({ code: '23001' });
    expect(await quoteStillThere(planned.configurationId)).toBe(true);
    expect((await calls.call(token, 'GET', `/api/customers/${planned.customerId}`)).statusCode).toBe(200);
  });

  it('can go with its whole company when the company is erased on purpose', async () => {
    const planned = await plannedProject('Weiß');
    await finalize(planned.configurationId, 'R-3');
    const erased = withTenant(database.db, tenantId, async (trx) => {
      await sql`set local app.erase_tenant = 'on'`.execute(trx);
      await trx.deleteFrom('customers').where('tenant_id', '=', tenantId).where('id', '=', planned.customerId).execute();
      // Only to show that it would work: the company's data stays for the other tests.
      throw new Error('roll back');
    });
    await expect(erased).rejects.toThrow('roll back');
  });
});

describe('a customer or project with finalized quotes', () => {
  it('cannot be deleted, with the German reason, and nothing goes', async () => {
    const planned = await plannedProject('Berger');
    await finalize(planned.configurationId, 'R-4');

    const customer = await calls.call(token, 'DELETE', `/api/customers/${planned.customerId}`);
    expect(customer.statusCode).toBe(409);
    expect(customer.json()).toEqual({ type: 'failure/HasFinalizedQuotes', message: MSG_CUSTOMER_HAS_FINALIZED_QUOTES });
    const project = await calls.call(token, 'DELETE', `/api/electro/projects/${planned.projectId}`);
    expect(project.statusCode).toBe(409);
    expect(project.json()).toEqual({ type: 'failure/HasFinalizedQuotes', message: MSG_PROJECT_HAS_FINALIZED_QUOTES });

    expect((await calls.call(token, 'GET', `/api/electro/projects/${planned.projectId}`)).statusCode).toBe(200);
    expect(await quoteStillThere(planned.configurationId)).toBe(true);
  });

  it('is archived: hidden from lists and the dashboard, shown with the archive filter, restored, quotes kept', async () => {
    const planned = await plannedProject('Zeller');
    await finalize(planned.configurationId, 'R-5');

    const archivedCustomer = (await calls.ok(token, 'POST', `/api/customers/${planned.customerId}/archive`)) as Customer;
    expect(archivedCustomer.archived).toBe(true);
    expect(await listed('/api/customers?pageSize=100')).not.toContain(planned.customerId);
    expect(await listed('/api/customers?pageSize=100&archived=true')).toEqual([planned.customerId]);
    // Its projects and jobsites leave the lists with it; its own page still shows them.
    expect(await listed('/api/electro/projects?pageSize=100')).not.toContain(planned.projectId);
    expect(await listed('/api/electro/projects?pageSize=100&archived=true')).toContain(planned.projectId);
    expect(await listed('/api/jobsites?pageSize=100')).not.toContain(planned.jobsiteId);
    expect(await listed(`/api/electro/projects/by-customer/${planned.customerId}?pageSize=10`)).toEqual([planned.projectId]);

    const restored = (await calls.ok(token, 'POST', `/api/customers/${planned.customerId}/restore`)) as Customer;
    expect(restored.archived).toBe(false);
    expect(await listed('/api/customers?pageSize=100')).toContain(planned.customerId);

    const archivedProject = (await calls.ok(token, 'POST', `/api/electro/projects/${planned.projectId}/archive`)) as Project;
    expect(archivedProject.archived).toBe(true);
    expect(await listed('/api/electro/projects?pageSize=100')).not.toContain(planned.projectId);
    expect(await listed('/api/electro/projects/favorites?pageSize=100')).not.toContain(planned.projectId);
    expect(await listed('/api/electro/projects?pageSize=100&archived=true')).toEqual([planned.projectId]);
    await calls.ok(token, 'POST', `/api/electro/projects/${planned.projectId}/restore`);
    expect(await listed('/api/electro/projects?pageSize=100')).toContain(planned.projectId);
    expect(await quoteStillThere(planned.configurationId)).toBe(true);
  });

  it('counts only the listed customers in the paging info', async () => {
    const planned = await plannedProject('Amann');
    const before = await calls.call(token, 'GET', '/api/customers?pageSize=1');
    const total = before.json().paginationInfo.totalElementsCount as number;
    await calls.ok(token, 'POST', `/api/customers/${planned.customerId}/archive`);

    const active = (await calls.call(token, 'GET', '/api/customers?pageSize=1')).json().paginationInfo;
    const archived = (await calls.call(token, 'GET', '/api/customers?pageSize=1&archived=true')).json().paginationInfo;
    expect(active.totalElementsCount).toBe(total - 1);
    expect(archived.totalElementsCount).toBe(1);
    await calls.ok(token, 'POST', `/api/customers/${planned.customerId}/restore`);
  });

  it("cannot be archived or restored by another company, which learns nothing of it", async () => {
    const planned = await plannedProject('Fuchs');
    for (const path of [
      `/api/customers/${planned.customerId}/archive`,
      `/api/electro/projects/${planned.projectId}/archive`,
      `/api/customers/${randomUUID()}/restore`,
    ]) {
      const response = await calls.call(otherToken, 'POST', path);
      expect(response.statusCode).toBe(404);
      expect(response.json().type).toBe('failure/NotFound');
    }
    expect(await listed('/api/customers?pageSize=100')).toContain(planned.customerId);
  });

  it('refuses an archive filter that is not true or false', async () => {
    expect((await calls.call(token, 'GET', '/api/customers?archived=ja')).statusCode).toBe(400);
  });
});

describe('a customer without finalized quotes', () => {
  it('is deleted with its projects and draft quotes, as before', async () => {
    const planned = await plannedProject('Vogt');
    expect((await calls.call(token, 'DELETE', `/api/customers/${planned.customerId}`)).statusCode).toBe(200);
    expect((await calls.call(token, 'GET', `/api/electro/projects/${planned.projectId}`)).statusCode).toBe(404);
  });
});
