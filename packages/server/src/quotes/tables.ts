import type { Quote, QuoteStatus } from '@planner/api';
import type { ColumnType } from 'kysely';
import type { JsonColumn } from '../db/json';
import type { StoredQuoteSnapshot } from './storedSnapshot';

/**
 * Everything of a quote but its status and the extension of its validity, which change after
 * finalizing and live in their own column and table.
 */
export type QuoteSnapshot = Omit<Quote, 'quoteStatus' | 'validityExtension'>;

export interface QuotesTable {
  tenant_id: string;
  /** The configuration's id. */
  id: string;
  project_id: string;
  quote_number: string;
  quote_name: string;
  quote_status: ColumnType<QuoteStatus, QuoteStatus | undefined, QuoteStatus>;
  finalized_at: ColumnType<Date, Date, never>;
  customer_name: string;
  project_name: string;
  net_total: number;
  gross_total: number;
  snapshot: JsonColumn<StoredQuoteSnapshot>;
  search_text: ColumnType<string, never, never>;
}

/** The customer's withdrawal from an accepted quote; `id` is the quote's. Never changed. */
export interface QuoteWithdrawalsTable {
  tenant_id: string;
  id: string;
  withdrawn_on: string;
  reason: string;
  recorded_at: ColumnType<Date, Date | undefined, never>;
  recorded_by: string | null;
}

declare module '../db/schema' {
  interface Database {
    quotes: QuotesTable;
    quote_withdrawals: QuoteWithdrawalsTable;
  }
}
