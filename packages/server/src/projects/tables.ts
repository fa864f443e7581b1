import type { PropertyDeveloperType } from '@planner/api';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../db/schema';

export interface ProjectsTable {
  tenant_id: string;
  id: string;
  jobsite_id: string;
  name: string;
  property_developer_type: PropertyDeveloperType['type'];
  /** The three are set exactly for developer orders (check constraint). */
  company_id: string | null;
  contact_person_id: string | null;
  construction_specification_id: string | null;
  /** Generated from the name, lower-cased, for `anyText`. */
  search_text: ColumnType<string, never, never>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  /** Set while the project is archived (it holds finalized quotes, which are kept). */
  archived_at: Date | null;
}

declare module '../db/schema' {
  interface Database {
    projects: ProjectsTable;
  }
}
