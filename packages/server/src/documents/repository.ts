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

export type DocumentKey = { kind: DocumentKindName; id: string };
export type PendingDocument = DocumentKey & { fileName: string; sourceBlobIds?: readonly string[] };

/**
 * The document of a record frozen in this transaction, Pending until its PDF is stored. `sourceBlobIds` are blobs it is rendered
 * from that belong to it alone (a PV quote's data sheet copies), deleted with it, never before (migration 0055).
 */
export async function insertPendingDocument(trx: TenantTransaction, tenantId: string, { kind, id, fileName, sourceBlobIds = [] }: PendingDocument) {
  await trx.insertInto('documents').values({ tenant_id: tenantId, kind, id, file_name: fileName, state: 'Pending' }).execute();
  if (sourceBlobIds.length === 0) return;
  const sources = [...new Set(sourceBlobIds)].map((blobId) => ({ tenant_id: tenantId, kind, document_id: id, blob_id: blobId }));
  await trx.insertInto('document_sources').values(sources).execute();
}

/** The document: its state and, once stored, its blob and hash; its row locked until the transaction ends when `lock` is set. */
export function findDocument(trx: TenantTransaction, tenantId: string, { kind, id }: DocumentKey, lock = false) {
  const query = trx.selectFrom('documents').select(['state', 'file_name', 'blob_id', 'sha256']).where((eb) => eb.and({ tenant_id: tenantId, kind, id }));
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The states of the documents of one kind with these ids; a record without a document is missing. */
export async function findDocumentStates(trx: TenantTransaction, tenantId: string, kind: DocumentKindName, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, DocumentState>();
  const rows = await trx.selectFrom('documents').select(['id', 'state']).where((eb) => eb.and({ tenant_id: tenantId, kind })).where('id', 'in', ids).execute();
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
