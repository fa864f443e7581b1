import { randomUUID } from 'node:crypto';
import type { Quote } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem, withTenant } from '../src/db/scopes';
import { formatCents } from '../src/quotes/format';
import { registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { checkoutBody, completeCompany, PLANNED, PLANNED_NET, quoteCalls, TODAY, type Catalogue } from './quotesFixtures';
import { pdfMoney, pdfPages } from './quotesPdfText';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ReturnType<typeof quoteCalls>;
let tokenA: string;
let tenantA: string;
let tokenB: string;
let tokenWithoutData: string;
let catalogueA: Catalogue;
let catalogueWithoutData: Catalogue;

const configurationUrl = (id: string) => `/api/electro/configurations/${id}`;
const finalize = (token: string, id: string, quoteNumber: string, quoteName = 'Elektroinstallation Neubau') =>
  calls.call(token, 'POST', `${configurationUrl(id)}/quote`, { quoteName, quoteNumber });

let numbers = 0;
const nextNumber = () => `A-${String((numbers += 1)).padStart(4, '0')}`;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  calls = quoteCalls(app);
  const a = await registerCompany(app);
  tokenA = a.tokens.accessToken;
  tenantA = (
    await asSystem(database.db, (trx) => trx.selectFrom('users').select('tenant_id').where('email', '=', a.email).executeTakeFirstOrThrow())
  ).tenant_id;
  tokenB = (await registerCompany(app)).tokens.accessToken;
  tokenWithoutData = (await registerCompany(app)).tokens.accessToken;
  await calls.ok(tokenA, 'PUT', '/api/electro/tenant-information', completeCompany('Elektro Brandt GmbH'));
  await calls.ok(tokenB, 'PUT', '/api/electro/tenant-information', completeCompany('Elektro Beta GmbH'));
  catalogueA = await calls.catalogue(tokenA);
  catalogueWithoutData = await calls.catalogue(tokenWithoutData);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('preview', () => {
  it('answers the totals at current prices: floors, additional installations, checkout, net, 19 % VAT, gross', async () => {
    const { configurationId, floorId } = await calls.plannedConfiguration(tokenA, catalogueA);
    const preview = await calls.ok(tokenA, 'GET', `${configurationUrl(configurationId)}/quote/preview`);
    const vatAmount = Math.round((PLANNED_NET * 19) / 100);
    expect(preview).toEqual({
      floors: [{ id: floorId, name: 'Erdgeschoss', totalPrice: PLANNED.floor }],
      additionalInstallationsTotal: PLANNED.additional,
      checkoutTotal: PLANNED.checkout,
      pvTotal: 0,
      netTotal: PLANNED_NET,
      vatBreakdown: [{ vatCategory: 'Standard', ratePercent: 19, netAmount: PLANNED_NET, vatAmount }],
      vatAmount,
      grossTotal: PLANNED_NET + vatAmount,
    });
    // The bottom bar's total and the quote's net total come from the same pricing.
    expect((await calls.ok(tokenA, 'GET', configurationUrl(configurationId))).totalPrice).toBe(PLANNED_NET);
  });

  it('answers NotFound for an unknown configuration', async () => {
    const response = await calls.call(tokenA, 'GET', `${configurationUrl(randomUUID())}/quote/preview`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'failure/NotFound', message: 'Angebot nicht gefunden.' });
  });
});

describe('finalizing', () => {
  it('freezes the configuration into a quote, stores its PDF and sets Finalized / Sent', async () => {
    const { configurationId, floorId } = await calls.plannedConfiguration(tokenA, catalogueA);
    const preview = await calls.ok(tokenA, 'GET', `${configurationUrl(configurationId)}/quote/preview`);
    const response = await finalize(tokenA, configurationId, ' A-2026-001 ', ' Neubau Weber ');
    expect(response.statusCode, response.body).toBe(200);
    const quote: Quote = response.json().data;

    expect(quote).toMatchObject({
      id: configurationId,
      quoteNumber: 'A-2026-001',
      quoteName: 'Neubau Weber',
      quoteStatus: 'Created',
      projectName: 'Weber, Stuttgart',
      company: completeCompany('Elektro Brandt GmbH'),
      customer: {
        firstName: 'Jonas',
        lastName: 'Weber',
        address: { street: 'Gartenstraße', houseNumber: '12', zipCode: '70173', city: 'Stuttgart' },
        email: null,
        phone: null,
      },
      jobsiteAddress: { street: 'Gartenstraße', houseNumber: '12', zipCode: '70173', city: 'Stuttgart' },
      propertyDeveloper: null,
      netTotal: preview.netTotal,
      vatAmount: preview.vatAmount,
      grossTotal: preview.grossTotal,
    });
    expect(Date.parse(quote.finalizedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(quote.validUntil > TODAY).toBe(true);

    expect(quote.floors.map((floor) => [floor.id, floor.totalPrice, floor.rooms.map((room) => [room.name, room.totalPrice])])).toEqual([
      [floorId, PLANNED.floor, [['Bad', 4_850], ['Küche', 3 * 4_850 + 2_500], ['Ohne Raum', 2_500]]],
    ]);
    expect(quote.floors[0]?.rooms[1]?.elements[1]).toEqual({
      component: { id: catalogueA.socket, label: 'Steckdose', description: '', unit: 'Piece', labourShareBasisPoints: 0 },
      items: 3,
      included: 0,
      extra: 3,
      unitPrice: 4_850,
      totalPrice: 3 * 4_850,
    });
    expect(quote.additionalInstallations).toEqual([
      { title: 'Fundamenterder', description: 'je Meter', amount: 3, unit: 'Piece', unitPrice: 2_400, totalPrice: 7_200, labourShareBasisPoints: 0, vatCategory: 'Standard' },
    ]);
    expect(quote.checkout.map(({ label, choice, amount, totalPrice }) => [label, choice, amount, totalPrice])).toEqual([
      ['TV-Anschluss', 'SAT-Anschluss', 1, 9_900],
      ['Patch-Feld', 'Patchfeld Cat7', 24, 28_800],
      ['Sprechanlage', 'Video-Sprechanlage', 1, 104_900],
      ['Abdeckungen', 'Reinweiß', 1, 4 * 450 + 2 * 520],
      ['Messkonzept', 'Zählerschrank PV', 1, 45_000],
      ['Heizung', 'Wärmepumpe mit Kühlfunktion', 1, 73_000],
    ]);
    const details = quote.checkout.flatMap((line) => line.details);
    expect(details).toEqual(
      expect.arrayContaining([
        '24 Ports',
        `Installationsort: Gartentor (Aufpreis ${formatCents(15_000)})`,
        `4 Steckdosen × ${formatCents(450)}`,
        `2 Schalter × ${formatCents(520)}`,
        'Standard mit PV (Fremdfirma)',
        'PV-Anlage: 9,8 kWp',
        'Batteriespeicher: 10 kWh',
        'Wärmepumpe: Garten',
        'Außenfühler: Nordfassade',
        'Heizkreisverteiler: Flur',
      ]),
    );

    const configuration = await calls.ok(tokenA, 'GET', configurationUrl(configurationId));
    expect(configuration).toMatchObject({
      type: 'ElectroProjectConfigurationPreviewWithQuote',
      status: { type: 'Finalized' },
      quoteStatus: { type: 'Created' },
    });
    expect(await calls.ok(tokenA, 'GET', `${configurationUrl(configurationId)}/quote/info`)).toEqual({ ...quote, statusLock: null, withdrawal: null, pdfState: 'Stored' });
  });

  it('carries the labour share of every item into its lines and keeps it when the item changes', async () => {
    const catalogue = await calls.catalogue(tokenA, {
      socket: 4_000,
      lightSwitch: 3_500,
      additionalInstallation: 6_000,
      tv: 3_000,
      patchField: 2_000,
      intercom: 2_000,
      location: 6_000,
      cover: 1_000,
      externalPv: 2_500,
    });
    const { configurationId } = await calls.plannedConfiguration(tokenA, catalogue);
    const quote: Quote = (await finalize(tokenA, configurationId, nextNumber())).json().data;

    const shares = (room: Quote['floors'][number]['rooms'][number]) =>
      room.elements.map(({ component }) => [component.label, component.labourShareBasisPoints]);
    expect(quote.floors[0]?.rooms.map(shares)).toEqual([
      [['Steckdose', 4_000]],
      [['Schalter', 3_500], ['Steckdose', 4_000]],
      [['Schalter', 3_500]],
    ]);
    expect(quote.additionalInstallations.map((line) => line.labourShareBasisPoints)).toEqual([6_000]);
    expect(quote.checkout.map(({ label, labourShareBasisPoints }) => [label, labourShareBasisPoints])).toEqual([
      ['TV-Anschluss', 3_000],
      ['Patch-Feld', 2_000],
      // (899,00 € × 20 % + 150,00 € × 60 %) / 1.049,00 € = 25,72 %
      ['Sprechanlage', 2_572],
      ['Abdeckungen', 1_000],
      ['Messkonzept', 2_500],
      ['Heizung', 0],
    ]);

    const socket = await calls.ok(tokenA, 'GET', `/api/electro/components/${catalogue.socket}`);
    await calls.ok(tokenA, 'PUT', `/api/electro/components/${catalogue.socket}`, {
      component: { ...socket, labourShareBasisPoints: 9_000 },
      priceValidFrom: TODAY,
    });
    expect(await calls.ok(tokenA, 'GET', `${configurationUrl(configurationId)}/quote/info`)).toEqual({ ...quote, statusLock: null, withdrawal: null, pdfState: 'Stored' });
  });

  it('answers a PDF named after the quote whose text shows number, customer, rooms and gross total', async () => {
    const { configurationId } = await calls.plannedConfiguration(tokenA, catalogueA);
    const quote: Quote = (await finalize(tokenA, configurationId, 'P-77')).json().data;
    const response = await calls.call(tokenA, 'GET', `${configurationUrl(configurationId)}/quote/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Angebot-P-77.pdf");
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pdfPages(response.rawPayload);
    const text = pages.join('\n');
    for (const expected of ['Angebot P-77 – Elektroinstallation Neubau', 'Jonas Weber', 'Küche', 'Bad', 'Weitere Positionen', 'Fundamenterder']) {
      expect(text).toContain(expected);
    }
    // The app's heading for installations outside every room is not the customer's word for them.
    expect(text).not.toContain('Ohne Raum');
    expect(text).toContain(pdfMoney(quote.grossTotal));
    expect(text).toContain('Gesamtbetrag');
    expect(pages[0]).toContain(`Seite 1 von ${pages.length}`);
    for (const page of pages) expect(page).toContain('IBAN DE89 3704 0044 0532 0130 00');
  });

  it('keeps prices, company and customer as they were when it was finalized', async () => {
    const { configurationId } = await calls.plannedConfiguration(tokenA, catalogueA);
    const quote: Quote = (await finalize(tokenA, configurationId, nextNumber())).json().data;
    const pdfBefore = (await calls.call(tokenA, 'GET', `${configurationUrl(configurationId)}/quote/pdf`)).rawPayload;

    await calls.ok(tokenA, 'PUT', `/api/electro/components/${catalogueA.socket}`, {
      component: { id: catalogueA.socket, label: 'Steckdose', price: 9_999, icon: (await calls.ok(tokenA, 'GET', `/api/electro/components/${catalogueA.socket}`)).icon, tags: { tags: [] }, coverKind: 'Outlet' },
      priceValidFrom: TODAY,
    });
    await calls.ok(tokenA, 'PUT', '/api/electro/tenant-information', completeCompany('Elektro Umbenannt GmbH'));

    expect(await calls.ok(tokenA, 'GET', `${configurationUrl(configurationId)}/quote/info`)).toEqual({ ...quote, statusLock: null, withdrawal: null, pdfState: 'Stored' });
    const pdfAfter = (await calls.call(tokenA, 'GET', `${configurationUrl(configurationId)}/quote/pdf`)).rawPayload;
    expect(pdfAfter.equals(pdfBefore)).toBe(true);
    const text = (await pdfPages(pdfAfter)).join('\n');
    expect(text).toContain('Elektro Brandt GmbH');
    expect(text).not.toContain('Elektro Umbenannt GmbH');
    expect(text).toContain(pdfMoney(4_850));
    expect(text).not.toContain(pdfMoney(9_999));

    await calls.ok(tokenA, 'PUT', '/api/electro/tenant-information', completeCompany('Elektro Brandt GmbH'));
    await calls.ok(tokenA, 'PUT', `/api/electro/components/${catalogueA.socket}`, {
      component: { id: catalogueA.socket, label: 'Steckdose', price: 4_850, icon: (await calls.ok(tokenA, 'GET', `/api/electro/components/${catalogueA.socket}`)).icon, tags: { tags: [] }, coverKind: 'Outlet' },
      priceValidFrom: TODAY,
    });
  });
});

describe('finalizing fails', () => {
  const expectNothingWritten = async (token: string, configurationId: string) => {
    expect(await calls.ok(token, 'GET', configurationUrl(configurationId))).toMatchObject({ status: { type: 'InProgress' }, quoteStatus: null });
    expect((await calls.call(token, 'GET', `${configurationUrl(configurationId)}/quote/info`)).statusCode).toBe(404);
  };

  it('with NotFound for an unknown configuration', async () => {
    const response = await finalize(tokenA, randomUUID(), nextNumber());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'failure/NotFound', message: 'Projekt nicht gefunden.' });
  });

  it('with InvalidQuoteNumber for a number over 11 characters', async () => {
    const { configurationId } = await calls.plannedConfiguration(tokenA, catalogueA);
    const response = await finalize(tokenA, configurationId, 'A-2026-00001');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ type: 'failure/InvalidQuoteNumber', message: 'Maximal 11 Zeichen erlaubt.' });
    await expectNothingWritten(tokenA, configurationId);
  });

  it('with InvalidQuoteNumber for a number the company already used, in any case', async () => {
    const first = await calls.plannedConfiguration(tokenA, catalogueA);
    const second = await calls.plannedConfiguration(tokenA, catalogueA);
    expect((await finalize(tokenA, first.configurationId, 'Dup-1')).statusCode).toBe(200);
    const response = await finalize(tokenA, second.configurationId, 'DUP-1');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ type: 'failure/InvalidQuoteNumber', message: 'Diese Angebotsnummer ist bereits vergeben.' });
    await expectNothingWritten(tokenA, second.configurationId);
    // Another company may use the same number.
    const ofB = await calls.plannedConfiguration(tokenB, await calls.catalogue(tokenB));
    expect((await finalize(tokenB, ofB.configurationId, 'Dup-1')).statusCode).toBe(200);
  });

  it('with MissingTenantInformation while the company data are incomplete', async () => {
    const { configurationId } = await calls.plannedConfiguration(tokenWithoutData, catalogueWithoutData);
    const response = await finalize(tokenWithoutData, configurationId, nextNumber());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ type: 'failure/MissingTenantInformation', message: 'Fehlende Firmendaten' });
    await expectNothingWritten(tokenWithoutData, configurationId);
  });

  it('with invalid-configuration when a chosen checkout option was deleted from its catalogue', async () => {
    const catalogue = await calls.catalogue(tokenA);
    const { configurationId } = await calls.plannedConfiguration(tokenA, catalogue);
    await calls.ok(tokenA, 'DELETE', `/api/electro/intercoms/${catalogue.intercom.id}`);
    const response = await finalize(tokenA, configurationId, nextNumber());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      type: 'failure/invalid-configuration',
      message: 'Vertragsleistungen und Sondervereinbarungen sind ungültig. Sprechanlage: Option nicht mehr verfügbar.',
    });
    await expectNothingWritten(tokenA, configurationId);
    // Choosing again (here: no intercom) makes it valid.
    await calls.ok(tokenA, 'PUT', `${configurationUrl(configurationId)}/checkout`, { ...checkoutBody(catalogue), intercom: null });
    expect((await finalize(tokenA, configurationId, nextNumber())).statusCode).toBe(200);
  });

  it('with invalid-configuration when the heating has only some of its locations', async () => {
    const { configurationId } = await calls.plannedConfiguration(tokenA, catalogueA);
    await withTenant(database.db, tenantA, (trx) =>
      trx
        .updateTable('configuration_checkouts')
        .set({ heating_manifold_location: null })
        .where('tenant_id', '=', tenantA)
        .where('configuration_id', '=', configurationId)
        .execute(),
    );
    const response = await finalize(tokenA, configurationId, nextNumber());
    expect(response.json()).toEqual({
      type: 'failure/invalid-configuration',
      message: 'Vertragsleistungen und Sondervereinbarungen sind ungültig. Heizung: alle drei Orte oder keiner.',
    });
  });

  it('with ConfigurationFinalized when it already is a quote', async () => {
    const { configurationId } = await calls.plannedConfiguration(tokenA, catalogueA);
    expect((await finalize(tokenA, configurationId, nextNumber())).statusCode).toBe(200);
    const response = await finalize(tokenA, configurationId, nextNumber());
    expect(response.statusCode).toBe(422);
    expect(response.json().type).toBe('failure/ConfigurationFinalized');
  });
});

describe('read-only configurations', () => {
  const writes = async (token: string, configurationId: string, floor: object & { id: string }, lineId: string) => [
    await calls.call(token, 'PUT', `/api/electro/floors/${floor.id}`, { ...floor, name: 'Umbenannt' }),
    await calls.call(token, 'PUT', `${configurationUrl(configurationId)}/additional-installations/${lineId}`, {
      id: lineId,
      additionalInstallationId: catalogueA.additionalInstallation,
      amount: 5,
    }),
    await calls.call(token, 'PUT', `${configurationUrl(configurationId)}/checkout`, { ...checkoutBody(catalogueA), tv: null }),
    await calls.call(token, 'PUT', configurationUrl(configurationId), {
      id: configurationId,
      projectId: (await calls.ok(token, 'GET', configurationUrl(configurationId))).projectId,
      name: 'Umbenanntes Angebot',
    }),
  ];

  it('refuses floor, additional installation, checkout and name changes once finalized', async () => {
    const { configurationId, floor, lineId } = await calls.plannedConfiguration(tokenA, catalogueA);
    await finalize(tokenA, configurationId, nextNumber());
    for (const response of await writes(tokenA, configurationId, floor, lineId)) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({
        type: 'failure/ConfigurationFinalized',
        message: 'Das Angebot ist fertiggestellt oder wartet auf Freigabe und kann nicht geändert werden.',
      });
    }
  });

  it('refuses them while waiting for approval (InReview) and allows them again in progress', async () => {
    const { configurationId, floor, lineId } = await calls.plannedConfiguration(tokenA, catalogueA);
    const inReview = await calls.ok(tokenA, 'PUT', `${configurationUrl(configurationId)}/status`, { status: 'InReview' });
    expect(inReview).toMatchObject({ id: configurationId, status: { type: 'InReview' }, quoteStatus: null });
    for (const response of await writes(tokenA, configurationId, floor, lineId)) {
      expect(response.json().type, response.body).toBe('failure/ConfigurationFinalized');
    }
    await calls.ok(tokenA, 'PUT', `${configurationUrl(configurationId)}/status`, { status: 'InProgress' });
    for (const response of await writes(tokenA, configurationId, floor, lineId)) expect(response.statusCode, response.body).toBe(200);
  });

  it('may be finalized from InReview; a finalized one cannot go back to a work status', async () => {
    const { configurationId } = await calls.plannedConfiguration(tokenA, catalogueA);
    await calls.ok(tokenA, 'PUT', `${configurationUrl(configurationId)}/status`, { status: 'InReview' });
    expect((await finalize(tokenA, configurationId, nextNumber())).statusCode).toBe(200);
    const response = await calls.call(tokenA, 'PUT', `${configurationUrl(configurationId)}/status`, { status: 'InProgress' });
    expect(response.statusCode).toBe(422);
    expect(response.json().type).toBe('failure/ConfigurationFinalized');
  });

  it('copies a finalized quote as an editable configuration without quote status', async () => {
    const { configurationId } = await calls.plannedConfiguration(tokenA, catalogueA);
    await finalize(tokenA, configurationId, nextNumber());
    const copyId: string = await calls.ok(tokenA, 'POST', `${configurationUrl(configurationId)}/clone`, { name: 'Angebot 1 (Kopie)' });
    const copy = await calls.ok(tokenA, 'GET', configurationUrl(copyId));
    expect(copy).toMatchObject({
      type: 'ElectroProjectConfigurationPreviewWithoutQuote',
      status: { type: 'InProgress' },
      quoteStatus: null,
      floorsCount: 1,
      totalPrice: PLANNED_NET,
    });
    expect((await calls.call(tokenA, 'GET', `${configurationUrl(copyId)}/quote/info`)).statusCode).toBe(404);
    const [copiedFloor] = await calls.ok(tokenA, 'GET', `${configurationUrl(copyId)}/floors`);
    const full = await calls.ok(tokenA, 'GET', `/api/electro/floors/${copiedFloor.id}`);
    expect((await calls.call(tokenA, 'PUT', `/api/electro/floors/${full.id}`, { ...full, name: 'Geändert' })).statusCode).toBe(200);
  });
});

describe('quote status', () => {
  it('is marked sent after finalizing, which only writes the PDF, and never made unsent again', async () => {
    const { configurationId } = await calls.plannedConfiguration(tokenA, catalogueA);
    await finalize(tokenA, configurationId, nextNumber());
    expect((await calls.ok(tokenA, 'GET', configurationUrl(configurationId))).quoteStatus).toEqual({ type: 'Created', lock: null });
    const sent = await calls.ok(tokenA, 'PUT', `${configurationUrl(configurationId)}/quote/status`, { quoteStatus: 'Sent' });
    expect(sent).toMatchObject({ quoteStatus: { type: 'Sent' } });
    const list = await calls.ok(tokenA, 'GET', '/api/electro/quotes?pageSize=100&quoteStatus=Sent');
    expect(list.map((item: { id: string }) => item.id)).toContain(configurationId);
    const unsent = await calls.call(tokenA, 'PUT', `${configurationUrl(configurationId)}/quote/status`, { quoteStatus: 'Created' });
    expect(unsent.statusCode).toBe(400);
    expect((await calls.ok(tokenA, 'GET', `${configurationUrl(configurationId)}/quote/info`)).quoteStatus).toBe('Sent');
  });

  it("records the customer's answer of a finalized quote, and takes it back", async () => {
    const { configurationId } = await calls.plannedConfiguration(tokenA, catalogueA);
    await finalize(tokenA, configurationId, nextNumber());
    const accepted = await calls.ok(tokenA, 'PUT', `${configurationUrl(configurationId)}/quote/status`, { quoteStatus: 'Accepted' });
    expect(accepted).toMatchObject({ status: { type: 'Finalized' }, quoteStatus: { type: 'Accepted' } });
    expect((await calls.ok(tokenA, 'GET', `${configurationUrl(configurationId)}/quote/info`)).quoteStatus).toBe('Accepted');
    await calls.ok(tokenA, 'PUT', `${configurationUrl(configurationId)}/quote/status`, { quoteStatus: 'Sent' });
    expect((await calls.ok(tokenA, 'GET', configurationUrl(configurationId))).quoteStatus).toEqual({ type: 'Sent', lock: null });
  });

  it('answers NotFound for a configuration that is not finalized', async () => {
    const { configurationId } = await calls.plannedConfiguration(tokenA, catalogueA);
    const response = await calls.call(tokenA, 'PUT', `${configurationUrl(configurationId)}/quote/status`, { quoteStatus: 'Declined' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'failure/NotFound', message: 'Angebotsdaten nicht verfügbar.' });
  });

  it('refuses statuses outside the contract', async () => {
    const { configurationId } = await calls.plannedConfiguration(tokenA, catalogueA);
    expect((await calls.call(tokenA, 'PUT', `${configurationUrl(configurationId)}/status`, { status: 'Finalized' })).statusCode).toBe(400);
    expect((await calls.call(tokenA, 'PUT', `${configurationUrl(configurationId)}/quote/status`, { quoteStatus: 'Maybe' })).statusCode).toBe(400);
  });
});

describe('tenant isolation', () => {
  it("answers another company's quote exactly like an unknown one", async () => {
    const { configurationId } = await calls.plannedConfiguration(tokenA, catalogueA);
    await finalize(tokenA, configurationId, nextNumber());
    for (const id of [configurationId, randomUUID()]) {
      const answers = [
        await calls.call(tokenB, 'GET', `${configurationUrl(id)}/quote/preview`),
        await calls.call(tokenB, 'GET', `${configurationUrl(id)}/quote/info`),
        await calls.call(tokenB, 'GET', `${configurationUrl(id)}/quote/pdf`),
        await calls.call(tokenB, 'PUT', `${configurationUrl(id)}/status`, { status: 'InReview' }),
        await calls.call(tokenB, 'PUT', `${configurationUrl(id)}/quote/status`, { quoteStatus: 'Declined' }),
        await finalize(tokenB, id, nextNumber()),
      ];
      expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
        [404, { type: 'failure/NotFound', message: 'Angebot nicht gefunden.' }],
        [404, { type: 'failure/NotFound', message: 'Angebotsdaten nicht verfügbar.' }],
        [404, { type: 'failure/NotFound', message: 'Angebotsdaten nicht verfügbar.' }],
        [404, { type: 'failure/NotFound', message: 'Angebot nicht gefunden.' }],
        [404, { type: 'failure/NotFound', message: 'Angebot nicht gefunden.' }],
        [404, { type: 'failure/NotFound', message: 'Projekt nicht gefunden.' }],
      ]);
    }
    expect((await calls.ok(tokenA, 'GET', `${configurationUrl(configurationId)}/quote/info`)).quoteStatus).toBe('Created');
    const listOfB = await calls.call(tokenB, 'GET', '/api/electro/quotes?pageSize=100');
    expect(listOfB.json().data.map((item: { id: string }) => item.id)).not.toContain(configurationId);
  });
});
