import type { QuoteAnswerKind } from '@planner/api';
import type { ColumnType } from 'kysely';

export interface QuoteLinksTable {
  tenant_id: string;
  id: string;
  quote_id: string;
  token_sha256: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  revoked_at: Date | null;
  answer: QuoteAnswerKind | null;
  answered_at: Date | null;
  signer_name: ColumnType<string, string | undefined, string>;
  decline_reason: ColumnType<string, string | undefined, string>;
  ip_address: ColumnType<string, string | undefined, string>;
  user_agent: ColumnType<string, string | undefined, string>;
  pdf_sha256: ColumnType<string, string | undefined, string>;
  answer_seen_at: Date | null;
}

declare module '../db/schema' {
  interface Database {
    quote_links: QuoteLinksTable;
  }
}
