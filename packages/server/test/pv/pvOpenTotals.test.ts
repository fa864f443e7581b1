import { randomUUID } from 'node:crypto';
import type { ConfigurationPreview, Project } from '@planner/api';
import type { PvOffer } from '@planner/api/pv';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsSentThrough } from '../../src/db/database';
import { TODAY } from '../quotesFixtures';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { designOf, designPath } from './pvDesignFixtures';
import { pvQuoteCompany, SERVICES, type PvQuoteCompany } from './pvQuoteFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let solar: PvQuoteCompany;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  solar = await pvQuoteCompany(app);
  // Hooks, rails and clamps, and the roof tile's rule: the designs' mounting system is counted.
  const parts = [
    ['RoofHook', 'Dachhaken Ziegel', 890, null],
    ['Rail', 'Montageschiene 3,00 m', 2_990, 3000],
    ['RailConnector', 'Schienenverbinder', 350, null],
    ['EndClamp', 'Endklemme', 210, null],
    ['MiddleClamp', 'Mittelklemme', 190, null],
  ] as const;
  for (const [role, name, price, pieceLengthMm] of parts) {
    const id = randomUUID();
    await solar.calls.ok(solar.token, 'PUT', `/api/pv/pv-components/mounting-parts/${id}`, {
      mountingPart: { id, name, description: '', price, role, pieceLengthMm },
      priceValidFrom: TODAY,
    });
  }
  await solar.calls.ok(solar.token, 'PUT', `/api/pv/pv-components/roofing-tiles/${solar.parts.roofTile}`, {
    id: solar.parts.roofTile,
    name: 'Frankfurter Pfanne',
    description: '',
    price: 120,
    fittingMetalRoofTileId: solar.parts.metalRoofTile,
    mountingRule: { fixing: 'RoofHooks', maxSpacingMm: 1200 },
    priceValidFrom: TODAY,
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** The totals the project list shows, by quote id. */
async function listTotals(): Promise<Map<string, number>> {
  const projects: Project[] = await solar.calls.ok(solar.token, 'GET', '/api/electro/projects?pageSize=50');
  return new Map(projects.map((project) => [project.favoriteConfiguration.id, project.favoriteConfiguration.totalPrice]));
}

const previewTotal = async (configurationId: string) =>
  ((await solar.calls.ok(solar.token, 'GET', `/api/electro/configurations/${configurationId}`)) as ConfigurationPreview).totalPrice;

describe('the total of an open PV quote in the lists', () => {
  it('is its PV offer’s net total, mounting system, changed amounts and free lines included; a finalized one keeps its frozen total', async () => {
    const changed = await solar.designedQuote();
    const plain = await solar.designedQuote();
    const finalized = await solar.designedQuote();
    const freeLineOnly = await solar.calls.configuration(solar.token);
    await solar.saveOffer(changed, { version: 0, conditionsConfirmed: true, quantities: [{ key: 'Service:Gerüst', quantity: 2 }], freeLines: [], dcCableRunMetres: 15 });
    await solar.saveOffer(freeLineOnly, {
      version: 0,
      conditionsConfirmed: false,
      quantities: [],
      freeLines: [{ id: randomUUID(), name: 'Zählerschrank erneuern', quantity: 1, unit: 'psch', unitPrice: 180_000, partOfPvSystem: false }],
      dcCableRunMetres: 15,
    });
    await solar.confirm(finalized);
    const quote = await solar.finalizeOk(finalized);

    const totals = await listTotals();
    for (const id of [changed, plain, freeLineOnly]) {
      const offer = await solar.offer(id);
      expect(totals.get(id)).toBe(offer.totals.netTotal);
      expect(await previewTotal(id)).toBe(offer.totals.netTotal);
    }
    expect((await solar.offer(plain)).lines.some((line) => line.group === 'Mounting')).toBe(true);
    // The free line and the flat services (scaffold, meter cabinet).
    expect(totals.get(freeLineOnly)).toBe(180_000 + 89_000 + 149_000);
    expect(totals.get(finalized)).toBe(quote.netTotal);
    expect(quote.netTotal).toBe(totals.get(plain));
  });

  it('moves with a price change while open, not once finalized', async () => {
    const open = await solar.designedQuote();
    const finalized = await solar.designedQuote();
    await solar.confirm(finalized);
    const quote = await solar.finalizeOk(finalized);
    const before = await listTotals();

    const id = solar.services['Montage der PV-Anlage']!;
    await solar.calls.ok(solar.token, 'PUT', `/api/pv/pv-components/services/${id}`, {
      pvService: { id, description: '', ...SERVICES[0], price: 31_000 },
      priceValidFrom: TODAY,
    });
    const after = await listTotals();

    // 3,2 kWp at 60 € more per kWp.
    expect(after.get(open)).toBe(before.get(open)! + 19_200);
    expect(after.get(open)).toBe((await solar.offer(open)).totals.netTotal);
    expect(after.get(finalized)).toBe(quote.netTotal);
    expect(before.get(finalized)).toBe(quote.netTotal);
  });

  it('are priced in as many statements for many PV quotes as for one', async () => {
    const statementsOfList = async () => {
      const before = statementsSentThrough(database.db).statements;
      await listTotals();
      return statementsSentThrough(database.db).statements - before;
    };
    const first = await statementsOfList();
    await solar.designedQuote();
    await solar.designedQuote();
    await solar.designedQuote();
    expect(await statementsOfList()).toBe(first);
  });
});

describe('the mounting hints of the PV offer', () => {
  it('name a face without roof covering, and a service per module beside counted mounting parts until its amount is 0', async () => {
    const quoteId = await solar.designedQuote();
    const counted = await solar.offer(quoteId);
    const serviceName = 'Montagesystem Ziegeldach (Schienen, Haken, Klemmen)';
    expect(counted.mountingWarnings).toEqual([expect.stringMatching(new RegExp(`^Die PV-Dienstleistung „${serviceName.replace(/[()]/g, '\\$&')}“ \\(je Modul\\) wird neben den gezählten Montageteilen berechnet`))]);
    expect(counted.lines.find((line) => line.name === serviceName)?.quantity).toBe(8);

    const dropped = await solar.saveOffer(quoteId, { version: counted.version, conditionsConfirmed: false, quantities: [{ key: `Service:${serviceName}`, quantity: 0 }], freeLines: [], dcCableRunMetres: 15 });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect((dropped.json().data as PvOffer).mountingWarnings).toEqual([]);

    const bare = await solar.calls.configuration(solar.token);
    const design = designOf(solar.parts);
    await solar.calls.ok(solar.token, 'PUT', designPath(bare), { ...design, faces: design.faces.map((face) => ({ ...face, roofCoveringId: null })) });
    const uncounted = await solar.offer(bare);
    expect(uncounted.lines.some((line) => line.group === 'Mounting')).toBe(false);
    expect(uncounted.mountingWarnings).toEqual(
      design.faces.filter((face) => face.modules.length > 0).map((face) => `Dachfläche „${face.name}“: Keine Dacheindeckung gewählt. Das Montagesystem dieser Fläche ist nicht im Angebot gezählt. Wählen Sie die Dacheindeckung in der PV-Anlage.`),
    );
  });
});
