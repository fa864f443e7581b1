import type { TenantTransaction } from '../db/scopes';

export type NewBlob = { contentType: string; data: Buffer };
export type StoredBlob = NewBlob & { id: string; byteSize: number };

/**
 * Binary content of a tenant (floor plan images and PDFs, icons, quote PDFs). Every call
 * runs inside the tenant's transaction, so a blob is written together with the row that
 * refers to it. PostgreSQL holds the bytes today; object storage can take over behind
 * the same interface.
 */
export interface BlobStore {
  put(trx: TenantTransaction, tenantId: string, blob: NewBlob): Promise<string>;
  get(trx: TenantTransaction, tenantId: string, id: string): Promise<StoredBlob | null>;
  /** A new blob with the bytes of `id` (copied inside the database); null when there is none. */
  copy(trx: TenantTransaction, tenantId: string, id: string): Promise<string | null>;
  delete(trx: TenantTransaction, tenantId: string, id: string): Promise<void>;
}

export const postgresBlobStore: BlobStore = {
  async put(trx, tenantId, { contentType, data }) {
    const values = { tenant_id: tenantId, content_type: contentType, byte_size: data.byteLength, data };
    return (await trx.insertInto('blobs').values(values).returning('id').executeTakeFirstOrThrow()).id;
  },

  async get(trx, tenantId, id) {
    const row = await trx.selectFrom('blobs').select(['content_type', 'data']).where((eb) => eb.and({ tenant_id: tenantId, id })).executeTakeFirst();
    if (!row) return null;
    // The driver's bytes as a Buffer, without copying them.
    const data = Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
    return { id, contentType: row.content_type, byteSize: data.byteLength, data };
  },

  async copy(trx, tenantId, id) {
    const columns = ['tenant_id', 'content_type', 'byte_size', 'data'] as const;
    const source = trx.selectFrom('blobs').select(columns).where((eb) => eb.and({ tenant_id: tenantId, id }));
    return (await trx.insertInto('blobs').columns(columns).expression(source).returning('id').executeTakeFirst())?.id ?? null;
  },

  async delete(trx, tenantId, id) {
    await trx.deleteFrom('blobs').where((eb) => eb.and({ tenant_id: tenantId, id })).execute();
  },
};
