import type { SessionValidity, TokenService } from '../auth';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { AuditedRecords } from '../feature';
import type { Mailer } from '../mail';
import type { BlobStore } from '../storage/blobStore';

/** What route handlers depend on; built once per app. */
export interface AppServices {
  config: Config;
  db: Db;
  tokens: TokenService;
  sessions: SessionValidity;
  blobs: BlobStore;
  mailer: Mailer;
  /** Every feature's audited tables (ServerFeature.auditedRecords). */
  auditedRecords: AuditedRecords;
}
