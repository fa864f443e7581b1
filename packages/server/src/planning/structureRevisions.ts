import { sql } from 'kysely';
import type { Db } from '../db/database';
import { withTenant, type TenantTransaction } from '../db/scopes';
import type { FloorStructure } from './floorStructure';

/**
 * Rows written or removed per transaction. On the embedded database every transaction holds the
 * only connection, so this is how long another company's request may have to wait (docs/adr/0001).
 */
const ROWS_PER_STEP = 50;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += ROWS_PER_STEP) result.push(items.slice(start, start + ROWS_PER_STEP));
  return result;
}

/** Writes the structure as a new revision of the floor, not yet its current one, in short transactions. */
async function writeRevision(db: Db, tenantId: string, floorId: string, structure: FloorStructure): Promise<number> {
  const revision = await withTenant(db, tenantId, async (trx) => {
    const { rows } = await sql<{ revision: number }>`select nextval('floor_structure_revisions') as revision`.execute(trx);
    return Number(rows[0]?.revision);
  });
  const base = { tenant_id: tenantId, floor_id: floorId, revision };
  try {
    for (const chunk of chunks(structure.rooms)) {
      await withTenant(db, tenantId, (trx) =>
        trx
          .insertInto('floor_rooms')
          .values(chunk.map((room) => ({ ...base, id: room.id, label: room.label, room_type_id: room.roomType?.id ?? null, points: JSON.stringify(room.points) })))
          .execute(),
      );
    }
    for (const chunk of chunks(structure.placedElectricalComponents)) {
      await withTenant(db, tenantId, (trx) =>
        trx
          .insertInto('floor_components')
          .values(chunk.map((p) => ({ ...base, id: p.id, component_id: p.componentId, room_id: p.roomId, x: p.position.x, y: p.position.y })))
          .execute(),
      );
    }
    for (const chunk of chunks(structure.connectionLines)) {
      await withTenant(db, tenantId, (trx) =>
        trx
          .insertInto('floor_connection_lines')
          .values(chunk.map((line) => ({ ...base, id: line.id, from_id: line.fromId, to_id: line.toId })))
          .execute(),
      );
    }
  } catch (error) {
    await removeRevision(db, tenantId, floorId, revision);
    throw error;
  }
  return revision;
}

/** Removes one revision of the floor, lines before placements before rooms, in short transactions. */
async function removeRevision(db: Db, tenantId: string, floorId: string, revision: number): Promise<void> {
  for (const table of ['floor_connection_lines', 'floor_components', 'floor_rooms'] as const) {
    for (;;) {
      const removed = await withTenant(db, tenantId, async (trx) => {
        const result = await sql`
          delete from ${sql.table(table)} where ctid = any(array(
            select ctid from ${sql.table(table)}
            where tenant_id = ${tenantId} and floor_id = ${floorId} and revision = ${revision}
            limit ${ROWS_PER_STEP}
          ))
        `.execute(trx);
        return Number(result.numAffectedRows ?? 0);
      });
      if (removed === 0) break;
    }
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
 * Saves a floor's structure without holding the database for long: writes it as a new revision
 * in short transactions, then runs `commit` in one short transaction, which re-checks what it
 * must and calls `makeStructureCurrent` (false when a later save came first). Afterwards the
 * revision that lost is removed: the new one when it did not become current, else the one it
 * replaced. Revisions of saves still under way are never touched; each removes its own.
 */
export async function saveStructureInSteps<T>(
  db: Db,
  tenantId: string,
  floorId: string,
  structure: FloorStructure,
  commit: (trx: TenantTransaction, makeStructureCurrent: () => Promise<boolean>) => Promise<T>,
): Promise<T> {
  const revision = await writeRevision(db, tenantId, floorId, structure);
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
