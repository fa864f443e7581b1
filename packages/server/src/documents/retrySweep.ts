import type { Db } from '../db/database';
import { asSystem } from '../db/scopes';
import type { BlobStore } from '../storage/blobStore';
import { renderDocument, type DocumentKind } from './pipeline';
import { claimDueDocuments } from './repository';

/**
 * What runs the retries of Pending documents. Today a timer in each server process; a job queue
 * can take its place behind the same three calls.
 */
export interface DocumentRetryScheduler {
  start(): void;
  stop(): Promise<void>;
  /** Claims the due documents and renders them one after another; how many were stored. */
  runOnce(): Promise<number>;
}

interface SweepOptions {
  db: Db;
  blobs: BlobStore;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind reads the input its own renderer takes
  kinds: readonly DocumentKind<any>[];
  onError: (error: unknown) => void;
  intervalMs?: number;
  batchSize?: number;
}

/** A periodic sweep over the Pending documents of every company; several processes never render one document twice. */
export function documentRetrySweep({ db, blobs, kinds, onError, intervalMs = 30_000, batchSize = 5 }: SweepOptions): DocumentRetryScheduler {
  const byName = new Map(kinds.map((kind) => [kind.kind, kind]));
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const runOnce = async () => {
    const claimed = await asSystem(db, (trx) => claimDueDocuments(trx, batchSize));
    let stored = 0;
    for (const document of claimed) {
      const kind = byName.get(document.kind);
      if (kind && (await renderDocument(db, blobs, kind, document.tenantId, document.id)) === 'stored') stored += 1;
    }
    return stored;
  };

  const tick = () => {
    if (running) return;
    running = runOnce()
      .catch((error: unknown) => {
        onError(error);
        return 0;
      })
      .finally(() => (running = null));
  };

  return {
    start() {
      timer ??= setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    runOnce,
  };
}
