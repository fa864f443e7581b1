import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem, withTenant } from '../src/db/scopes';
import { Raster } from '../src/masterdata/demo/raster';
import { saveStructureInSteps } from '../src/planning/structureRevisions';
import { registerCompany } from './support/api';
import { createTestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { callWith, createConfiguration } from './checkoutFixtures';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;
let tenantId: string;
let componentId: string;
let call: ReturnType<typeof callWith>;

const ICON = `data:image/png;base64,${new Raster().circle(32, 32, 16).toPng().toString('base64')}`;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
  call = callWith(app);
  const company = await registerCompany(app);
  token = company.tokens.accessToken;
  tenantId = (
    await asSystem(database.db, (trx) => trx.selectFrom('users').select('tenant_id').where('email', '=', company.email).executeTakeFirstOrThrow())
  ).tenant_id;
  componentId = randomUUID();
  const component = { id: componentId, label: 'Steckdose', price: 4850, icon: ICON, tags: { tags: [] }, coverKind: 'Outlet' };
  const created = await call(token, 'PUT', `/api/electro/components/${componentId}`, { component, priceValidFrom: new Date().toISOString().slice(0, 10) });
  expect(created.statusCode, created.body).toBe(200);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** A floor of `rooms` rooms with `placements` installations and a line between each pair of neighbours. */
function floorOf(id: string, configurationId: string, rooms: number, placements: number) {
  const roomList = Array.from({ length: rooms }, (_, index) => ({
    id: randomUUID(),
    label: `Raum ${index + 1}`,
    roomType: null,
    points: [{ x: index * 10, y: 0 }, { x: index * 10 + 9, y: 0 }, { x: index * 10 + 9, y: 9 }],
  }));
  const placementList = Array.from({ length: placements }, (_, index) => ({
    id: randomUUID(),
    componentId,
    roomId: roomList[index % rooms]!.id,
    position: { x: index, y: 5 },
  }));
  const lines = placementList.slice(1, 400).map((placement, index) => ({ id: randomUUID(), fromId: placementList[index]!.id, toId: placement.id }));
  return { id, name: `Geschoss ${placements}`, configurationId, rooms: roomList, placedElectricalComponents: placementList, connectionLines: lines };
}

const getFloor = async (id: string) => {
  const response = await call(token, 'GET', `/api/electro/floors/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** Rows of every revision the floor has in the database, current or not. */
const storedRows = (floorId: string) =>
  withTenant(database.db, tenantId, async (trx) => {
    const count = async (table: string) =>
      Number((await sql<{ count: string }>`select count(*) from ${sql.table(table)} where floor_id = ${floorId}`.execute(trx)).rows[0]?.count);
    return { rooms: await count('floor_rooms'), placements: await count('floor_components'), lines: await count('floor_connection_lines') };
  });

describe('saving a large floor in steps', () => {
  it('lets readers see the old structure or the new one while it saves, never a part of it', async () => {
    const configurationId = await createConfiguration(app, token);
    const floorId = randomUUID();
    const first = floorOf(floorId, configurationId, 60, 900);
    expect((await call(token, 'PUT', `/api/electro/floors/${floorId}`, first)).statusCode).toBe(200);

    const second = floorOf(floorId, configurationId, 80, 1600);
    let saved = false;
    const saving = call(token, 'PUT', `/api/electro/floors/${floorId}`, second).then((response) => {
      saved = true;
      return response;
    });
    const seenWhileSaving: number[] = [];
    while (!saved) {
      const floor = await getFloor(floorId);
      if (!saved) seenWhileSaving.push(floor.placedElectricalComponents.length);
      expect([first.rooms.length, second.rooms.length]).toContain(floor.rooms.length);
      expect([900, 1600]).toContain(floor.placedElectricalComponents.length);
    }
    const response = await saving;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.placedElectricalComponents).toHaveLength(1600);
    // Reads were answered while the save was under way: it never held the database all along.
    expect(seenWhileSaving.length).toBeGreaterThan(0);
    expect((await getFloor(floorId)).rooms.map((room: { id: string }) => room.id).sort()).toEqual(second.rooms.map((room) => room.id).sort());
    expect(await storedRows(floorId)).toEqual({ rooms: 80, placements: 1600, lines: 399 });
  });

  it('makes one of two simultaneous saves the floor, entirely, and keeps nothing of the other', async () => {
    const configurationId = await createConfiguration(app, token);
    const floorId = randomUUID();
    expect((await call(token, 'PUT', `/api/electro/floors/${floorId}`, floorOf(floorId, configurationId, 5, 10))).statusCode).toBe(200);
    const saves = [floorOf(floorId, configurationId, 30, 700), floorOf(floorId, configurationId, 40, 1100)];
    const answers = await Promise.all(saves.map((floor) => call(token, 'PUT', `/api/electro/floors/${floorId}`, floor)));
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);

    const floor = await getFloor(floorId);
    const winner = saves.find((save) => save.placedElectricalComponents.length === floor.placedElectricalComponents.length)!;
    expect(floor.placedElectricalComponents.map((p: { id: string }) => p.id).sort()).toEqual(winner.placedElectricalComponents.map((p) => p.id).sort());
    expect(floor.name).toBe(winner.name);
    expect(await storedRows(floorId)).toEqual({ rooms: winner.rooms.length, placements: winner.placedElectricalComponents.length, lines: 399 });
  });

  it("refuses another company's and hostile saves before writing anything", async () => {
    const configurationId = await createConfiguration(app, token);
    const floorId = randomUUID();
    const before = floorOf(floorId, configurationId, 4, 40);
    expect((await call(token, 'PUT', `/api/electro/floors/${floorId}`, before)).statusCode).toBe(200);
    const rowsBefore = await storedRows(floorId);

    const other = (await registerCompany(app)).tokens.accessToken;
    const foreign = await call(other, 'PUT', `/api/electro/floors/${floorId}`, floorOf(floorId, configurationId, 8, 80));
    expect(foreign.statusCode).toBe(404);

    const unknownRoom = floorOf(floorId, configurationId, 8, 80);
    unknownRoom.placedElectricalComponents[79]!.roomId = randomUUID();
    expect((await call(token, 'PUT', `/api/electro/floors/${floorId}`, unknownRoom)).statusCode).toBe(400);
    const unknownComponent = floorOf(floorId, configurationId, 8, 80);
    unknownComponent.placedElectricalComponents[79]!.componentId = randomUUID();
    expect((await call(token, 'PUT', `/api/electro/floors/${floorId}`, unknownComponent)).statusCode).toBe(400);
    const newFloorId = randomUUID();
    const hostileNew = { ...floorOf(newFloorId, configurationId, 2, 10), name: 'a\u0000b' };
    expect((await call(token, 'PUT', `/api/electro/floors/${newFloorId}`, hostileNew)).statusCode).toBe(400);

    expect(await storedRows(floorId)).toEqual(rowsBefore);
    expect((await call(token, 'GET', `/api/electro/floors/${newFloorId}`)).statusCode).toBe(404);
  });

  it('leaves the floor as it was, and nothing behind, when the last step refuses or fails', async () => {
    const configurationId = await createConfiguration(app, token);
    const floorId = randomUUID();
    const before = floorOf(floorId, configurationId, 10, 300);
    expect((await call(token, 'PUT', `/api/electro/floors/${floorId}`, before)).statusCode).toBe(200);
    const rowsBefore = await storedRows(floorId);
    const next = floorOf(floorId, configurationId, 20, 700);

    const refused = await saveStructureInSteps(database.db, tenantId, floorId, next, async () => 'refused');
    expect(refused).toBe('refused');
    await expect(
      saveStructureInSteps(database.db, tenantId, floorId, next, async (_trx, makeStructureCurrent) => {
        await makeStructureCurrent();
        throw new Error('the last step failed');
      }),
    ).rejects.toThrow('the last step failed');

    const floor = await getFloor(floorId);
    expect(floor.placedElectricalComponents.map((p: { id: string }) => p.id).sort()).toEqual(before.placedElectricalComponents.map((p) => p.id).sort());
    expect(await storedRows(floorId)).toEqual(rowsBefore);
  });

});
