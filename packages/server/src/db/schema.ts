import type {
  Address,
  BankInformation,
  ContactInformation,
  Environment,
  CompanyLegalInformation,
  QuoteSettings,
  Role,
  UserStatus,
} from '@planner/api';
import type { PvDesignSettings, PvEconomicsSettings } from '@planner/api/pv';
import type { ColumnType, Generated } from 'kysely';
import type { JsonColumn } from './json';

export type CreatedAt = ColumnType<Date, never, never>;

export interface TenantsTable {
  id: Generated<string>;
  name: string;
  environments: Environment[];
  address: JsonColumn<Address | null>;
  contact_information: JsonColumn<ContactInformation | null>;
  bank_information: JsonColumn<BankInformation | null>;
  legal_information: JsonColumn<CompanyLegalInformation | null>;
  quote_settings: JsonColumn<QuoteSettings | null>;
  pv_design_settings: JsonColumn<PvDesignSettings | null>;
  pv_economics_settings: JsonColumn<PvEconomicsSettings | null>;
  logo_blob_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<string>;
  tenant_id: string;
  login_name: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  created_at: CreatedAt;
  roles: Role[];
  status: Generated<UserStatus>;
  last_sign_in_at: Date | null;
  version: Generated<number>;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  created_at: CreatedAt;
  user_agent: Generated<string>;
}

export interface BlobsTable {
  id: Generated<string>;
  tenant_id: string;
  content_type: string;
  byte_size: number;
  data: Uint8Array;
  created_at: CreatedAt;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface DemoSeedRunsTable {
  tenant_id: string;
  name: string;
  applied_at: CreatedAt;
}

/**
 * All tables. A feature declares its own tables next to its code by augmenting this
 * interface (`declare module '../db/schema' { interface Database { customers: CustomersTable } }`).
 */
export interface Database {
  tenants: TenantsTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  blobs: BlobsTable;
  server_secrets: ServerSecretsTable;
  demo_seed_runs: DemoSeedRunsTable;
}
