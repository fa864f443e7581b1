import { sha256Hex } from '../storage/sha256';
import type { Db } from '../db/database';
import { withTenant, type TenantTransaction } from '../db/scopes';
import type { BlobStore } from '../storage/blobStore';
import { findDocument, isPending, markStored, recordFailure, type DocumentKey } from './repository';
import type { DocumentKindName } from './tables';

/**
 * A kind of business document (quote, invoice): how the renderer's input is read from the frozen
 * record, and the renderer (a worker thread in the server, anything with this shape in a test).
 */
export interface DocumentKind<Input = never> {
  kind: DocumentKindName;
  load(trx: TenantTransaction, tenantId: string, id: string, blobs: BlobStore): Promise<Input | undefined>;
  render(input: Input): Promise<Buffer>;
}

export type RenderResult = 'stored' | 'failed' | 'not-pending';

/**
 * Step 2: renders a Pending document outside any transaction and stores its bytes with their
 * SHA-256 and size in one transaction, unless another renderer stored it first. A render that
 * throws stores nothing and leaves the document Pending for its job.
 */
export async function renderDocument<Input>(
  db: Db,
  blobs: BlobStore,
  kind: DocumentKind<Input>,
  tenantId: string,
  id: string,
): Promise<RenderResult> {
  const key = { kind: kind.kind, id };
  const input = await withTenant(db, tenantId, async (trx) =>
    (await isPending(trx, tenantId, key)) ? kind.load(trx, tenantId, id, blobs) : undefined,
  );
  if (input === undefined) return 'not-pending';
  let pdf: Buffer;
  try {
    pdf = await kind.render(input);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await withTenant(db, tenantId, (trx) => recordFailure(trx, tenantId, key, message));
    return 'failed';
  }
  return withTenant(db, tenantId, async (trx) => {
    if (!(await isPending(trx, tenantId, key, true))) return 'not-pending';
    const blobId = await blobs.put(trx, tenantId, { contentType: 'application/pdf', data: pdf });
    await markStored(trx, tenantId, key, { blobId, sha256: sha256Hex(pdf), byteSize: pdf.byteLength });
    return 'stored';
  });
}

export type DocumentDownload = { state: 'Stored'; fileName: string; data: Buffer; sha256: string } | { state: 'Pending' };

/** Step 3: the stored document as it is served; it only reads. Undefined when there is none. */
export async function readDocument(
  trx: TenantTransaction,
  tenantId: string,
  blobs: BlobStore,
  key: DocumentKey,
): Promise<DocumentDownload | undefined> {
  const document = await findDocument(trx, tenantId, key);
  if (!document) return undefined;
  if (document.state === 'Pending' || !document.blob_id || !document.sha256) return { state: 'Pending' };
  const blob = await blobs.get(trx, tenantId, document.blob_id);
  return blob ? { state: 'Stored', fileName: document.file_name, data: blob.data, sha256: document.sha256 } : undefined;
}

/** The SHA-256 of a stored document, taken when it was stored; null while it is Pending. */
export async function storedDocumentHash(trx: TenantTransaction, tenantId: string, key: DocumentKey): Promise<string | null> {
  return (await findDocument(trx, tenantId, key))?.sha256 ?? null;
}
