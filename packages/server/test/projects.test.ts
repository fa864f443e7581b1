import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem, withTenant } from '../src/db/scopes';
import { bearer, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;
let tokenA: string;
let tokenB: string;
let tenantA: string;

const tenantIdOfUser = (email: string) =>
  asSystem(database.db, (trx) =>
    trx.selectFrom('users').select('tenant_id').where('email', '=', email).executeTakeFirstOrThrow(),
  ).then((row) => row.tenant_id);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  const a = await registerCompany(app);
  tokenA = a.tokens.accessToken;
  tenantA = await tenantIdOfUser(a.email);
  tokenB = (await registerCompany(app)).tokens.accessToken;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

interface Site {
  lastName: string;
  location: { street: string; houseNumber: string; zipCode: string; city: string };
}

const WEBER_SITE: Site = { lastName: 'Weber', location: { street: 'Neubaugebiet Süd', houseNumber: '4', zipCode: '71032', city: 'Böblingen' } };

async function createJobsite(token: string, site = WEBER_SITE) {
  const customerId = randomUUID();
  const jobsiteId = randomUUID();
  await call(token, 'PUT', `/api/customers/${customerId}`, {
    id: customerId,
    firstName: 'Jonas',
    lastName: site.lastName,
    address: { street: 'Gartenstraße', houseNumber: '12', zipCode: '70173', city: 'Stuttgart' },
    phone: '',
    cellphone: '',
    email: '',
  });
  const response = await call(token, 'PUT', `/api/jobsites/${jobsiteId}`, {
    jobsite: {
      id: jobsiteId,
      customerId,
      location: site.location,
      buildingType: 'SingleFamilyHouse',
      comment: '',
    },
  });
  expect(response.statusCode).toBe(200);
  return { customerId, jobsiteId };
}

const privateOrder = { type: 'PrivateConstruction' } as const;

async function createProject(token: string, overrides: Record<string, unknown> = {}, site = WEBER_SITE) {
  const { jobsiteId, customerId } = await createJobsite(token, site);
  const id = randomUUID();
  const favoriteConfigurationId = randomUUID();
  const response = await call(token, 'PUT', `/api/electro/projects/${id}`, {
    id,
    name: 'Weber, Böblingen',
    jobsiteId,
    propertyDeveloperType: privateOrder,
    favoriteConfigurationId,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { id, jobsiteId, customerId, favoriteConfigurationId, project: response.json().data };
}

const configurationsOf = async (token: string, projectId: string) =>
  (await call(token, 'GET', `/api/electro/configurations/by-project/${projectId}`)).json().data as {
    id: string;
    name: string;
    isFavorite: boolean;
  }[];

async function addConfiguration(token: string, projectId: string, name: string) {
  const id = randomUUID();
  const response = await call(token, 'PUT', `/api/electro/configurations/${id}`, { id, projectId, name });
  expect(response.statusCode).toBe(200);
  return id;
}

/** A developer of tenant A with a Bauleiter and a Baubeschreibung. */
async function createDeveloper() {
  const developer = { companyId: randomUUID(), contactPersonId: randomUUID(), constructionSpecificationId: randomUUID() };
  await withTenant(database.db, tenantA, async (trx) => {
    await trx
      .insertInto('property_developers')
      .values({
        tenant_id: tenantA,
        id: developer.companyId,
        name: 'Bau AG',
        street: 'Bauweg',
        house_number: '1',
        zip_code: '70173',
        city: 'Stuttgart',
        mail: '',
        phone: '',
        fax: '',
        url: '',
      })
      .execute();
    await trx
      .insertInto('contact_persons')
      .values({
        tenant_id: tenantA,
        id: developer.contactPersonId,
        property_developer_id: developer.companyId,
        first_name: 'Bernd',
        last_name: 'Bauleiter',
        phone: '',
        cellphone: '',
        email: null,
      })
      .execute();
    await trx
      .insertInto('construction_specifications')
      .values({
        tenant_id: tenantA,
        id: developer.constructionSpecificationId,
        property_developer_id: developer.companyId,
        name: 'Standard 2026',
      })
      .execute();
  });
  return developer;
}

describe('projects', () => {
  it('start with a first quote that is their favorite', async () => {
    const { id, jobsiteId, favoriteConfigurationId, project } = await createProject(tokenA);

    expect(project).toMatchObject({
      id,
      name: 'Weber, Böblingen',
      jobsiteId,
      jobsite: { id: jobsiteId, customer: { lastName: 'Weber' } },
      propertyDeveloperType: privateOrder,
      favoriteConfigurationId,
      configurationCount: 1,
      favoriteConfiguration: {
        type: 'ElectroProjectConfigurationPreviewWithoutQuote',
        id: favoriteConfigurationId,
        projectId: id,
        name: 'Angebot 1',
        isFavorite: true,
        status: { type: 'InProgress' },
        quoteStatus: null,
        floorsCount: 0,
        roomsCount: 0,
        electricalComponentsCount: 0,
        totalPrice: 0,
      },
    });
  });

  it('are listed, searched, listed per customer and as recent favorites', async () => {
    const { tokens } = await registerCompany(app);
    const token = tokens.accessToken;
    const first = await createProject(token, { name: 'Altbau Sanierung' });
    await createProject(token, { name: 'Neubau Keller' });
    await createProject(token, { name: 'Carport' });

    const list = (await call(token, 'GET', '/api/electro/projects?sortBy=Name&sortOrder=Asc&pageSize=2')).json();
    expect(list.data.map((p: { name: string }) => p.name)).toEqual(['Altbau Sanierung', 'Carport']);
    expect(list.paginationInfo).toEqual({ pageIndex: 0, pageSize: 2, pageCount: 2, filteredElementsCount: 3, totalElementsCount: 3 });
    const found = (await call(token, 'GET', '/api/electro/projects?anyText=sanierung%20altbau')).json();
    expect(found.paginationInfo).toMatchObject({ filteredElementsCount: 1, totalElementsCount: 3 });

    await call(token, 'PUT', `/api/electro/configurations/${first.favoriteConfigurationId}`, {
      id: first.favoriteConfigurationId,
      projectId: first.id,
      name: 'Angebot Altbau',
    });
    const recent = (await call(token, 'GET', '/api/electro/projects/favorites?pageSize=5')).json();
    expect(recent.data[0].name).toBe('Altbau Sanierung');

    const ofCustomer = (await call(token, 'GET', `/api/electro/projects/by-customer/${first.customerId}`)).json();
    expect(ofCustomer.data.map((p: { id: string }) => p.id)).toEqual([first.id]);
    expect((await call(tokenB, 'GET', `/api/electro/projects/by-customer/${first.customerId}`)).statusCode).toBe(404);
  });

  it('are found by the name, address and city of their customer and jobsite, each word anywhere', async () => {
    const { tokens } = await registerCompany(app);
    const token = tokens.accessToken;
    const weber = await createProject(token, { name: 'Einfamilienhaus' });
    const kraus = await createProject(
      token,
      { name: 'Reihenhaus' },
      { lastName: 'Kraus', location: { street: 'Am Mühlbach', houseNumber: '9', zipCode: '79312', city: 'Emmendingen' } },
    );
    const krausId = kraus.id;

    const names = async (anyText: string) =>
      (await call(token, 'GET', `/api/electro/projects?anyText=${encodeURIComponent(anyText)}`)).json().data.map((p: { id: string }) => p.id);
    expect(await names('kraus')).toEqual([krausId]);
    expect(await names('Emmendingen')).toEqual([krausId]);
    expect(await names('mühlbach reihenhaus')).toEqual([krausId]);
    expect(await names('böblingen')).toEqual([weber.id]);
    expect(await names('weber einfamilienhaus')).toEqual([weber.id]);
    expect(await names('kraus böblingen')).toEqual([]);
  });

  it('are renamed and deleted with their quotes', async () => {
    const { id, jobsiteId, favoriteConfigurationId } = await createProject(tokenA);
    const renamed = await call(tokenA, 'PUT', `/api/electro/projects/${id}`, {
      id,
      name: 'Umbenannt',
      jobsiteId,
      propertyDeveloperType: privateOrder,
    });
    expect(renamed.json().data).toMatchObject({ name: 'Umbenannt', favoriteConfigurationId });

    expect((await call(tokenA, 'DELETE', `/api/electro/projects/${id}`)).json()).toEqual({ type: 'success', data: null });
    expect((await call(tokenA, 'GET', `/api/electro/projects/${id}`)).json()).toEqual({
      type: 'failure/NotFound',
      message: 'Projekt nicht gefunden.',
    });
    expect((await call(tokenA, 'GET', `/api/electro/configurations/${favoriteConfigurationId}`)).statusCode).toBe(404);
  });

  it('of developer orders need a developer with its own Bauleiter and Baubeschreibung', async () => {
    const developer = await createDeveloper();
    const other = await createDeveloper();

    const { project } = await createProject(tokenA, {
      propertyDeveloperType: { type: 'DeveloperConstruction', ...developer },
    });
    expect(project.propertyDeveloperType).toEqual({ type: 'DeveloperConstruction', ...developer });

    const { jobsiteId } = await createJobsite(tokenA);
    const mixed = randomUUID();
    const response = await call(tokenA, 'PUT', `/api/electro/projects/${mixed}`, {
      id: mixed,
      name: 'Gemischt',
      jobsiteId,
      propertyDeveloperType: { type: 'DeveloperConstruction', ...developer, contactPersonId: other.contactPersonId },
    });
    expect(response.json()).toEqual({ type: 'failure/NotFound', message: 'Bauleiter nicht gefunden.' });
    expect((await call(tokenA, 'GET', `/api/electro/projects/${mixed}`)).statusCode).toBe(404);

    const { jobsiteId: foreignJobsite } = await createJobsite(tokenB);
    const crossTenant = randomUUID();
    const foreign = await call(tokenB, 'PUT', `/api/electro/projects/${crossTenant}`, {
      id: crossTenant,
      name: 'Fremd',
      jobsiteId: foreignJobsite,
      propertyDeveloperType: { type: 'DeveloperConstruction', ...developer },
    });
    expect(foreign.json()).toEqual({ type: 'failure/NotFound', message: 'Bauträger nicht gefunden.' });
  });

  it('refuse invalid input with 400 and write nothing', async () => {
    const { jobsiteId } = await createJobsite(tokenA);
    const invalid = [
      { name: '  ', propertyDeveloperType: privateOrder },
      { name: 'Ohne Bauträger', propertyDeveloperType: { type: 'DeveloperConstruction' } },
      { name: 'Unbekannte Art', propertyDeveloperType: { type: 'Public' } },
    ];
    for (const fields of invalid) {
      const id = randomUUID();
      const response = await call(tokenA, 'PUT', `/api/electro/projects/${id}`, { id, jobsiteId, ...fields });
      expect(response.statusCode).toBe(400);
      expect((await call(tokenA, 'GET', `/api/electro/projects/${id}`)).statusCode).toBe(404);
    }
    const id = randomUUID();
    const developerless = await call(tokenA, 'PUT', `/api/electro/projects/${id}`, {
      id,
      jobsiteId,
      name: 'Ohne Bauträger',
      propertyDeveloperType: { type: 'DeveloperConstruction' },
    });
    expect(developerless.json().fieldErrors.map((e: { message: string }) => e.message)).toEqual([
      'Bitte wählen Sie einen Bauträger aus.',
      'Bitte wählen Sie einen Bauleiter aus.',
      'Bitte wählen Sie eine Baubeschreibung aus.',
    ]);
  });

  it('of another tenant answer like unknown ids and cannot be changed', async () => {
    const { id, jobsiteId } = await createProject(tokenA);
    const notFound = { type: 'failure/NotFound', message: 'Projekt nicht gefunden.' };
    expect((await call(tokenB, 'GET', `/api/electro/projects/${id}`)).json()).toEqual(notFound);
    expect((await call(tokenB, 'GET', `/api/electro/projects/${randomUUID()}`)).json()).toEqual(notFound);
    expect((await call(tokenB, 'DELETE', `/api/electro/projects/${id}`)).json()).toEqual(notFound);
    expect((await call(tokenB, 'GET', `/api/electro/configurations/by-project/${id}`)).json()).toEqual(notFound);
    const takeOver = await call(tokenB, 'PUT', `/api/electro/projects/${id}`, {
      id,
      name: 'Übernommen',
      jobsiteId,
      propertyDeveloperType: privateOrder,
    });
    expect(takeOver.json()).toEqual({ type: 'failure/NotFound', message: 'Die Baustelle konnte nicht gefunden werden.' });
    expect((await call(tokenA, 'GET', `/api/electro/projects/${id}`)).json().data.name).toBe('Weber, Böblingen');
  });
});

describe('quotes (configurations)', () => {
  it('are created, renamed and listed in creation order; a new one is never the favorite', async () => {
    const { id: projectId, favoriteConfigurationId } = await createProject(tokenA);
    const second = await addConfiguration(tokenA, projectId, 'Variante mit KNX');
    await call(tokenA, 'PUT', `/api/electro/configurations/${second}`, { id: second, projectId, name: 'Variante KNX' });

    expect(await configurationsOf(tokenA, projectId)).toMatchObject([
      { id: favoriteConfigurationId, name: 'Angebot 1', isFavorite: true },
      { id: second, name: 'Variante KNX', isFavorite: false },
    ]);
    const project = (await call(tokenA, 'GET', `/api/electro/projects/${projectId}`)).json().data;
    expect(project.configurationCount).toBe(2);
  });

  it('have exactly one favorite per project', async () => {
    const { id: projectId, jobsiteId, favoriteConfigurationId } = await createProject(tokenA);
    const second = await addConfiguration(tokenA, projectId, 'Zweites Angebot');
    const body = { id: projectId, name: 'Weber, Böblingen', jobsiteId, propertyDeveloperType: privateOrder };

    const marked = await call(tokenA, 'PUT', `/api/electro/projects/${projectId}`, { ...body, favoriteConfigurationId: second });
    expect(marked.json().data.favoriteConfigurationId).toBe(second);
    expect((await configurationsOf(tokenA, projectId)).map((c) => c.isFavorite)).toEqual([false, true]);

    const { favoriteConfigurationId: otherProjects } = await createProject(tokenA);
    const foreign = await call(tokenA, 'PUT', `/api/electro/projects/${projectId}`, {
      ...body,
      name: 'Darf nicht gespeichert werden',
      favoriteConfigurationId: otherProjects,
    });
    expect(foreign.json()).toEqual({ type: 'failure/NotFound', message: 'Angebot nicht gefunden.' });
    const after = (await call(tokenA, 'GET', `/api/electro/projects/${projectId}`)).json().data;
    expect(after).toMatchObject({ name: 'Weber, Böblingen', favoriteConfigurationId: second });
    expect(favoriteConfigurationId).not.toBe(second);
  });

  it('are copied as editable quotes with a new id', async () => {
    const { id: projectId, favoriteConfigurationId } = await createProject(tokenA);
    const copy = await call(tokenA, 'POST', `/api/electro/configurations/${favoriteConfigurationId}/clone`, {
      name: 'Kopie von Angebot 1',
    });
    const copyId = copy.json().data as string;
    expect(copyId).not.toBe(favoriteConfigurationId);

    expect((await call(tokenA, 'GET', `/api/electro/configurations/${copyId}`)).json().data).toMatchObject({
      projectId,
      name: 'Kopie von Angebot 1',
      isFavorite: false,
      status: { type: 'InProgress' },
    });
    const missing = await call(tokenA, 'POST', `/api/electro/configurations/${randomUUID()}/clone`, { name: 'X' });
    expect(missing.json()).toEqual({
      type: 'failure/NotFound',
      message: 'Es wurde kein Angebot gefunden, das kopiert werden kann.',
    });
    const foreign = await call(tokenB, 'POST', `/api/electro/configurations/${favoriteConfigurationId}/clone`, { name: 'X' });
    expect(foreign.json()).toEqual(missing.json());
    const nameless = await call(tokenA, 'POST', `/api/electro/configurations/${favoriteConfigurationId}/clone`, { name: ' ' });
    expect(nameless.statusCode).toBe(400);
    expect(await configurationsOf(tokenA, projectId)).toHaveLength(2);
  });

  it('are deleted unless last, favorite or unknown', async () => {
    const { id: projectId, favoriteConfigurationId } = await createProject(tokenA);

    const last = await call(tokenA, 'DELETE', `/api/electro/configurations/${favoriteConfigurationId}`);
    expect(last.statusCode).toBe(422);
    expect(last.json()).toEqual({
      type: 'failure/CannotDeleteLastConfiguration',
      message: 'Das letzte Angebot kann nicht gelöscht werden.',
    });

    const second = await addConfiguration(tokenA, projectId, 'Zweites Angebot');
    const favorite = await call(tokenA, 'DELETE', `/api/electro/configurations/${favoriteConfigurationId}`);
    expect(favorite.json()).toEqual({
      type: 'failure/IsFavorite',
      message: 'Das Angebot kann nicht gelöscht werden, da es als Favorit markiert ist.',
    });

    const notFound = { type: 'failure/ConfigurationNotFound', message: 'Angebot nicht gefunden.' };
    const foreign = await call(tokenB, 'DELETE', `/api/electro/configurations/${second}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(notFound);
    expect((await call(tokenA, 'DELETE', `/api/electro/configurations/${randomUUID()}`)).json()).toEqual(notFound);

    expect((await call(tokenA, 'DELETE', `/api/electro/configurations/${second}`)).json()).toEqual({ type: 'success', data: null });
    expect((await configurationsOf(tokenA, projectId)).map((c) => c.id)).toEqual([favoriteConfigurationId]);
  });

  it('cannot be read, renamed or added across tenants', async () => {
    const { id: projectId, favoriteConfigurationId } = await createProject(tokenA);
    const notFound = { type: 'failure/NotFound', message: 'Angebot nicht gefunden.' };
    expect((await call(tokenB, 'GET', `/api/electro/configurations/${favoriteConfigurationId}`)).json()).toEqual(notFound);

    const rename = await call(tokenB, 'PUT', `/api/electro/configurations/${favoriteConfigurationId}`, {
      id: favoriteConfigurationId,
      projectId,
      name: 'Gekapert',
    });
    expect(rename.json()).toEqual({ type: 'failure/NotFound', message: 'Projekt nicht gefunden.' });
    expect((await configurationsOf(tokenA, projectId)).map((c) => c.name)).toEqual(['Angebot 1']);
  });
});
