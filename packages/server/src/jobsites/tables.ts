import type { BuildingType } from '@planner/api';
import type { ColumnType } from 'kysely';
import type { CreatedAt } from '../db/schema';

export interface JobsitesTable {
  tenant_id: string;
  id: string;
  customer_id: string;
  street: string;
  house_number: string;
  zip_code: string;
  city: string;
  building_type: BuildingType;
  comment: string;
  /** Generated from the address and comment, lower-cased, for `anyText`. */
  search_text: ColumnType<string, never, never>;
  /** Generated: street and city, folded, for lists that show where a jobsite is. */
  place_search_text: ColumnType<string, never, never>;
  created_at: CreatedAt;
}

declare module '../db/schema' {
  interface Database {
    jobsites: JobsitesTable;
  }
}
