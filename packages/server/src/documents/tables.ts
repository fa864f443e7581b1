import type { DocumentState } from '@planner/api';
import type { ColumnType, Generated } from 'kysely';

/** The business documents that go through the pipeline; each names the record it is the PDF of (a quote, an invoice, a payment reminder). */
export type DocumentKindName = 'Quote' | 'Invoice' | 'PaymentReminder';

export interface DocumentsTable {
  tenant_id: string;
  kind: DocumentKindName;
  /** The id of the quote or invoice. */
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
}

/** A blob the document is rendered from that belongs to it alone; deleted with the document (migration 0055). */
export interface DocumentSourcesTable {
  tenant_id: string;
  kind: DocumentKindName;
  document_id: string;
  blob_id: string;
}

declare module '../db/schema' {
  interface Database {
    documents: DocumentsTable;
    document_sources: DocumentSourcesTable;
  }
}
