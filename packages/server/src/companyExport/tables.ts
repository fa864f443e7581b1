import type { ColumnType } from 'kysely';

/** Migration 0051: each company export and its state; what the owner sees of it. */
export interface CompanyExportsTable {
  tenant_id: string;
  id: string;
  state: 'Queued' | 'Running' | 'Ready' | 'Failed';
  progress: ColumnType<number, number | undefined, number>;
  requested_by: string | null;
  requested_at: ColumnType<Date, Date | undefined, never>;
  finished_at: Date | null;
  expires_at: Date | null;
  file_name: string;
  byte_size: number | null;
  error: string | null;
}

/** The ZIP's bytes in the order written, about a megabyte a row. */
export interface CompanyExportChunksTable {
  tenant_id: string;
  export_id: string;
  seq: number;
  data: Uint8Array;
}

declare module '../db/schema' {
  interface Database {
    company_exports: CompanyExportsTable;
    company_export_chunks: CompanyExportChunksTable;
  }
}
