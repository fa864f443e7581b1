import { randomUUID } from 'node:crypto';
import type { AdditionalInstallation, AuditEntry, DatanormImport, ElectricalComponent, QuoteInfo } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../support/api';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { completeCompany, quoteCalls } from '../quotesFixtures';
import { teamCompany } from '../team/teamCompany';
import { fixture, importCalls } from './importFixtures';

const SUPPLIER = 'Elektro-Großhandel Nord GmbH';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ReturnType<typeof importCalls>;
let quotes: ReturnType<typeof quoteCalls>;
let token: string;
let articleZip: Uint8Array;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  calls = importCalls(app);
  quotes = quoteCalls(app);
  token = (await registerCompany(app)).tokens.accessToken;
  articleZip = zipSync({ 'DATANORM.001': await fixture('v4-cp850/DATANORM.001') });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const componentsOf = async (accessToken: string): Promise<ElectricalComponent[]> =>
  (await calls.call(accessToken, 'GET', '/api/electro/components?pageSize=100')).json().data;
const additionalInstallationsOf = async (accessToken: string): Promise<AdditionalInstallation[]> =>
  (await calls.call(accessToken, 'GET', '/api/electro/additional-installations?pageSize=100')).json().data;
const priceRows = async () => Number((await sql<{ count: string }>`select count(*) as count from electrical_component_prices`.execute(database.db)).rows[0]?.count);

describe('a DATANORM import', () => {
  let first: DatanormImport;

  it('previews new articles by article group and lists unreadable lines with their reasons, writing nothing', async () => {
    first = await calls.preview(token, articleZip, 'Preisliste.zip');
    expect(first.status).toBe('Preview');
    expect(first.counts).toEqual({ new: 4, priceChanged: 0, unchanged: 0, unreadable: 3 });
    expect(first.groups).toEqual([
      { supplier: SUPPLIER, articleGroup: 'KAB', newArticles: 1, priceChanges: 0, unchanged: 0, rememberedTarget: null },
      { supplier: SUPPLIER, articleGroup: 'SCH', newArticles: 2, priceChanges: 0, unchanged: 0, rememberedTarget: null },
      { supplier: SUPPLIER, articleGroup: 'VER', newArticles: 1, priceChanges: 0, unchanged: 0, rememberedTarget: null },
    ]);
    expect(first.problems).toEqual([
      { fileName: 'DATANORM.001', line: 9, reason: 'A-Satz: 7 Felder statt mindestens 12.' },
      { fileName: 'DATANORM.001', line: 10, reason: 'Der Preis ‚12,50‘ ist keine ganze Zahl in Cent.' },
      { fileName: 'DATANORM.001', line: 11, reason: 'Die Zeile ist UTF-8-kodiert (an Stelle 17); erwartet wird Codepage 850.' },
    ]);
    expect(await componentsOf(token)).toEqual([]);
  });

  it('writes the chosen groups as installations and additional installations with the price per unit', async () => {
    const imported = await calls.confirm(token, first.id, calls.allGroups(first, { VER: 'AdditionalInstallation' }));
    expect(imported).toMatchObject({ status: 'Imported', done: 4, total: 4 });
    const components = await componentsOf(token);
    expect(components.map(({ label, price, unit }) => ({ label, price, unit }))).toEqual([
      { label: 'NYM-J 3x1,5 mm² Mantelleitung', price: 90, unit: 'Metre' },
      { label: 'Schuko-Steckdose Ä-Serie reinweiß', price: 745, unit: 'Piece' },
      { label: 'Steckdose mit Klappdeckel', price: 1235, unit: 'Piece' },
    ]);
    expect(components[0]?.description).toBe('Ring 100 m\nMantelleitung für Innenräume\nQuerschnitt 1,5 mm² Kupfer');
    expect((await additionalInstallationsOf(token)).map(({ title, price }) => ({ title, price }))).toEqual([{ title: 'Verteilerschrank Größe 2', price: 18900 }]);
    const { rows } = await sql<{ supplier: string; supplier_article_number: string; supplier_price_unit: number; valid_from: string }>`
      select c.supplier, c.supplier_article_number, c.supplier_price_unit, to_char(p.valid_from, 'YYYY-MM-DD') as valid_from
      from electrical_components c join electrical_component_prices p on p.component_id = c.id
      where c.label like 'NYM%'
    `.execute(database.db);
    expect(rows).toEqual([{ supplier: SUPPLIER, supplier_article_number: '100200', supplier_price_unit: 100, valid_from: '2026-01-15' }]);
  });

  it('is one entry of the audit log, in the name of who confirmed it, instead of one per article', async () => {
    const entries: AuditEntry[] = (await calls.call(token, 'GET', '/api/audit-log?pageSize=100')).json().data;
    const imported = entries.filter((entry) => entry.entity === 'datanorm_imports');
    expect(imported).toEqual([
      expect.objectContaining({ entityId: first.id, event: 'datanorm.imported', userName: 'Erika Musterfrau', description: 'Preisliste „Preisliste.zip“ importiert: 4 Artikel angelegt, 0 Preise geändert' }),
    ]);
    expect(entries.filter((entry) => entry.entity === 'electrical_components' || entry.entity === 'additional_installations')).toEqual([]);
    // Written by hand, an additional installation still has its entry.
    const own = (await registerCompany(app)).tokens.accessToken;
    const id = randomUUID();
    const saved = await calls.call(own, 'PUT', `/api/electro/additional-installations/${id}`, {
      additionalInstallation: { id, title: 'Fundamenterder', description: '', price: 2_400, icon: null },
      priceValidFrom: '2026-01-01',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ownEntries: AuditEntry[] = (await calls.call(own, 'GET', '/api/audit-log?pageSize=100')).json().data;
    expect(ownEntries.filter((entry) => entry.entity === 'additional_installations').map((entry) => [entry.entityId, entry.action])).toEqual([[id, 'created']]);
  });

  it('changes nothing on a second import of the same file, and remembers the targets of the groups', async () => {
    const before = await priceRows();
    const again = await calls.preview(token, articleZip, 'Preisliste.zip');
    expect(again.counts).toEqual({ new: 0, priceChanged: 0, unchanged: 4, unreadable: 3 });
    expect(again.groups.map((group) => [group.articleGroup, group.rememberedTarget])).toEqual([
      ['KAB', 'Component'],
      ['SCH', 'Component'],
      ['VER', 'AdditionalInstallation'],
    ]);
    expect(await calls.confirm(token, again.id, calls.allGroups(again))).toMatchObject({ status: 'Imported', done: 0, total: 0 });
    expect(await priceRows()).toBe(before);
    expect(await componentsOf(token)).toHaveLength(3);
  });

  it('takes a later price file as price changes from its date, leaving a finalized quote as it was', async () => {
    await quotes.ok(token, 'PUT', '/api/electro/tenant-information', completeCompany('Elektro Brandt GmbH'));
    const catalogue = await quotes.catalogue(token);
    const socket = (await componentsOf(token)).find((component) => component.label.startsWith('Schuko')) as ElectricalComponent;
    const { configurationId, floorId } = await quotes.plannedConfiguration(token, { ...catalogue, socket: socket.id });
    await quotes.ok(token, 'POST', `/api/electro/configurations/${configurationId}/quote`, { quoteName: 'Neubau Weber', quoteNumber: 'A-0001' });
    const quoted: QuoteInfo = await quotes.ok(token, 'GET', `/api/electro/floors/${floorId}/quote-info`);

    const prices = await calls.preview(token, await fixture('v4-cp850/DATPREIS.001'), 'DATPREIS.001');
    expect(prices.counts).toEqual({ new: 0, priceChanged: 2, unchanged: 1, unreadable: 0 });
    expect(await calls.confirm(token, prices.id, calls.allGroups(prices))).toMatchObject({ status: 'Imported', done: 2 });

    const components = await componentsOf(token);
    expect(components.find((component) => component.label.startsWith('NYM'))?.price).toBe(95);
    expect(components.find((component) => component.id === socket.id)).toMatchObject({ price: 799, label: 'Schuko-Steckdose Ä-Serie reinweiß' });
    const { rows } = await sql<{ valid_from: string; price: string }>`
      select to_char(valid_from, 'YYYY-MM-DD') as valid_from, price from electrical_component_prices where component_id = ${socket.id} order by valid_from
    `.execute(database.db);
    expect(rows.map((row) => [row.valid_from, Number(row.price)])).toEqual([['2026-01-15', 745], ['2026-03-01', 799]]);
    expect(await quotes.ok(token, 'GET', `/api/electro/floors/${floorId}/quote-info`)).toEqual(quoted);
  });

  it('lists a price change of an article the company does not have as unreadable with its line, and writes nothing for it', async () => {
    const own = (await registerCompany(app)).tokens.accessToken;
    const found = await calls.preview(own, await fixture('v4-cp850/DATPREIS.001'), 'DATPREIS.001');
    expect(found.counts).toEqual({ new: 0, priceChanged: 0, unchanged: 0, unreadable: 3 });
    // Line 2 holds two price changes, line 3 one (version 4 packs up to three per P record).
    expect(found.problems).toEqual(
      ['100200', '300400', '500600'].map((number, index) => ({
        fileName: 'DATPREIS.001',
        line: index < 2 ? 2 : 3,
        reason: `Artikel ${number} ist nicht angelegt; seine Preisänderung wird übergangen.`,
      })),
    );
    expect(await componentsOf(own)).toEqual([]);
  });

  it('reads DATANORM 5 in ISO-8859-1 as a single file', async () => {
    const own = (await registerCompany(app)).tokens.accessToken;
    const found = await calls.preview(own, await fixture('v5-latin1/DATANORM.001'), 'DATANORM.001');
    expect(found.counts).toEqual({ new: 2, priceChanged: 0, unchanged: 0, unreadable: 1 });
    await calls.confirm(own, found.id, calls.allGroups(found));
    expect((await componentsOf(own)).map(({ label, price, unit }) => ({ label, price, unit }))).toEqual([
      { label: 'Deckel', price: 5000, unit: 'Piece' },
      { label: 'Kabelkanal 40x60 Ä-Profil', price: 1235, unit: 'Metre' },
    ]);
  });
});

describe('unreadable uploads', () => {
  it('fail with a German reason and leave nothing staged: no DATANORM file, a ZIP bomb', async () => {
    const own = (await registerCompany(app)).tokens.accessToken;
    const notDatanorm = await calls.preview(own, Buffer.from('Artikelnummer;Preis\r\n1;2\r\n'), 'liste.csv');
    expect(notDatanorm).toMatchObject({
      status: 'Failed',
      error: 'liste.csv: Die Datei beginnt nicht mit einem DATANORM-Vorlaufsatz (V-Satz) und ist keine DATANORM-Datei.',
      counts: { new: 0, priceChanged: 0, unchanged: 0, unreadable: 0 },
    });
    const bomb = zipSync({ 'DATANORM.001': Buffer.concat([(await fixture('v4-cp850/DATANORM.001')).subarray(0, 130), new Uint8Array(20 * 1024 * 1024)]) }, { level: 9 });
    const bombed = await calls.preview(own, bomb, 'bombe.zip');
    expect(bombed).toMatchObject({ status: 'Failed', error: 'Die ZIP-Datei ist ungewöhnlich stark gepackt (ZIP-Bombe) und wird nicht gelesen.' });
    const { rows } = await sql<{ count: string }>`select count(*) as count from datanorm_import_articles where import_id in (${notDatanorm.id}, ${bombed.id})`.execute(database.db);
    expect(Number(rows[0]?.count)).toBe(0);
  });

  it('refuses an upload over the size limit and an empty one before reading', async () => {
    const own = (await registerCompany(app)).tokens.accessToken;
    const tooLarge = await calls.upload(own, new Uint8Array(50 * 1024 * 1024 + 1), 'gross.zip');
    expect(tooLarge.statusCode).toBe(413);
    const empty = await calls.upload(own, new Uint8Array(), 'leer.zip');
    expect(empty.statusCode).toBe(400);
  });
});

describe('who sees and starts imports', () => {
  it('never shows one company the import of another', async () => {
    const other = (await registerCompany(app)).tokens.accessToken;
    const found = await calls.preview(token, articleZip, 'Preisliste.zip');
    expect((await calls.call(other, 'GET', `/api/electro/datanorm-imports/${found.id}`)).statusCode).toBe(404);
    expect((await calls.call(other, 'POST', `/api/electro/datanorm-imports/${found.id}/confirm`, { groups: calls.allGroups(found) })).statusCode).toBe(404);
    expect((await calls.call(other, 'POST', `/api/electro/datanorm-imports/${found.id}/cancel`)).statusCode).toBe(404);
    expect((await calls.call(other, 'GET', '/api/electro/datanorm-imports/latest')).json().data).toBeNull();
    expect(await componentsOf(other)).toEqual([]);
    expect((await calls.call(token, 'POST', `/api/electro/datanorm-imports/${found.id}/cancel`)).json().data.status).toBe('Cancelled');
  });

  it('lets the master data role import and refuses a planner', async () => {
    const company = await teamCompany(app);
    const planner = await company.addMember(['Planner']);
    const masterData = await company.addMember(['MasterData']);
    const refused = await calls.upload(planner.tokens.accessToken, articleZip, 'Preisliste.zip');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().fallbackMessage).toBe('Nur Inhaber und Benutzer mit der Rolle Stammdaten dürfen Stammdaten und Preise ändern.');
    const found = await calls.preview(masterData.tokens.accessToken, articleZip, 'Preisliste.zip');
    expect(found.status).toBe('Preview');
    expect((await calls.call(planner.tokens.accessToken, 'GET', `/api/electro/datanorm-imports/${found.id}`)).statusCode).toBe(403);
  });
});
