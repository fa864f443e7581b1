import { MSG_DOCUMENT_PENDING } from '@planner/api';
import { binary, failure } from '../http/results';
import type { DocumentDownload } from './pipeline';

/**
 * The answer of a PDF download: the stored bytes under their file name, or 409 with
 * 'wird erstellt' while the document is Pending (the client offers to load it again).
 */
export const documentAnswer = (document: DocumentDownload) =>
  document.state === 'Stored' ? binary('application/pdf', document.data, document.fileName) : failure('failure/DocumentPending', MSG_DOCUMENT_PENDING, 409);
