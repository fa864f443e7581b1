import { sql } from 'kysely';
import type { Db } from '../db/database';
import { withTenant, type TenantTransaction } from '../db/scopes';
import type { FloorStructure } from './floorStructure';

/**
 * Rows written or removed per transaction. On the embedded database every transaction holds the
 * only connection, so this is how long another company's request may have to wait (docs/adr/0001).
 */
const ROWS_PER_STEP = 50;

const emptyStructure = (): FloorStructure => ({ rooms: [], placedElectricalComponents: [], connectionLines: [] });

/** The structure cut into steps of at most ROWS_PER_STEP rows, rooms before placements before lines. */
function steps(structure: FloorStructure): FloorStructure[] {
  const result: FloorStructure[] = [];
  let step = emptyStructure();
  let size = 0;
  const add = <K extends keyof FloorStructure>(key: K, items: FloorStructure[K]) => {
    for (const item of items) {
      if (size === ROWS_PER_STEP) {
        result.push(step);
        step = emptyStructure();
        size = 0;
      }
      (step[key] as FloorStructure[K][number][]).push(item);
      size += 1;
    }
  };
  add('rooms', structure.rooms);
  add('placedElectricalComponents', structure.placedElectricalComponents);
  add('connectionLines', structure.connectionLines);
  if (size > 0) result.push(step);
  return result;
}

/** Writes one step's rows (at most ROWS_PER_STEP, of up to three tables) as the revision: one insert per table. */
async function writeRows(trx: TenantTransaction, tenantId: string, floorId: string, revision: number, step: FloorStructure) {
  const base = { tenant_id: tenantId, floor_id: floorId, revision };
  const { rooms, placedElectricalComponents: placements, connectionLines: lines } = step;
  if (rooms.length > 0) {
    await trx
      .insertInto('floor_rooms')
      .values(rooms.map((room) => ({ ...base, id: room.id, label: room.label, room_type_id: room.roomType?.id ?? null, points: JSON.stringify(room.points) })))
      .execute();
  }
  if (placements.length > 0) {
    await trx
      .insertInto('floor_components')
      .values(placements.map((p) => ({ ...base, id: p.id, component_id: p.componentId, room_id: p.roomId, x: p.position.x, y: p.position.y })))
      .execute();
  }
  if (lines.length > 0) {
    await trx
      .insertInto('floor_connection_lines')
      .values(lines.map((line) => ({ ...base, id: line.id, from_id: line.fromId, to_id: line.toId })))
      .execute();
  }
}

/**
 * Runs `prepare` and, unless it answers, writes the structure as a new revision of the floor,
 * not yet its current one: the revision number and the first rows in the same transaction as
 * `prepare`, the rest in further short transactions. A failure of that first transaction leaves
 * nothing behind; a later one removes what was written.
 */
async function writeRevision<T>(
  db: Db,
  tenantId: string,
  floorId: string,
  structure: FloorStructure,
  prepare: (trx: TenantTransaction) => Promise<T | undefined>,
): Promise<{ answer: T } | { revision: number }> {
  const [first = emptyStructure(), ...rest] = steps(structure);
  const started = await withTenant(db, tenantId, async (trx) => {
    const answer = await prepare(trx);
    if (answer !== undefined) return { answer };
    const { rows } = await sql<{ revision: number }>`select nextval('floor_structure_revisions') as revision`.execute(trx);
    const revision = Number(rows[0]?.revision);
    await writeRows(trx, tenantId, floorId, revision, first);
    return { revision };
  });
  if ('answer' in started) return started;
  try {
    for (const step of rest) await withTenant(db, tenantId, (trx) => writeRows(trx, tenantId, floorId, started.revision, step));
  } catch (error) {
    await removeRevision(db, tenantId, floorId, started.revision);
    throw error;
  }
  return started;
}

const REVISION_TABLES = ['floor_connection_lines', 'floor_components', 'floor_rooms'] as const;

/** Removes up to `limit` rows of the revision from one table; answers how many it removed. */
async function removeRows(trx: TenantTransaction, table: (typeof REVISION_TABLES)[number], tenantId: string, floorId: string, revision: number, limit: number) {
  const result = await sql`
    delete from ${sql.table(table)} where ctid = any(array(
      select ctid from ${sql.table(table)}
      where tenant_id = ${tenantId} and floor_id = ${floorId} and revision = ${revision}
      limit ${limit}
    ))
  `.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Removes one revision of the floor, lines before placements before rooms, at most
 * ROWS_PER_STEP rows per transaction: a table that gives fewer rows than asked is done, and
 * the step goes on with the next one, so a small floor's revision goes in one transaction.
 */
async function removeRevision(db: Db, tenantId: string, floorId: string, revision: number): Promise<void> {
  let table = 0;
  while (table < REVISION_TABLES.length) {
    table = await withTenant(db, tenantId, async (trx) => {
      let next = table;
      let budget = ROWS_PER_STEP;
      while (next < REVISION_TABLES.length && budget > 0) {
        const removed = await removeRows(trx, REVISION_TABLES[next]!, tenantId, floorId, revision, budget);
        if (removed < budget) next += 1;
        budget -= removed;
      }
      return next;
    });
  }
}

/**
 * Makes the revision the floor's structure, unless a save that started later already made its
 * own current; answers the revision it replaced, or undefined when it did not.
 */
async function makeCurrent(trx: TenantTransaction, tenantId: string, floorId: string, revision: number): Promise<number | undefined> {
  const floor = await trx
    .selectFrom('floors')
    .select('structure_revision')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', floorId)
    .forUpdate()
    .executeTakeFirst();
  if (!floor || floor.structure_revision >= revision) return undefined;
  await trx.updateTable('floors').set({ structure_revision: revision }).where('tenant_id', '=', tenantId).where('id', '=', floorId).execute();
  return floor.structure_revision;
}

/**
 * Saves a floor's structure without holding the database for long, in (for a floor of up to
 * ROWS_PER_STEP rows) three transactions:
 * 1. `prepare` checks what it must (answering stops the save, with nothing written), and the
 *    structure is written as a new revision, ROWS_PER_STEP rows per transaction;
 * 2. `commit` re-checks what it must and calls `makeStructureCurrent` (false when a later save
 *    came first);
 * 3. the revision that lost is removed: the new one when it did not become current, else the
 *    one it replaced. Revisions of saves still under way are never touched; each removes its own.
 */
export async function saveStructureInSteps<T>(
  db: Db,
  tenantId: string,
  floorId: string,
  structure: FloorStructure,
  commit: (trx: TenantTransaction, makeStructureCurrent: () => Promise<boolean>) => Promise<T>,
  prepare: (trx: TenantTransaction) => Promise<T | undefined> = async () => undefined,
): Promise<T> {
  const written = await writeRevision(db, tenantId, floorId, structure, prepare);
  if ('answer' in written) return written.answer;
  const { revision } = written;
  let replaced: number | undefined;
  let result: T;
  try {
    result = await withTenant(db, tenantId, (trx) =>
      commit(trx, async () => {
        replaced = await makeCurrent(trx, tenantId, floorId, revision);
        return replaced !== undefined;
      }),
    );
  } catch (error) {
    await removeRevision(db, tenantId, floorId, revision);
    throw error;
  }
  await removeRevision(db, tenantId, floorId, replaced ?? revision);
  return result;
}
