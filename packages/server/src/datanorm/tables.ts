import type { DatanormImportStatus, DatanormTarget } from '@planner/api';
import type { ColumnType } from 'kysely';
import type { JsonColumn } from '../db/json';
import type { CreatedAt } from '../db/schema';

interface SelectedGroupRow {
  supplier: string;
  articleGroup: string;
  target: DatanormTarget;
}

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Day = ColumnType<string, string, string>;
type Cents = ColumnType<string, number, number>;

export interface DatanormGroupTargetsTable {
  tenant_id: string;
  supplier: string;
  article_group: string;
  target: DatanormTarget;
}

export interface DatanormImportsTable {
  tenant_id: string;
  id: string;
  file_name: string;
  status: DatanormImportStatus;
  cancel_requested: Defaulted<boolean>;
  selected_groups: JsonColumn<SelectedGroupRow[]>;
  done: Defaulted<number>;
  total: Defaulted<number>;
  error: ColumnType<string | null, string | null | undefined, string | null>;
  read_attempt: Defaulted<number>;
  /** The user who confirmed the import; the audit log's entry of the import names them. */
  confirmed_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The key of the last article written; a process taking over the writing goes on after it. */
  applied_supplier: ColumnType<string | null, string | null | undefined, string | null>;
  applied_article_number: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface DatanormImportArticlesTable {
  tenant_id: string;
  import_id: string;
  supplier: string;
  article_number: string;
  file_name: string;
  line: number;
  article_group: Defaulted<string>;
  label: string | null;
  description: string | null;
  unit: string | null;
  price_unit: number | null;
  price_cents: Cents;
  valid_from: Day;
  text_key: string | null;
  existing_kind: DatanormTarget | null;
  existing_id: string | null;
  unit_price: ColumnType<string | null, number | null, number | null>;
  outcome: 'New' | 'PriceChanged' | 'Unchanged' | 'Unknown' | null;
}

/** The uploaded file in the order received, about a megabyte a row, until it has been read (ADR 0021: any process may read it). */
export interface DatanormUploadChunksTable {
  tenant_id: string;
  import_id: string;
  seq: number;
  data: Uint8Array;
}

export interface DatanormImportTextsTable {
  tenant_id: string;
  import_id: string;
  text_key: string;
  line_number: number;
  text: string;
}

export interface DatanormImportProblemsTable {
  tenant_id: string;
  import_id: string;
  position: number;
  file_name: string;
  line: number;
  reason: string;
}

export interface DatanormImportWritesTable {
  tenant_id: string;
  import_id: string;
  item_kind: DatanormTarget;
  item_id: string;
  created: boolean;
  valid_from: Day;
  previous_price: ColumnType<string | null, number | null, number | null>;
}

declare module '../db/schema' {
  interface Database {
    datanorm_group_targets: DatanormGroupTargetsTable;
    datanorm_imports: DatanormImportsTable;
    datanorm_upload_chunks: DatanormUploadChunksTable;
    datanorm_import_articles: DatanormImportArticlesTable;
    datanorm_import_texts: DatanormImportTextsTable;
    datanorm_import_problems: DatanormImportProblemsTable;
    datanorm_import_writes: DatanormImportWritesTable;
  }
}
