import { EMPTY_PV_DESIGN, type PvDesignContent, type PvDesignPicture } from '@planner/api/pv';
import { sql } from 'kysely';
import { toJson } from '../../db/json';
import type { TenantTransaction } from '../../db/scopes';
import type { BlobStore, NewBlob, StoredBlob } from '../../storage/blobStore';
import './tables';

export interface StoredPvDesign {
  version: number;
  content: PvDesignContent;
  picture: PvDesignPicture | null;
}

/** The quote's saved design with its picture's description; an empty one at version 0 while none was saved. */
export async function findDesign(trx: TenantTransaction, tenantId: string, configurationId: string): Promise<StoredPvDesign> {
  const row = await trx
    .selectFrom('pv_designs')
    .select(['version', 'design', 'picture_content_type', 'picture_byte_size'])
    .where('tenant_id', '=', tenantId)
    .where('configuration_id', '=', configurationId)
    .executeTakeFirst();
  if (!row) return { version: 0, content: EMPTY_PV_DESIGN, picture: null };
  return {
    version: row.version,
    content: { ...EMPTY_PV_DESIGN, ...row.design },
    picture: row.picture_content_type !== null && row.picture_byte_size !== null
        ? { contentType: row.picture_content_type, byteSize: row.picture_byte_size }
        : null,
  };
}

/** The row of the quote's design, created empty at version 0 if there is none, locked for this transaction. */
async function lockDesignRow(trx: TenantTransaction, tenantId: string, configurationId: string) {
  await trx
    .insertInto('pv_designs')
    .values({ tenant_id: tenantId, configuration_id: configurationId, version: 0, design: toJson(EMPTY_PV_DESIGN) })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'configuration_id']).doNothing())
    .execute();
  return trx
    .selectFrom('pv_designs')
    .select(['version', 'picture_blob_id'])
    .where('tenant_id', '=', tenantId)
    .where('configuration_id', '=', configurationId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Saves the content as the version after `basedOn`; 'conflict' when the stored design is at
 * another version (saved meanwhile in another window or by someone else).
 */
export async function saveDesign(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
  basedOn: number,
  content: PvDesignContent,
): Promise<number | 'conflict'> {
  const current = await lockDesignRow(trx, tenantId, configurationId);
  if (current.version !== basedOn) return 'conflict';
  const version = basedOn + 1;
  await trx
    .updateTable('pv_designs')
    .set({ version, design: toJson(content), updated_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('configuration_id', '=', configurationId)
    .execute();
  return version;
}

/** Stores the roof picture of the quote's design and deletes the one it replaces. */
export async function replacePicture(
  trx: TenantTransaction,
  tenantId: string,
  blobs: BlobStore,
  configurationId: string,
  picture: NewBlob,
): Promise<PvDesignPicture> {
  const previous = (await lockDesignRow(trx, tenantId, configurationId)).picture_blob_id;
  const blobId = await blobs.put(trx, tenantId, picture);
  await trx
    .updateTable('pv_designs')
    .set({
      picture_blob_id: blobId,
      picture_content_type: picture.contentType,
      picture_byte_size: picture.data.byteLength,
      updated_at: sql<Date>`now()`,
    })
    .where('tenant_id', '=', tenantId)
    .where('configuration_id', '=', configurationId)
    .execute();
  if (previous) await blobs.delete(trx, tenantId, previous);
  return { contentType: picture.contentType, byteSize: picture.data.byteLength };
}

export async function findPicture(
  trx: TenantTransaction,
  tenantId: string,
  blobs: BlobStore,
  configurationId: string,
): Promise<StoredBlob | null> {
  const row = await trx
    .selectFrom('pv_designs')
    .select('picture_blob_id')
    .where('tenant_id', '=', tenantId)
    .where('configuration_id', '=', configurationId)
    .executeTakeFirst();
  return row?.picture_blob_id ? blobs.get(trx, tenantId, row.picture_blob_id) : null;
}
