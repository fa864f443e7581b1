import type { DocumentState } from '@planner/api';
import { sql, type ColumnType, type Generated } from 'kysely';
import type { TenantTransaction } from '../db/scopes';

/** The business documents that go through the pipeline; each names the record it is the PDF of (a quote, an invoice, a payment reminder). */
export type DocumentKindName = 'Quote' | 'Invoice' | 'PaymentReminder';

declare module '../db/schema' {
  interface Database {
    documents: {
      tenant_id: string;
      kind: DocumentKindName;
      /** The id of the quote, invoice or reminder. */
      id: string;
      file_name: string;
      state: DocumentState;
      blob_id: string | null;
      /** SHA-256 of the stored bytes, hex, taken when they were stored. */
      sha256: string | null;
      byte_size: number | null;
      /** Renders tried, failed ones included; the job in the queue (ADR 0021) decides when the next one is. */
      attempts: Generated<number>;
      last_error: string | null;
      created_at: ColumnType<Date, Date | undefined, never>;
      stored_at: Date | null;
    };
    /** A blob the document is rendered from that belongs to it alone; deleted with the document (migration 0055). */
    document_sources: {
      tenant_id: string;
      kind: DocumentKindName;
      document_id: string;
      blob_id: string;
    };
  }
}

export interface DocumentKey {
  kind: DocumentKindName;
  id: string;
}

/** The document of a record frozen in this transaction, Pending until its PDF is stored. */
export async function insertPendingDocument(trx: TenantTransaction, tenantId: string, { kind, id, fileName }: DocumentKey & { fileName: string }) {
  await trx.insertInto('documents').values({ tenant_id: tenantId, kind, id, file_name: fileName, state: 'Pending' }).execute();
}

/** Blobs the document is rendered from and that go with it (migration 0055). */
export async function insertDocumentSources(trx: TenantTransaction, tenantId: string, { kind, id }: DocumentKey, blobIds: readonly string[]) {
  if (blobIds.length === 0) return;
  await trx
    .insertInto('document_sources')
    .values([...new Set(blobIds)].map((blobId) => ({ tenant_id: tenantId, kind, document_id: id, blob_id: blobId })))
    .execute();
}

/** The document: its state and, once stored, its blob, hash and size; its row locked until the transaction ends when `lock` is set. */
export function findDocument(trx: TenantTransaction, tenantId: string, { kind, id }: DocumentKey, lock = false) {
  const query = trx
    .selectFrom('documents')
    .select(['state', 'file_name', 'blob_id', 'sha256', 'byte_size'])
    .where((eb) => eb.and({ tenant_id: tenantId, kind, id }));
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The states of the documents of one kind with these ids; a record without a document is missing. */
export async function findDocumentStates(trx: TenantTransaction, tenantId: string, kind: DocumentKindName, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, DocumentState>();
  const rows = await trx
    .selectFrom('documents')
    .select(['id', 'state'])
    .where((eb) => eb.and([eb('tenant_id', '=', tenantId), eb('kind', '=', kind), eb('id', 'in', ids)]))
    .execute();
  return new Map(rows.map((row) => [row.id, row.state]));
}

/** A render of the Pending document: its bytes stored (blob, SHA-256, size), or its failure recorded for its job to try again. */
export async function recordRender(trx: TenantTransaction, tenantId: string, { kind, id }: DocumentKey, render: { blobId: string; sha256: string; byteSize: number } | { error: string }) {
  const outcome =
    'error' in render
      ? { last_error: render.error.slice(0, 2000) }
      : { state: 'Stored' as const, blob_id: render.blobId, sha256: render.sha256, byte_size: render.byteSize, stored_at: new Date(), last_error: null };
  await trx
    .updateTable('documents')
    .set({ ...outcome, attempts: sql<number>`attempts + 1` })
    .where((eb) => eb.and({ tenant_id: tenantId, kind, id, state: 'Pending' }))
    .execute();
}
