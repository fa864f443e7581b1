import type { TenantTransaction } from '../db/scopes';

export interface NewBlob {
  contentType: string;
  data: Buffer;
}

export interface StoredBlob extends NewBlob {
  id: string;
  byteSize: number;
  createdAt: Date;
}

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
    const { id } = await trx
      .insertInto('blobs')
      .values({ tenant_id: tenantId, content_type: contentType, byte_size: data.byteLength, data })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  async get(trx, tenantId, id) {
    const row = await trx
      .selectFrom('blobs')
      .select(['id', 'content_type', 'byte_size', 'data', 'created_at'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      contentType: row.content_type,
      byteSize: row.byte_size,
      // The driver's bytes as a Buffer, without copying them.
      data: Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength),
      createdAt: row.created_at,
    };
  },

  async copy(trx, tenantId, id) {
    const row = await trx
      .insertInto('blobs')
      .columns(['tenant_id', 'content_type', 'byte_size', 'data'])
      .expression((eb) =>
        eb.selectFrom('blobs').select(['tenant_id', 'content_type', 'byte_size', 'data']).where('tenant_id', '=', tenantId).where('id', '=', id),
      )
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  },

  async delete(trx, tenantId, id) {
    await trx.deleteFrom('blobs').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  },
};
