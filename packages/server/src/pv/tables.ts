import type { StoredFile } from '@planner/api';
import type { ColumnType } from 'kysely';
import type { JsonColumn } from '../db/json';
import type { CreatedAt } from '../db/schema';

export type PvPartKind =
  | 'pv-module'
  | 'inverter'
  | 'heater-rod'
  | 'wallbox'
  | 'roof-tile'
  | 'metal-roof-tile'
  | 'battery-storage'
  | 'pv-service'
  | 'mounting-part';

/** An uploaded file as stored on its part: the public description plus the blob holding it. */
export interface StoredFileColumn extends StoredFile {
  blobId: string;
}

export interface PvManufacturersTable {
  tenant_id: string;
  id: string;
  name: string;
  created_at: CreatedAt;
}

export interface PvComponentsTable {
  tenant_id: string;
  id: string;
  kind: PvPartKind;
  name: string;
  description: string;
  manufacturer_id: string | null;
  fitting_metal_roof_tile_id: string | null;
  /** The kind's technical values, as validated by the contract. */
  technical_data: JsonColumn<Record<string, unknown>>;
  icon: JsonColumn<StoredFileColumn | null>;
  data_sheet: JsonColumn<StoredFileColumn | null>;
  search_text: ColumnType<string, never, never>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, never, Date>;
}

export interface PvInverterMppInputsTable {
  tenant_id: string;
  inverter_id: string;
  input_index: number;
  string_count: number;
  max_input_current: number | null;
  max_short_circuit_current: number | null;
}

export interface PvComponentPricesTable {
  tenant_id: string;
  component_id: string;
  /** ISO day. */
  valid_from: ColumnType<Date, string, string>;
  price: number;
  created_at: CreatedAt;
}

declare module '../db/schema' {
  interface Database {
    pv_manufacturers: PvManufacturersTable;
    pv_components: PvComponentsTable;
    pv_inverter_mpp_inputs: PvInverterMppInputsTable;
    pv_component_prices: PvComponentPricesTable;
  }
}
