import type { PvOfferAdjustments } from '@planner/api/pv';
import type { ColumnType } from 'kysely';
import type { JsonColumn } from '../../db/json';

export interface PvOffersTable {
  tenant_id: string;
  configuration_id: string;
  version: number;
  /** As validated by the contract. */
  adjustments: JsonColumn<PvOfferAdjustments>;
  updated_at: ColumnType<Date, never, Date>;
}

declare module '../../db/schema' {
  interface Database {
    pv_offers: PvOffersTable;
  }
}
