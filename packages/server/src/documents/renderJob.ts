import type { Db } from '../db/database';
import type { TenantTransaction } from '../db/scopes';
import { sendJob, type JobHandler } from '../jobs/jobQueue';
import type { BlobStore } from '../storage/blobStore';
import { renderDocument, type DocumentKind } from './pipeline';
import { insertPendingDocument, type DocumentKey } from './repository';

/** The queue of documents to render (created in migration 0040 with its retries: ten, from a minute on, doubling). */
export const DOCUMENT_RENDER = 'document-render';

/** How long the request that froze a document has to render it before its job does. */
const REQUEST_RENDERS_FOR_SECONDS = 60;

type DocumentJob = DocumentKey & { tenantId: string };

/**
 * Step 1 of every document, in the transaction that freezes its record (and takes its number):
 * the document is Pending, and its render job waits while the caller renders it after the
 * commit; the job does nothing if the caller stored the PDF first.
 */
export async function queueDocument(trx: TenantTransaction, tenantId: string, document: DocumentKey & { fileName: string }): Promise<void> {
  await insertPendingDocument(trx, tenantId, document);
  await sendJob(trx, DOCUMENT_RENDER, { tenantId, kind: document.kind, id: document.id }, { startAfter: REQUEST_RENDERS_FOR_SECONDS });
}

/** Renders a document of a job; a render that fails fails the job, which the queue tries again after a pause. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind reads the input its own renderer takes
export function documentRenderJobs(db: Db, blobs: BlobStore, kinds: readonly DocumentKind<any>[]): JobHandler<DocumentJob> {
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
