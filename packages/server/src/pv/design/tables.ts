import type { PvDesignContent } from '@planner/api/pv';
import type { ColumnType } from 'kysely';
import type { JsonColumn } from '../../db/json';

export interface PvDesignsTable {
  tenant_id: string;
  configuration_id: string;
  version: number;
  /** The design as validated by the contract, without its version. */
  design: JsonColumn<PvDesignContent>;
  picture_blob_id: string | null;
  picture_content_type: string | null;
  picture_byte_size: number | null;
  updated_at: ColumnType<Date, never, Date>;
}

declare module '../../db/schema' {
  interface Database {
    pv_designs: PvDesignsTable;
  }
}
