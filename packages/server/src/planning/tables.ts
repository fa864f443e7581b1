import type { LineVatCategory, Point } from '@planner/api';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../db/schema';
import type { JsonColumn } from '../db/json';

export interface FloorsTable {
  tenant_id: string;
  id: string;
  configuration_id: string;
  name: string;
  image_blob_id: string | null;
  preview_blob_id: string | null;
  pdf_blob_id: string | null;
  /** The editor document; the plan image is referenced by URL, never inlined. */
  plan_document: JsonColumn<Record<string, unknown> | null>;
  plan_document_version: Generated<number>;
  /** The revision of rooms, placements and lines that is this floor's structure (migration 0015). */
  structure_revision: Generated<number>;
  created_at: CreatedAt;
}

export interface FloorRoomsTable {
  tenant_id: string;
  id: string;
  floor_id: string;
  revision: Generated<number>;
  label: string;
  room_type_id: string | null;
  points: JsonColumn<Point[]>;
}

export interface FloorComponentsTable {
  tenant_id: string;
  id: string;
  floor_id: string;
  revision: Generated<number>;
  component_id: string;
  room_id: string | null;
  x: number;
  y: number;
}

export interface FloorConnectionLinesTable {
  tenant_id: string;
  id: string;
  floor_id: string;
  revision: Generated<number>;
  from_id: string;
  to_id: string;
}

export interface ConfigurationAdditionalInstallationsTable {
  tenant_id: string;
  id: string;
  configuration_id: string;
  additional_installation_id: string;
  amount: number;
  vat_category: ColumnType<LineVatCategory, LineVatCategory | undefined, LineVatCategory>;
  created_at: CreatedAt;
}

declare module '../db/schema' {
  interface Database {
    floors: FloorsTable;
    floor_rooms: FloorRoomsTable;
    floor_components: FloorComponentsTable;
    floor_connection_lines: FloorConnectionLinesTable;
    configuration_additional_installations: ConfigurationAdditionalInstallationsTable;
  }
}
