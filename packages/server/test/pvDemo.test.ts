import {
  checkDesign,
  checkPvDesign,
  DEFAULT_PV_DESIGN_SETTINGS,
  designElectrical,
  type PvDesign,
  type PvOffer,
  DEFAULT_CELL_TEMPERATURES,
  DEFAULT_DC_AC_RATIO_BAND,
  proposeStrings,
  toInverterElectrical,
  toModuleElectrical,
  type Inverter,
  type PvModule,
} from '@planner/api/pv';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem, withTenant } from '../src/db/scopes';
import { DEMO_DATA_SHEET_SOURCES, pvDemoStep } from '../src/pv/demoSeed';
import { DEMO_PV_PROJECT_NAME } from '../src/pv/design/demoDesign';
import { bearer, registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('PV demo data', () => {
  it('gives the company modules, all three inverter types, wallboxes, heater rods and roof tiles', async () => {
    const company = await registerCompany(app, { environment: ['PvPlanner'] });
    const { tenant_id: tenantId } = await asSystem(database.db, (trx) =>
      trx.selectFrom('users').select('tenant_id').where('email', '=', company.email).executeTakeFirstOrThrow(),
    );
    await withTenant(database.db, tenantId, (trx) => pvDemoStep.run(trx, tenantId));

    const list = async (segment: string) =>
      (
        await app.inject({ method: 'GET', url: `/api/pv/pv-components/${segment}`, headers: bearer(company.tokens.accessToken) })
      ).json().data as { type?: string; fittingMetalRoofTile?: { name: string } }[];

    expect((await list('pv-modules')).length).toBeGreaterThanOrEqual(2);
    expect(new Set((await list('inverters')).map((inverter) => inverter.type))).toEqual(
      new Set(['StandardInverter', 'HybridInverter', 'BatteryInverter']),
    );
    expect((await list('wallboxes')).length).toBeGreaterThanOrEqual(2);
    expect((await list('heater-rods')).length).toBeGreaterThanOrEqual(2);
    expect((await list('roofing-tiles'))[0]?.fittingMetalRoofTile?.name).toBe('Metalldachziegel Frankfurter Pfanne');
    expect((await list('manufacturers')).length).toBeGreaterThanOrEqual(4);
  });

  it('has a module, a hybrid inverter and a battery with every value the string check needs, and names their sources', async () => {
    const company = await registerCompany(app, { environment: ['PvPlanner'] });
    const { tenant_id: tenantId } = await asSystem(database.db, (trx) =>
      trx.selectFrom('users').select('tenant_id').where('email', '=', company.email).executeTakeFirstOrThrow(),
    );
    await withTenant(database.db, tenantId, (trx) => pvDemoStep.run(trx, tenantId));
    const list = async <T>(segment: string) =>
      (await app.inject({ method: 'GET', url: `/api/pv/pv-components/${segment}`, headers: bearer(company.tokens.accessToken) })).json()
        .data as T[];

    const module = (await list<PvModule>('pv-modules')).find((part) => part.name === 'LSH HJT 445 Bifacial');
    const hybrid = (await list<Inverter>('inverters')).find((part) => part.name === 'Primo GEN24 6.0 Plus');
    const [battery] = await list<{ usableCapacity: number; description: string }>('battery-storages');
    if (!module || !hybrid) throw new Error('demo parts missing');
    expect(module.description).toContain(DEMO_DATA_SHEET_SOURCES.module);
    expect(hybrid.description).toContain(DEMO_DATA_SHEET_SOURCES.hybridInverter);
    expect(battery).toMatchObject({ usableCapacity: 10.24, description: expect.stringContaining(DEMO_DATA_SHEET_SOURCES.batteryStorage) });

    // 16 modules facing south: 2 strings of 8 on input A (window 8–12 modules, 2 × 13.47 A ≤ 36 A),
    // 16 × 445 W / 6000 W = 1.19 within the DC/AC band; nothing unknown, nothing to report.
    const moduleData = toModuleElectrical(module);
    const inverter = toInverterElectrical(hybrid);
    const modules = Array.from({ length: 16 }, (_, index) => ({ id: `m${index}`, faceId: 'süd', tilt: 35, azimuth: 180 }));
    const strings = proposeStrings({ modules, module: moduleData, inverters: [{ id: hybrid.id, inverter }], temperatures: DEFAULT_CELL_TEMPERATURES });
    expect(strings.map((string) => [string.inputIndex, string.moduleIds.length])).toEqual([[0, 8], [0, 8]]);
    expect(
      checkDesign({
        module: moduleData,
        inverters: [{ id: hybrid.id, name: hybrid.name, inverter }],
        strings: strings.map((string) => ({ ...string, modules: string.moduleIds.map(() => ({ tilt: 35, azimuth: 180 })) })),
        unassignedModuleCount: 0,
        totalModuleCount: 16,
        temperatures: DEFAULT_CELL_TEMPERATURES,
        dcAcRatioBand: DEFAULT_DC_AC_RATIO_BAND,
      }),
    ).toEqual([]);
  });

  it('has a PV project whose quote holds a finished design on two roof faces that the check passes', async () => {
    const company = await registerCompany(app, { environment: ['PvPlanner'] });
    const headers = bearer(company.tokens.accessToken);
    const { tenant_id: tenantId } = await asSystem(database.db, (trx) =>
      trx.selectFrom('users').select('tenant_id').where('email', '=', company.email).executeTakeFirstOrThrow(),
    );
    await withTenant(database.db, tenantId, (trx) => pvDemoStep.run(trx, tenantId));
    const configuration = await withTenant(database.db, tenantId, (trx) =>
      trx
        .selectFrom('configurations as c')
        .innerJoin('projects as p', (join) => join.onRef('p.tenant_id', '=', 'c.tenant_id').onRef('p.id', '=', 'c.project_id'))
        .select('c.id')
        .where('c.tenant_id', '=', tenantId)
        .where('p.name', '=', DEMO_PV_PROJECT_NAME)
        .executeTakeFirstOrThrow(),
    );
    const get = async <T>(url: string) => (await app.inject({ method: 'GET', url, headers })).json().data as T;

    const design = await get<PvDesign>(`/api/pv/configurations/${configuration.id}/design`);
    const module = await get<PvModule>(`/api/pv/pv-components/pv-modules/${design.moduleId}`);
    const inverter = await get<Inverter>(`/api/pv/pv-components/inverters/${design.inverters[0]?.inverterId}`);

    // Each 5.2 × 4.2 m face less 0.3 m clearance: 4 modules of 1.134 m across (4.596 ≤ 4.6 m), 2 of 1.722 m down (3.464 ≤ 3.6 m).
    expect(design.faces.map((face) => [face.name, face.azimuth, face.modules.length])).toEqual([
      ['Süddach', 180, 8],
      ['Westdach', 270, 8],
    ]);
    // One string of 8 per face and input: 8 · 40.7 V · (1 + 0.0022 · 35) = 350.7 V ≤ 600 V at −10 °C;
    // 8 · 34.19 V · (1 − 0.0026 · 45) = 241.5 V ≥ 230 V at 70 °C; 16 · 445 W / 6000 W = 1.19 within 0.8–1.3.
    expect(design.strings.map((string) => [string.inputIndex, string.moduleIds.length])).toEqual([
      [0, 8],
      [1, 8],
    ]);
    expect(design.batteryId).not.toBeNull();
    expect(module.name).toBe('LSH HJT 445 Bifacial');
    expect(checkPvDesign(design, designElectrical(module, [inverter]), DEFAULT_PV_DESIGN_SETTINGS)).toEqual([]);

    // The mounting system is counted from the demo's mounting parts and the tile's rule (hooks 1.2 m apart):
    // per face two rows 4.596 m wide, each on two rails of 2 pieces of 4.40 m, ⌈4596 / 1200⌉ + 1 = 5 hooks per rail.
    const offer = await get<PvOffer>(`/api/pv/configurations/${configuration.id}/offer`);
    expect(offer.mountingWarnings).toEqual([]);
    expect(offer.lines.filter((line) => line.group === 'Mounting').map((line) => [line.name, line.quantity])).toEqual([
      ['Dachhaken Ziegel, Edelstahl, höhenverstellbar', 40],
      ['Metalldachziegel Frankfurter Pfanne', 40],
      ['Montageschiene 4,40 m', 16],
      ['Schienenverbinder', 8],
      ['Endklemme 30–40 mm, schwarz', 16],
      ['Mittelklemme 30–40 mm, schwarz', 24],
    ]);
    // The DC cabling with the default cable run of 15 m: per face one string wired row by row, so
    // 2 × 15 m, a jumper from the end of the upper row to the start of the lower one and the return
    // from the last module to the first, each 3 × 1.154 + 1.742 = 5.204 m: 2 × 40.408 m → 81 m;
    // two connector pairs per string and one per jumper.
    expect(offer.dcCablingWarnings).toEqual([]);
    expect(offer.lines.filter((line) => line.group === 'DcCabling').map((line) => [line.name, line.quantity, line.vatCategory])).toEqual([
      ['Solarkabel H1Z2Z2-K 6 mm², schwarz', 81, 'Standard'],
      ['Steckverbinder-Paar MC4-Typ, 4–6 mm²', 6, 'Standard'],
    ]);
  });
});
