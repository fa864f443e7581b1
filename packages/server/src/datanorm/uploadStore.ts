import type { Db } from '../db/database';
import { withTenant, type TenantTransaction } from '../db/scopes';

/** Bytes of one stored chunk of an upload: the most the reading holds of it at a time. */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;

/** Stores the uploaded file with its import, chunk by chunk as read from the file. */
export async function storeUpload(trx: TenantTransaction, tenantId: string, importId: string, file: Blob): Promise<void> {
  for (let seq = 0; seq * UPLOAD_CHUNK_BYTES < file.size; seq += 1) {
    const data = new Uint8Array(await file.slice(seq * UPLOAD_CHUNK_BYTES, (seq + 1) * UPLOAD_CHUNK_BYTES).arrayBuffer());
    await trx.insertInto('datanorm_upload_chunks').values({ tenant_id: tenantId, import_id: importId, seq, data }).execute();
  }
}

/**
 * The stored upload's bytes in order, one chunk per short transaction, fetched when the reader
 * asks for it: the whole file is never in memory. Each chunk holds at least the first bytes that
 * tell a ZIP from a DATANORM file, unless the file is shorter.
 */
export async function* storedUpload(db: Db, tenantId: string, importId: string): AsyncGenerator<Uint8Array> {
  for (let seq = 0; ; seq += 1) {
    const chunk = await withTenant(db, tenantId, (trx) =>
      trx.selectFrom('datanorm_upload_chunks').select('data').where((eb) => eb.and({ tenant_id: tenantId, import_id: importId, seq })).executeTakeFirst(),
    );
    if (!chunk) return;
    yield chunk.data;
  }
}

/** Whether the import still has its upload to read. */
export async function hasStoredUpload(trx: TenantTransaction, tenantId: string, importId: string): Promise<boolean> {
  const first = await trx.selectFrom('datanorm_upload_chunks').select('seq').where((eb) => eb.and({ tenant_id: tenantId, import_id: importId, seq: 0 })).executeTakeFirst();
  return first !== undefined;
}

/** The upload goes once it has been read, or its import ended without. */
export async function dropUpload(trx: TenantTransaction, tenantId: string, importId: string): Promise<void> {
  await trx.deleteFrom('datanorm_upload_chunks').where((eb) => eb.and({ tenant_id: tenantId, import_id: importId })).execute();
}
