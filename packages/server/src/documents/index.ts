/**
 * Business documents (quotes, invoices, cancellations; later e.g. payment reminders) as one
 * pipeline, ADR 0013. A feature with a document:
 * 1. declares its DocumentKind (how its renderer's input is read from the frozen record, and the
 *    renderer) and lists it in its ServerFeature's `documentKinds`, so its render jobs know it;
 * 2. calls `queueDocument` in the transaction that freezes the record and takes its number:
 *    the document is Pending and its render job is in the queue (ADR 0021);
 * 3. calls `renderDocument` after the commit (a failure leaves it Pending for its job);
 * 4. serves it with `readDocument`, which never writes: Pending is answered as 'wird erstellt'.
 */
export { DOCUMENT_RENDER, documentAnswer, documentRenderJobs, queueDocument, readDocument, renderDocument, storedDocumentHash } from './pipeline';
export type { DocumentDownload, DocumentKind } from './pipeline';
export { findDocumentStates } from './repository';
export type { DocumentKindName } from './tables';
