import type { ConfigurationStatus, QuoteStatus } from '@planner/api';
import type { Generated } from 'kysely';
import type { CreatedAt } from '../db/schema';

export interface ConfigurationsTable {
  tenant_id: string;
  id: string;
  project_id: string;
  name: string;
  /** Exactly one quote of each project is its favorite (partial unique index). */
  is_favorite: Generated<boolean>;
  status: Generated<ConfigurationStatus>;
  quote_status: QuoteStatus | null;
  created_at: CreatedAt;
}

declare module '../db/schema' {
  interface Database {
    configurations: ConfigurationsTable;
  }
}
