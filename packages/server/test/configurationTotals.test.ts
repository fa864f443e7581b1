import { randomUUID } from 'node:crypto';
import { EMPTY_CHECKOUT, type PropertyDeveloperType } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsSentThrough } from '../src/db/database';
import { asSystem, withTenant } from '../src/db/scopes';
import { Raster } from '../src/masterdata/demo/raster';
import { configurationTotalCents, configurationTotalsCents } from '../src/planning/configurationTotal';
import { registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { completeCompany, PLANNED_NET, quoteCalls, TODAY, type Catalogue } from './quotesFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ReturnType<typeof quoteCalls>;

const ICON = `data:image/png;base64,${new Raster().circle(32, 32, 16).toPng().toString('base64')}`;
const configurationUrl = (id: string) => `/api/electro/configurations/${id}`;

const tenantOf = async (email: string) => {
  const user = await asSystem(database.db, (trx) =>
    trx.selectFrom('users').select('tenant_id').where('email', '=', email).executeTakeFirstOrThrow(),
  );
  return user.tenant_id;
};

type ProjectData = { favoriteConfigurationId: string; favoriteConfiguration: { totalPrice: number } };
type PreviewData = { id: string; totalPrice: number };
const favoriteTotals = (projects: ProjectData[]) => projects.map((project) => project.favoriteConfiguration.totalPrice);
const times = <T>(count: number, item: T): T[] => Array.from({ length: count }, () => item);

/** A company with its catalogue; its own, so other tests' projects do not show in its lists. */
async function company() {
  const registered = await registerCompany(app);
  const token = registered.tokens.accessToken;
  await calls.ok(token, 'PUT', '/api/electro/tenant-information', completeCompany('Elektro Brandt GmbH'));
  return { token, tenantId: await tenantOf(registered.email), catalogue: await calls.catalogue(token) };
}

/** The statements one request sends, with its answer. */
async function countStatements(token: string, url: string) {
  const before = statementsSentThrough(database.db).statements;
  const data = await calls.ok(token, 'GET', url);
  return { count: statementsSentThrough(database.db).statements - before, data };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  calls = quoteCalls(app);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('totals of many configurations', () => {
  it('list 10 projects with priced favorites with as many statements as 2', async () => {
    const { token, catalogue } = await company();
    const favorites: string[] = [];
    const plan = async (count: number) => {
      for (let index = 0; index < count; index += 1) favorites.push((await calls.plannedConfiguration(token, catalogue)).configurationId);
    };
    await plan(2);

    const urls = ['/api/electro/projects?pageSize=20', '/api/electro/projects/favorites?pageSize=20'];
    const before = [];
    for (const url of urls) {
      const { count, data } = await countStatements(token, url);
      expect(favoriteTotals(data)).toEqual(times(2, PLANNED_NET));
      before.push(count);
    }

    await plan(8);
    for (const [index, url] of urls.entries()) {
      const { count, data } = await countStatements(token, url);
      expect(new Set(data.map((project: ProjectData) => project.favoriteConfigurationId))).toEqual(new Set(favorites));
      expect(favoriteTotals(data)).toEqual(times(10, PLANNED_NET));
      expect(count).toBeGreaterThan(0);
      expect(count, url).toBe(before[index]);
    }
  });

  it("list a project's 10 quotes with as many statements as 2", async () => {
    const { token, catalogue } = await company();
    const { configurationId } = await calls.plannedConfiguration(token, catalogue);
    const { projectId } = await calls.ok(token, 'GET', configurationUrl(configurationId));
    const listUrl = `/api/electro/configurations/by-project/${projectId}`;
    const clone = (index: number) =>
      calls.ok(token, 'POST', `${configurationUrl(configurationId)}/clone`, { name: `Variante ${index}` });

    await clone(1);
    const two = await countStatements(token, listUrl);
    expect(two.data.map((quote: PreviewData) => quote.totalPrice)).toEqual(times(2, PLANNED_NET));

    for (let index = 2; index < 10; index += 1) await clone(index);
    const ten = await countStatements(token, listUrl);
    expect(ten.data.map((quote: PreviewData) => quote.totalPrice)).toEqual(times(10, PLANNED_NET));
    expect(ten.count).toBe(two.count);
  });

  describe('in one call', () => {
    let token: string;
    let tenantId: string;
    let catalogue: Catalogue;

    beforeAll(async () => {
      ({ token, tenantId, catalogue } = await company());
    });

    /** Customer, jobsite and project of the given order; answers the project's first quote. */
    async function configurationOf(propertyDeveloperType: PropertyDeveloperType): Promise<string> {
      const customerId = randomUUID();
      const jobsiteId = randomUUID();
      const projectId = randomUUID();
      const configurationId = randomUUID();
      const address = { street: 'Lindenweg', houseNumber: '3', zipCode: '71032', city: 'Böblingen' };
      await calls.ok(token, 'PUT', `/api/customers/${customerId}`, {
        id: customerId,
        firstName: 'Lena',
        lastName: 'Vogel',
        address,
        phone: '',
        cellphone: '',
        email: '',
      });
      await calls.ok(token, 'PUT', `/api/jobsites/${jobsiteId}`, {
        jobsite: { id: jobsiteId, customerId, location: address, buildingType: 'SingleFamilyHouse', comment: '' },
      });
      await calls.ok(token, 'PUT', `/api/electro/projects/${projectId}`, {
        id: projectId,
        name: 'Vogel, Böblingen',
        jobsiteId,
        propertyDeveloperType,
        favoriteConfigurationId: configurationId,
      });
      return configurationId;
    }

    /** A developer whose specification's bath includes 2 sockets; answers the developer order and the bath. */
    async function developerOrder() {
      const developers = '/api/electro/property-developers';
      const companyId = randomUUID();
      await calls.ok(token, 'PUT', `${developers}/${companyId}`, {
        id: companyId,
        name: 'Lindenhof Bau',
        address: { street: 'Am Stadtpark', houseNumber: '12', zipCode: '90402', city: 'Nürnberg' },
        contactInformation: { mail: 'info@lindenhof.de', phone: '', fax: '', url: '' },
      });
      const contactPersonId = randomUUID();
      await calls.ok(token, 'PUT', `${developers}/${companyId}/contact-persons/${contactPersonId}`, {
        contactPerson: { id: contactPersonId, companyId, firstName: 'Markus', lastName: 'Weber', phone: '', cellphone: '', email: null },
      });
      const constructionSpecificationId = randomUUID();
      const bath = { id: randomUUID(), name: 'Bad' };
      await calls.ok(token, 'PUT', `${developers}/${companyId}/construction-specifications/${constructionSpecificationId}`, {
        id: constructionSpecificationId,
        name: 'Typ Lindenhof',
        propertyDeveloperId: companyId,
        roomTypes: [{ ...bath, inclusiveComponents: [{ componentId: catalogue.socket, amount: 2 }] }],
      });
      const order = { type: 'DeveloperConstruction', companyId, contactPersonId, constructionSpecificationId } as const;
      return { order, bath };
    }

    /** A floor with a bath (of the room type, if any) holding 3 sockets and a switch, and a socket outside every room. */
    async function bathFloor(configurationId: string, roomType: { id: string; name: string } | null) {
      const id = randomUUID();
      const room = randomUUID();
      const placed = (componentId: string, roomId: string | null, x: number) => ({
        id: randomUUID(),
        componentId,
        roomId,
        position: { x, y: 50 },
      });
      const square = [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: 100, y: 100 },
        { x: 0, y: 100 },
      ];
      await calls.ok(token, 'PUT', `/api/electro/floors/${id}`, {
        id,
        name: 'Erdgeschoss',
        configurationId,
        rooms: [{ id: room, label: 'Bad', roomType, points: square }],
        placedElectricalComponents: [
          placed(catalogue.socket, room, 10),
          placed(catalogue.socket, room, 20),
          placed(catalogue.socket, room, 30),
          placed(catalogue.lightSwitch, room, 40),
          placed(catalogue.socket, null, 200),
        ],
        connectionLines: [],
      });
    }

    it('equal the figures of each configuration priced on its own', async () => {
      const planned = (await calls.plannedConfiguration(token, catalogue)).configurationId;

      const { order, bath } = await developerOrder();
      const developer = await configurationOf(order);
      await bathFloor(developer, bath);
      // Planned for the developer, then turned into a private order: its bath keeps the room type but includes
      // nothing, even when priced together with the developer's.
      const privateBath = await configurationOf(order);
      await bathFloor(privateBath, bath);
      const { projectId } = await calls.ok(token, 'GET', configurationUrl(privateBath));
      const project = await calls.ok(token, 'GET', `/api/electro/projects/${projectId}`);
      await calls.ok(token, 'PUT', `/api/electro/projects/${projectId}`, {
        id: projectId,
        name: project.name,
        jobsiteId: project.jobsiteId,
        propertyDeveloperType: { type: 'PrivateConstruction' },
      });

      const additional = await configurationOf({ type: 'PrivateConstruction' });
      const lineId = randomUUID();
      await calls.ok(token, 'PUT', `${configurationUrl(additional)}/additional-installations/${lineId}`, {
        id: lineId,
        additionalInstallationId: catalogue.additionalInstallation,
        amount: 4,
      });

      const checkout = await configurationOf({ type: 'PrivateConstruction' });
      await calls.ok(token, 'PUT', `${configurationUrl(checkout)}/checkout`, {
        ...EMPTY_CHECKOUT,
        tv: catalogue.tv,
        patchField: { patchFieldType: catalogue.patchField, amount: 24 },
      });

      const covered = await configurationOf({ type: 'PrivateConstruction' });
      await bathFloor(covered, null);
      await calls.ok(token, 'PUT', `${configurationUrl(covered)}/checkout`, { ...EMPTY_CHECKOUT, outletCovers: catalogue.cover });

      const empty = await configurationOf({ type: 'PrivateConstruction' });

      const expected = new Map([
        [planned, PLANNED_NET],
        // 3 sockets in the bath, 2 of them included; the switch and the socket outside are extras.
        [developer, 4_850 + 2_500 + 4_850],
        [privateBath, 4 * 4_850 + 2_500],
        [additional, 4 * 2_400],
        [checkout, 9_900 + 24 * 1_200],
        [covered, 4 * 4_850 + 2_500 + 4 * 450 + 520],
        [empty, 0],
      ]);
      const ids = [...expected.keys()];
      const together = await withTenant(database.db, tenantId, (trx) => configurationTotalsCents(trx, tenantId, ids));
      expect(together).toEqual(expected);

      for (const id of ids) {
        const alone = await withTenant(database.db, tenantId, (trx) => configurationTotalCents(trx, tenantId, id));
        expect(alone, id).toBe(expected.get(id));
        expect((await calls.ok(token, 'GET', configurationUrl(id))).totalPrice, id).toBe(expected.get(id));
        expect((await calls.ok(token, 'GET', `${configurationUrl(id)}/quote/preview`)).netTotal, id).toBe(expected.get(id));
      }
    });

    it("leave another company's configurations unpriced", async () => {
      const other = await company();
      const { configurationId } = await calls.plannedConfiguration(other.token, other.catalogue);
      const own = await configurationOf({ type: 'PrivateConstruction' });
      const totals = await withTenant(database.db, tenantId, (trx) =>
        configurationTotalsCents(trx, tenantId, [own, configurationId]),
      );
      expect(totals.get(own)).toBe(0);
      expect(totals.get(configurationId) ?? 0).toBe(0);
    });
  });
});

describe('a finalized quote', () => {
  it('keeps its frozen net total everywhere after price changes; an open copy is priced as of today', async () => {
    const { token, tenantId, catalogue } = await company();
    const { configurationId } = await calls.plannedConfiguration(token, catalogue);
    const copyId: string = await calls.ok(token, 'POST', `${configurationUrl(configurationId)}/clone`, { name: 'Variante' });
    const finalized = await calls.call(token, 'POST', `${configurationUrl(configurationId)}/quote`, {
      quoteName: 'Neubau Weber',
      quoteNumber: 'A-0001',
    });
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(finalized.json().data.netTotal).toBe(PLANNED_NET);

    // Sockets 48,50 → 60,00 (4 placed), the additional installation 24,00 → 30,00 (3), outlet covers 4,50 → 5,00 (4).
    await calls.ok(token, 'PUT', `/api/electro/components/${catalogue.socket}`, {
      component: { id: catalogue.socket, label: 'Steckdose', price: 6_000, icon: ICON, tags: { tags: [] }, coverKind: 'Outlet' },
      priceValidFrom: TODAY,
    });
    const installation = catalogue.additionalInstallation;
    await calls.ok(token, 'PUT', `/api/electro/additional-installations/${installation}`, {
      additionalInstallation: { id: installation, title: 'Fundamenterder', description: 'je Meter', price: 3_000, icon: null },
      priceValidFrom: TODAY,
    });
    await calls.ok(token, 'PUT', `/api/electro/outlet-covers/${catalogue.cover.id}`, {
      ...catalogue.cover,
      outletCoverPrice: 500,
      priceValidFrom: TODAY,
    });
    const repriced = PLANNED_NET + 4 * (6_000 - 4_850) + 3 * (3_000 - 2_400) + 4 * (500 - 450);

    const { projectId } = await calls.ok(token, 'GET', configurationUrl(configurationId));
    const quotes = await calls.ok(token, 'GET', `/api/electro/configurations/by-project/${projectId}`);
    expect(quotes.map((quote: PreviewData) => [quote.id, quote.totalPrice])).toEqual([
      [configurationId, PLANNED_NET],
      [copyId, repriced],
    ]);
    expect((await calls.ok(token, 'GET', configurationUrl(configurationId))).totalPrice).toBe(PLANNED_NET);
    expect((await calls.ok(token, 'GET', configurationUrl(copyId))).totalPrice).toBe(repriced);
    const project = await calls.ok(token, 'GET', `/api/electro/projects/${projectId}`);
    expect(project.favoriteConfiguration).toMatchObject({ id: configurationId, totalPrice: PLANNED_NET });
    const customerId: string = project.jobsite.customer.id;
    for (const url of ['/api/electro/projects', '/api/electro/projects/favorites', `/api/electro/projects/by-customer/${customerId}`]) {
      const [listed] = await calls.ok(token, 'GET', url);
      expect(listed.favoriteConfiguration, url).toMatchObject({ id: configurationId, totalPrice: PLANNED_NET });
    }
    const accepted = await calls.ok(token, 'PUT', `${configurationUrl(configurationId)}/quote/status`, { quoteStatus: 'Accepted' });
    expect(accepted).toMatchObject({ type: 'ElectroProjectConfigurationPreviewWithQuote', totalPrice: PLANNED_NET });
    const totals = await withTenant(database.db, tenantId, (trx) => configurationTotalsCents(trx, tenantId, [configurationId, copyId]));
    expect(totals).toEqual(new Map([[configurationId, PLANNED_NET], [copyId, repriced]]));
  });
});
