import { randomUUID } from 'node:crypto';
import { MSG_CONFIGURATION_FINALIZED } from '@planner/api';
import { MSG_PV_DESIGN_OUTDATED, MSG_PV_TOO_MANY_MODULES } from '@planner/api/pv';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/scopes';
import { bearer, registerCompany, tenantOfToken as tenantOf } from '../support/api';
import { dataUrl, pngDeclaring } from '../support/images';
import { createTestApp } from '../support/testApp';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { planPng } from '../quotesFixtures';
import { teamCompany } from '../team/teamCompany';
import { designOf, designPath, modulesInRows, pvCalls, type PvParts } from './pvDesignFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let calls: ReturnType<typeof pvCalls>;
let token: string;
let parts: PvParts;
let otherToken: string;
let otherParts: PvParts;


beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  calls = pvCalls(app);
  token = (await registerCompany(app, { environment: ['PvPlanner'] })).tokens.accessToken;
  otherToken = (await registerCompany(app, { environment: ['PvPlanner'] })).tokens.accessToken;
  parts = await calls.pvParts(token);
  otherParts = await calls.pvParts(otherToken);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** The rows stored for the configuration: its version and module count, or null without a row. */
async function stored(accessToken: string, configurationId: string) {
  const tenantId = tenantOf(accessToken);
  const row = await withTenant(database.db, tenantId, (trx) =>
    trx
      .selectFrom('pv_designs')
      .select(['version', 'design'])
      .where('tenant_id', '=', tenantId)
      .where('configuration_id', '=', configurationId)
      .executeTakeFirst(),
  );
  return row ? { version: row.version, modules: row.design.faces.reduce((sum, face) => sum + face.modules.length, 0) } : null;
}

describe('the PV design of a quote', () => {
  it('starts empty, is saved by a PvPlanner-only company and read back as saved', async () => {
    const configurationId = await calls.configuration(token);
    const empty = await calls.ok(token, 'GET', designPath(configurationId));
    expect(empty).toMatchObject({ configurationId, version: 0, faces: [], moduleId: null, picture: null, readOnly: false });
    expect(empty.settings).toEqual({ edgeClearance: 0.3, minCellTemperature: -10, maxCellTemperature: 70, dcAcRatioMin: 0.8, dcAcRatioMax: 1.3 });

    const design = designOf(parts);
    const saved = await calls.ok(token, 'PUT', designPath(configurationId), design);
    const read = await calls.ok(token, 'GET', designPath(configurationId));

    const { version: _basedOn, ...content } = design;
    expect(saved).toMatchObject({ ...content, version: 1 });
    expect(read).toEqual(saved);
    expect(read.faces[0].modules).toHaveLength(8);
    expect(read.strings.map((string: { moduleIds: string[] }) => string.moduleIds.length)).toEqual([4, 4]);
  });

  it('refuses a save based on an older version with 409 and keeps the newer one', async () => {
    const configurationId = await calls.configuration(token);
    const first = designOf(parts);
    await calls.ok(token, 'PUT', designPath(configurationId), first);
    const second = await calls.ok(token, 'PUT', designPath(configurationId), { ...first, version: 1, wallboxId: null });

    const stale = await calls.call(token, 'PUT', designPath(configurationId), { ...first, version: 1, heaterRodId: null });
    const firstAgain = await calls.call(token, 'PUT', designPath(configurationId), { ...designOf(parts), version: 0 });

    expect(second.version).toBe(2);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ type: 'failure/Conflict', message: MSG_PV_DESIGN_OUTDATED });
    expect(firstAgain.statusCode).toBe(409);
    expect(await calls.ok(token, 'GET', designPath(configurationId))).toMatchObject({ version: 2, wallboxId: null, heaterRodId: parts.heaterRod });
  });

  it('is scoped to the company: another company neither reads nor writes it, nor uses its parts', async () => {
    const configurationId = await calls.configuration(token);
    await calls.ok(token, 'PUT', designPath(configurationId), designOf(parts));
    const otherConfiguration = await calls.configuration(otherToken);

    const read = await calls.call(otherToken, 'GET', designPath(configurationId));
    const write = await calls.call(otherToken, 'PUT', designPath(configurationId), { ...designOf(otherParts), version: 1 });
    const picture = await calls.call(otherToken, 'GET', `${designPath(configurationId)}/picture`);
    const withForeignParts = await calls.call(otherToken, 'PUT', designPath(otherConfiguration), designOf(parts));

    expect([read.statusCode, write.statusCode, picture.statusCode]).toEqual([404, 404, 404]);
    expect(withForeignParts.statusCode).toBe(400);
    expect(withForeignParts.json().fieldErrors[0]).toMatchObject({ path: 'moduleId', message: 'Unbekanntes Teil.' });
    expect(await stored(token, configurationId)).toEqual({ version: 1, modules: 8 });
    expect(await stored(otherToken, otherConfiguration)).toBeNull();
  });

  describe('refuses hostile input with 400 and stores nothing', () => {
    const face = (design: ReturnType<typeof designOf>) => design.faces[0]!;
    const cases: [string, (design: ReturnType<typeof designOf>) => unknown, string?][] = [
      ['a negative obstacle width', (design) => ((face(design).obstacles[0]!.width = -0.5), design)],
      ['a size above 100 m', (design) => ((face(design).outline[1]!.x = 120), design)],
      ['a missing (NaN) tilt', (design) => ({ ...design, faces: [{ ...face(design), tilt: null }] })],
      ['a tilt of 200°', (design) => ((face(design).tilt = 200), design)],
      ['an azimuth of 360°', (design) => ((face(design).azimuth = 360), design)],
      ['a face of two points', (design) => ((face(design).outline = face(design).outline.slice(0, 2)), design)],
      ['10 000 modules', (design) => ({ ...design, strings: [], faces: [{ ...face(design), modules: modulesInRows(10_000) }] }), MSG_PV_TOO_MANY_MODULES],
      [
        '2 001 modules spread over two faces',
        (design) => ({
          ...design,
          strings: [],
          faces: [
            { ...face(design), modules: modulesInRows(1_000) },
            { ...face(design), id: randomUUID(), modules: modulesInRows(1_001) },
          ],
        }),
        MSG_PV_TOO_MANY_MODULES,
      ],
      ['an unknown module type', (design) => ({ ...design, moduleId: randomUUID() })],
      ['an inverter as module type', (design) => ({ ...design, moduleId: parts.inverter })],
      ['a wallbox as roof covering', (design) => ((face(design).roofCoveringId = parts.wallbox), design)],
      ['an unknown inverter', (design) => ((design.inverters[0]!.inverterId = randomUUID()), design)],
      ['another company’s heater rod', (design) => ({ ...design, heaterRodId: otherParts.heaterRod })],
      ['another company’s battery', (design) => ({ ...design, batteryId: otherParts.battery })],
      ['a wallbox as battery', (design) => ({ ...design, batteryId: parts.wallbox })],
      ['an MPP input the inverter lacks', (design) => ((design.strings[0]!.inputIndex = 2), design)],
      ['a string with a module on no face', (design) => ((design.strings[0]!.moduleIds = [randomUUID()]), design)],
      ['a module in two strings', (design) => ((design.strings[1]!.moduleIds = design.strings[0]!.moduleIds), design)],
      ['a module id used twice', (design) => ((face(design).modules[1]!.id = face(design).modules[0]!.id), design)],
      ['a string of no chosen inverter', (design) => ((design.strings[0]!.inverterRef = randomUUID()), design)],
    ];

    it.each(cases)('%s', async (_name, spoil, message) => {
      const configurationId = await calls.configuration(token);
      const response = await calls.call(token, 'PUT', designPath(configurationId), spoil(designOf(parts)) as object);

      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().type).toBe('ExpectedError');
      if (message) expect(response.json().fieldErrors.map((error: { message: string }) => error.message)).toContain(message);
      expect(await stored(token, configurationId)).toBeNull();
    });

    it('an infinite number written as 1e999', async () => {
      const configurationId = await calls.configuration(token);
      const body = JSON.stringify(designOf(parts)).replace('"tilt":35', '"tilt":1e999');
      const response = await app.inject({
        method: 'PUT',
        url: designPath(configurationId),
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: body,
      });

      expect(response.statusCode).toBe(400);
      expect(await stored(token, configurationId)).toBeNull();
    });
  });

  it('is read-only once the quote is finalized or waits for approval', async () => {
    const configurationId = await calls.configuration(token);
    await calls.ok(token, 'PUT', designPath(configurationId), designOf(parts));
    const tenantId = tenantOf(token);
    await withTenant(database.db, tenantId, (trx) =>
      trx.updateTable('configurations').set({ status: 'InReview' }).where('tenant_id', '=', tenantId).where('id', '=', configurationId).execute(),
    );

    const read = await calls.ok(token, 'GET', designPath(configurationId));
    const write = await calls.call(token, 'PUT', designPath(configurationId), { ...designOf(parts), version: 1 });
    const picture = await calls.call(token, 'PUT', `${designPath(configurationId)}/picture`, { imageData: dataUrl('image/png', planPng()) });

    expect(read.readOnly).toBe(true);
    expect(write.statusCode).toBe(422);
    expect(write.json()).toMatchObject({ type: 'failure/ConfigurationFinalized', message: MSG_CONFIGURATION_FINALIZED });
    expect(picture.statusCode).toBe(422);
    expect(await stored(token, configurationId)).toEqual({ version: 1, modules: 8 });
  });

  it('answers 404 for an unknown quote', async () => {
    const unknown = randomUUID();
    expect((await calls.call(token, 'GET', designPath(unknown))).statusCode).toBe(404);
    expect((await calls.call(token, 'PUT', designPath(unknown), designOf(parts))).statusCode).toBe(404);
  });
});

describe('the roof picture', () => {
  it('is stored as PNG, read back and replaced without changing the design version', async () => {
    const configurationId = await calls.configuration(token);
    const png = planPng();
    const uploaded = await calls.ok(token, 'PUT', `${designPath(configurationId)}/picture`, { imageData: dataUrl('image/png', png) });
    const picture = await calls.call(token, 'GET', `${designPath(configurationId)}/picture`);
    await calls.ok(token, 'PUT', `${designPath(configurationId)}/picture`, { imageData: dataUrl('image/png', png) });
    const design = await calls.ok(token, 'GET', designPath(configurationId));

    expect(uploaded).toEqual({ contentType: 'image/png', byteSize: png.byteLength });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/png');
    expect(Buffer.compare(picture.rawPayload, png)).toBe(0);
    expect(design).toMatchObject({ version: 0, picture: { contentType: 'image/png', byteSize: png.byteLength } });
  });

  it('refuses a file that is no image and one of too many pixels, as floor plans do', async () => {
    const configurationId = await calls.configuration(token);
    const text = await calls.call(token, 'PUT', `${designPath(configurationId)}/picture`, {
      imageData: dataUrl('image/png', Buffer.from('kein Bild')),
    });
    const bomb = await calls.call(token, 'PUT', `${designPath(configurationId)}/picture`, {
      imageData: dataUrl('image/png', pngDeclaring(60_000, 60_000)),
    });

    expect([text.statusCode, bomb.statusCode]).toEqual([400, 400]);
    expect((await calls.call(token, 'GET', `${designPath(configurationId)}/picture`)).statusCode).toBe(404);
    expect(await stored(token, configurationId)).toBeNull();
  });
});

describe('access', () => {
  it('lets a Planer edit and a reader only read, in a company with both environments', async () => {
    const company = await teamCompany(app);
    const ownerToken = company.owner.tokens.accessToken;
    const ownParts = await calls.pvParts(ownerToken);
    const planner = await company.addMember(['Planner']);
    const reader = await company.addMember(['ReadOnly']);
    const configurationId = await calls.configuration(ownerToken);

    const planned = await calls.call(planner.tokens.accessToken, 'PUT', designPath(configurationId), designOf(ownParts));
    const read = await calls.call(reader.tokens.accessToken, 'GET', designPath(configurationId));
    const refused = await calls.call(reader.tokens.accessToken, 'PUT', designPath(configurationId), designOf(ownParts, 1));
    const refusedPicture = await calls.call(reader.tokens.accessToken, 'PUT', `${designPath(configurationId)}/picture`, {
      imageData: dataUrl('image/png', planPng()),
    });

    expect(planned.statusCode).toBe(200);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.version).toBe(1);
    expect([refused.statusCode, refusedPicture.statusCode]).toEqual([403, 403]);
    expect(await stored(ownerToken, configurationId)).toEqual({ version: 1, modules: 8 });
  });

  it('is PvPlanner’s: an ElektroPlanner-only company is refused with 403', async () => {
    const electroToken = (await registerCompany(app, { environment: ['ElektroPlanner'] })).tokens.accessToken;
    const configurationId = await calls.configuration(electroToken);

    const read = await calls.call(electroToken, 'GET', designPath(configurationId));
    const write = await calls.call(electroToken, 'PUT', designPath(configurationId), designOf(parts));

    expect([read.statusCode, write.statusCode]).toEqual([403, 403]);
    expect(read.json().errorCode).toBe('EnvironmentNotBooked');
    expect(await stored(electroToken, configurationId)).toBeNull();
  });
});
