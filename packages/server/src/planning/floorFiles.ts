import type { TenantTransaction } from '../db/scopes';
import type { BlobStore, NewBlob, StoredBlob } from '../storage/blobStore';

export type FloorFileSlot = 'image_blob_id' | 'preview_blob_id' | 'pdf_blob_id';

/** Stores the files in the given slots (`null` empties one), deleting what they held before. */
export async function replaceFloorFiles(
  trx: TenantTransaction,
  tenantId: string,
  blobs: BlobStore,
  floorId: string,
  files: Partial<Record<FloorFileSlot, NewBlob | null>>,
): Promise<void> {
  const previous = await trx
    .selectFrom('floors')
    .select(['image_blob_id', 'preview_blob_id', 'pdf_blob_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', floorId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const update: Partial<Record<FloorFileSlot, string | null>> = {};
  for (const [slot, blob] of Object.entries(files) as [FloorFileSlot, NewBlob | null][]) {
    update[slot] = blob && (await blobs.put(trx, tenantId, blob));
  }
  await trx.updateTable('floors').set(update).where('tenant_id', '=', tenantId).where('id', '=', floorId).execute();
  for (const slot of Object.keys(update) as FloorFileSlot[]) {
    const old = previous[slot];
    if (old) await blobs.delete(trx, tenantId, old);
  }
}

/** The file in the slot, or the image for a missing preview; `null` when there is none. */
export async function findFloorFile(
  trx: TenantTransaction,
  tenantId: string,
  blobs: BlobStore,
  floorId: string,
  slot: FloorFileSlot,
): Promise<StoredBlob | null> {
  const row = await trx
    .selectFrom('floors')
    .select(['image_blob_id', 'preview_blob_id', 'pdf_blob_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', floorId)
    .executeTakeFirst();
  const blobId = row && (slot === 'preview_blob_id' ? (row.preview_blob_id ?? row.image_blob_id) : row[slot]);
  return blobId ? blobs.get(trx, tenantId, blobId) : null;
}
