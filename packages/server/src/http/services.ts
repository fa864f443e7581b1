import type { Role } from '@planner/api';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Mailer } from '../mail';
import type { BlobStore } from '../storage/blobStore';
import type { AccessClaims } from './authentication';

// The services are declared here and made by the features (auth makes the token service and the
// session validity); src/app.ts puts them together, so the kit depends on no feature.

export interface TokenService {
  issueAccessToken(claims: AccessClaims): Promise<string>;
  /** The claims of a validly signed, unexpired access token; `null` otherwise. Says nothing about its session. */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
}

export interface SessionValidity {
  /** The roles of the session's user while the session is open and the user active; `null` otherwise. */
  rolesOf(sessionId: string): Promise<readonly Role[] | null>;
  /** Ended sessions are refused here at once; resolves when the other processes have been sent the news (ADR 0019). */
  markEnded(sessionIds: readonly string[]): Promise<void>;
  /** The user's roles changed: every process asks again; resolves when the others have been sent the news. */
  forget(sessionIds: readonly string[]): Promise<void>;
}

/** Tables the audit log traces, each with the column that names a row (see ServerFeature.auditedRecords). */
export type AuditedRecords = Readonly<Record<string, { nameColumn?: string }>>;

/** The job queue as requests use it (src/jobs/jobQueue.ts). */
export interface JobRunner {
  /** Does the due jobs of `queue` in this process now, e.g. the one the request has just committed. */
  runNow(queue: string): Promise<void>;
}

/** What route handlers depend on; built once per app. */
export interface AppServices {
  config: Config;
  db: Db;
  tokens: TokenService;
  sessions: SessionValidity;
  blobs: BlobStore;
  mailer: Mailer;
  jobs: JobRunner;
  /** Every feature's audited tables (ServerFeature.auditedRecords). */
  auditedRecords: AuditedRecords;
}
