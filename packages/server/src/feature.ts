import type { FastifyInstance } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from './db/schema';
import type { TenantTransaction } from './db/scopes';
import type { DocumentKind } from './documents';
import type { AppServices, AuditedRecords } from './http/services';
import type { DemoImage } from './images/demoImages';
import type { JobHandler } from './jobs/jobQueue';

/**
 * Demo data of one feature, added to the demo company once: each step runs the first time
 * the server starts with it and is then recorded by name, so a step never runs twice and
 * a renamed step runs again.
 */
export interface DemoSeedStep {
  name: string;
  run(trx: TenantTransaction, tenantId: string): Promise<void>;
}

/**
 * Positions a feature adds to a configuration besides its floors, additional installations and
 * checkout (the PV offer), priced into the totals of open configurations (src/planning), which
 * the composition root hands them to, so planning imports no feature that imports planning.
 */
export interface ExtraPositions {
  /** The ids among `configurationIds` that have such positions, as rows `{ id }`: a column of the pricing-inputs statement. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables the feature reads are its own
  idsQuery(trx: TenantTransaction, tenantId: string, configurationIds: readonly string[]): SelectQueryBuilder<Database, any, { id: string }>;
  /** The net totals in cents of those positions of open configurations, by id, priced as of today. */
  netTotalsCents(trx: TenantTransaction, tenantId: string, configurationIds: readonly string[]): Promise<Map<string, number>>;
}

/**
 * What a feature brings to the server, declared once in its index.ts: its routes, its demo
 * data and the pictures that data shows. src/features.ts lists every feature; the app, the
 * demo company and the build take what they need from that one list.
 */
export interface ServerFeature {
  name: string;
  registerRoutes?(app: FastifyInstance, services: AppServices): void;
  demoStep?: DemoSeedStep;
  /** Drawn by the build next to the bundle (src/demo/writeDemoImages.ts). */
  demoImages?: readonly DemoImage[];
  /**
   * Its tables whose changes the audit log traces (the table's migration adds the trigger, the
   * contract's AUDIT_ENTITY_LABELS names the kind), each with the column that names a row where
   * that name is no personal data.
   */
  auditedRecords?: AuditedRecords;
  /** Its business documents, which their render jobs render again while they are Pending (src/documents). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind reads the input its own renderer takes
  documentKinds?: readonly DocumentKind<any>[];
  /** Its background work on the job queue (ADR 0021); each queue is created by a migration. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each queue's handler reads the data its jobs carry
  jobHandlers?(services: AppServices): readonly JobHandler<any>[];
  extraPositions?: ExtraPositions;
}

export type { AuditedRecords };
