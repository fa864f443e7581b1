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
}

/** That a user dismissed the notice of an answer; other users still see it. */
export interface QuoteAnswerDismissalsTable {
  tenant_id: string;
  user_id: string;
  link_id: string;
  dismissed_at: ColumnType<Date, Date | undefined, never>;
}

/** Whether a user gets answers by e-mail; no row: the default of their roles. */
export interface QuoteAnswerMailSettingsTable {
  tenant_id: string;
  user_id: string;
  wants_mail: boolean;
}

declare module '../db/schema' {
  interface Database {
    quote_links: QuoteLinksTable;
    quote_answer_dismissals: QuoteAnswerDismissalsTable;
    quote_answer_mail_settings: QuoteAnswerMailSettingsTable;
  }
}
