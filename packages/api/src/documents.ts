/** Whether a business document's PDF is stored, or still being made (and retried) after it was frozen. */
export type DocumentState = 'Pending' | 'Stored';

/** Answered (409, `failure/DocumentPending`) by a PDF download while the document is still being made. */
export const MSG_DOCUMENT_PENDING = 'Das PDF wird erstellt. Bitte laden Sie es in einem Moment erneut.';
