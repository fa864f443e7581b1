import type { CreatedAt } from '../db/schema';
import type { EInvoiceScheme, Salutation } from '@planner/api';
import type { ColumnType } from 'kysely';

export interface CustomersTable {
  tenant_id: string;
  id: string;
  salutation: ColumnType<Salutation | null, Salutation | null | undefined, Salutation | null>;
  first_name: string;
  last_name: string;
  street: string;
  house_number: string;
  zip_code: string;
  city: string;
  phone: string;
  cellphone: string;
  email: string;
  e_invoice_scheme: ColumnType<EInvoiceScheme, EInvoiceScheme | undefined, EInvoiceScheme>;
  e_invoice_address: ColumnType<string, string | undefined, string>;
  /** Generated from the other columns, lower-cased, for `anyText`. */
  search_text: ColumnType<string, never, never>;
  /** Generated: first and last name, folded, for lists that show the customer's name. */
  name_search_text: ColumnType<string, never, never>;
  created_at: CreatedAt;
  /** Set while the customer is archived (it holds finalized quotes, which are kept). */
  archived_at: Date | null;
}

/** Kept by triggers; read only. */
export interface CustomerCountsTable {
  tenant_id: string;
  count: number;
  /** Counted up by every statement that writes the tenant's customers. */
  version: number;
}

declare module '../db/schema' {
  interface Database {
    customers: CustomersTable;
    customer_counts: CustomerCountsTable;
  }
}
