import type { FastifyInstance } from 'fastify';
import type { TenantTransaction } from './db/scopes';
import type { DocumentKind } from './documents';
import type { AppServices, AuditedRecords } from './http/services';
import type { JobHandler } from './jobs/jobQueue';
import type { DemoImage } from './images/demoImages';

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
  /** Its background work on the job queue (ADR 0021), its queue created by its migration. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each queue's handler reads the data its own jobs carry
  jobs?(services: AppServices): readonly JobHandler<any>[];
}

export type { AuditedRecords };
