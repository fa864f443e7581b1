import { MSG_DOCUMENT_PENDING } from '@planner/api';
import type { Db } from '../db/database';
import { withTenant, type TenantTransaction } from '../db/scopes';
import { binary, failure } from '../http/results';
import { sendJob, type JobHandler } from '../jobs/jobQueue';
import type { BlobStore } from '../storage/blobStore';
import { sha256Hex } from '../storage/sha256';
import { findDocument, insertPendingDocument, recordRender, type DocumentKey, type DocumentKindName, type PendingDocument } from './repository';

export { findDocument, findDocumentStates, type DocumentKindName } from './repository';

/**
 * Business documents (quotes, invoices, cancellations, payment reminders) as one pipeline, ADR 0013:
 * a feature lists its DocumentKind (how the renderer's input is read from the frozen record, and the
 * renderer) in its ServerFeature's `documentKinds`.
 */
export interface DocumentKind<Input = never> {
  kind: DocumentKindName;
  load(trx: TenantTransaction, tenantId: string, id: string, blobs: BlobStore): Promise<Input | undefined>;
  render(input: Input): Promise<Buffer>;
  /** Runs in the transaction that stores the PDF, by whichever process rendered it: work that needs the stored document. */
  onStored?(trx: TenantTransaction, tenantId: string, id: string): Promise<void>;
}

/** The queue of documents to render (created in migration 0040 with its retries: ten, from a minute on, doubling). */
export const DOCUMENT_RENDER = 'document-render';

/** How long the request that froze a document has to render it before its job does. */
const REQUEST_RENDERS_FOR_SECONDS = 60;

/** Step 1, in the transaction that freezes the record (and takes its number): Pending, its render job due after the request's own render. */
export async function queueDocument(trx: TenantTransaction, tenantId: string, document: PendingDocument): Promise<void> {
  await insertPendingDocument(trx, tenantId, document);
  await sendJob(trx, DOCUMENT_RENDER, { tenantId, kind: document.kind, id: document.id }, { startAfter: REQUEST_RENDERS_FOR_SECONDS });
}

const isPending = async (trx: TenantTransaction, tenantId: string, key: DocumentKey, lock = false) =>
  (await findDocument(trx, tenantId, key, lock))?.state === 'Pending';

/**
 * Step 2: renders a Pending document outside any transaction and stores its bytes with their
 * SHA-256 and size, unless another renderer stored it first. A render that throws stores nothing.
 */
export async function renderDocument<Input>(db: Db, blobs: BlobStore, kind: DocumentKind<Input>, tenantId: string, id: string) {
  const key = { kind: kind.kind, id };
  const input = await withTenant(db, tenantId, async (trx) => ((await isPending(trx, tenantId, key)) ? kind.load(trx, tenantId, id, blobs) : undefined));
  if (input === undefined) return 'not-pending' as const;
  const pdf = await kind.render(input).catch(async (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    await withTenant(db, tenantId, (trx) => recordRender(trx, tenantId, key, { error: message }));
  });
  if (!pdf) return 'failed' as const;
  return withTenant(db, tenantId, async (trx) => {
    if (!(await isPending(trx, tenantId, key, true))) return 'not-pending' as const;
    const blobId = await blobs.put(trx, tenantId, { contentType: 'application/pdf', data: pdf });
    await recordRender(trx, tenantId, key, { blobId, sha256: sha256Hex(pdf), byteSize: pdf.byteLength });
    await kind.onStored?.(trx, tenantId, id);
    return 'stored' as const;
  });
}

/** Renders a document of a job; a render that fails fails the job, which the queue tries again after a pause. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind reads the input its own renderer takes
export function documentRenderJobs(db: Db, blobs: BlobStore, kinds: readonly DocumentKind<any>[]): JobHandler<DocumentKey & { tenantId: string }> {
  const byName = new Map(kinds.map((kind) => [kind.kind, kind]));
  return {
    queue: DOCUMENT_RENDER,
    async run({ tenantId, kind, id }) {
      const documentKind = byName.get(kind);
      if (!documentKind) throw new Error(`no renderer for documents of kind ${kind}`);
      if ((await renderDocument(db, blobs, documentKind, tenantId, id)) === 'failed') throw new Error(`the ${kind} document ${id} could not be rendered`);
    },
  };
}

export type DocumentDownload = { state: 'Stored'; fileName: string; data: Buffer } | { state: 'Pending' };

/** Step 3: the stored document as it is served; it only reads. Undefined when there is none. */
export async function readDocument(trx: TenantTransaction, tenantId: string, blobs: BlobStore, key: DocumentKey): Promise<DocumentDownload | undefined> {
  const document = await findDocument(trx, tenantId, key);
  if (!document) return undefined;
  if (document.state === 'Pending' || !document.blob_id) return { state: 'Pending' };
  const blob = await blobs.get(trx, tenantId, document.blob_id);
  return blob ? { state: 'Stored', fileName: document.file_name, data: blob.data } : undefined;
}

/** The answer of a PDF download while the document is still Pending: 409, 'wird erstellt'. */
export const documentPending = () => failure('failure/DocumentPending', MSG_DOCUMENT_PENDING, 409);

/** The answer of a PDF download: the stored bytes under their file name, or 'wird erstellt' while Pending. */
export const documentAnswer = (document: DocumentDownload) => (document.state === 'Stored' ? binary('application/pdf', document.data, document.fileName) : documentPending());
