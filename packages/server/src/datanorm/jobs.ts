import { setImmediate } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { withTenant } from '../db/scopes';
import { applyChunk, undoChunk, type SelectedGroup } from './apply';
import { classifyChunk, type ArticleKey } from './classify';
import { cancelRequested, setStatus } from './importRepository';
import { CHUNK_SIZE, UPLOAD_LIMITS } from './limits';
import { DatanormFileError } from './parser/lines';
import { readDatanormUpload } from './parser/readUpload';
import { clearStaging, StagingBuffer } from './staging';

export type JobPhase = 'Reading' | 'Importing' | 'Cancelling';

/** Called after each chunk's transaction; tests hold or cancel an import there. */
export interface JobHooks {
  afterChunk?: (phase: JobPhase, chunk: number) => Promise<void>;
}

class ImportCancelled extends Error {}

export const MSG_IMPORT_FAILED = 'Der Import ist fehlgeschlagen; alle bis dahin geschriebenen Änderungen wurden zurückgenommen.';

/** Imports this process is working on; one left behind by a restart is not among them. */
const running = new Set<string>();
export const isRunningHere = (importId: string) => running.has(importId);

async function finish(db: Db, tenantId: string, importId: string, status: 'Cancelled' | 'Failed', error: string | null): Promise<void> {
  await withTenant(db, tenantId, async (trx) => {
    await clearStaging(trx, tenantId, importId, { problems: true });
    await setStatus(trx, tenantId, importId, { status, error, done: 0, total: 0 });
  });
}

/**
 * Reads an upload into its import's staging rows and compares them with the master data, a
 * chunk per transaction with a pause between, so that other companies are served meanwhile.
 * Ends in Preview, or Failed (unreadable file) or Cancelled with nothing staged.
 */
export async function readIntoPreview(db: Db, tenantId: string, importId: string, upload: Uint8Array, fileName: string, hooks: JobHooks = {}): Promise<void> {
  running.add(importId);
  try {
    const buffer = new StagingBuffer(tenantId, importId);
    let chunk = 0;
    const step = async <T>(work: Parameters<typeof withTenant<T>>[2]): Promise<T> => {
      const { result, cancelled } = await withTenant(db, tenantId, async (trx) => ({ result: await work(trx), cancelled: await cancelRequested(trx, tenantId, importId) }));
      await hooks.afterChunk?.('Reading', (chunk += 1));
      if (cancelled) throw new ImportCancelled();
      await setImmediate();
      return result;
    };
    for await (const event of readDatanormUpload(upload, fileName, UPLOAD_LIMITS)) {
      buffer.add(event);
      if (buffer.size >= CHUNK_SIZE) await step((trx) => buffer.flush(trx));
    }
    await step((trx) => buffer.flush(trx));
    let after: ArticleKey | null = null;
    do after = await step((trx) => classifyChunk(trx, tenantId, importId, after));
    while (after);
    await withTenant(db, tenantId, (trx) => setStatus(trx, tenantId, importId, { status: 'Preview', done: 0, total: 0 }));
  } catch (error) {
    if (error instanceof ImportCancelled) return finish(db, tenantId, importId, 'Cancelled', null);
    if (error instanceof DatanormFileError) return finish(db, tenantId, importId, 'Failed', error.message);
    await finish(db, tenantId, importId, 'Failed', MSG_IMPORT_FAILED);
    throw error;
  } finally {
    running.delete(importId);
  }
}

/** Takes back every logged write of an import, chunk by chunk, and ends it Cancelled or Failed. */
export async function undoImport(db: Db, tenantId: string, importId: string, hooks: JobHooks = {}, outcome: 'Cancelled' | 'Failed' = 'Cancelled'): Promise<void> {
  running.add(importId);
  try {
    await withTenant(db, tenantId, (trx) => setStatus(trx, tenantId, importId, { status: 'Cancelling' }));
    let chunk = 0;
    while ((await withTenant(db, tenantId, (trx) => undoChunk(trx, tenantId, importId))) > 0) {
      await hooks.afterChunk?.('Cancelling', (chunk += 1));
      await setImmediate();
    }
    await finish(db, tenantId, importId, outcome, outcome === 'Failed' ? MSG_IMPORT_FAILED : null);
  } finally {
    running.delete(importId);
  }
}

/**
 * Writes a confirmed import chunk by chunk. A cancel request is seen at the next chunk; then
 * everything written so far is undone, so a cancelled import leaves nothing behind.
 */
export async function applyImport(db: Db, tenantId: string, importId: string, groups: readonly SelectedGroup[], hooks: JobHooks = {}): Promise<void> {
  running.add(importId);
  try {
    let after: ArticleKey | null = null;
    let done = 0;
    let chunk = 0;
    for (;;) {
      const next = await withTenant(db, tenantId, async (trx) => {
        if (await cancelRequested(trx, tenantId, importId)) return 'cancel' as const;
        const { last, written } = await applyChunk(trx, tenantId, importId, groups, after);
        done += written;
        if (last) await setStatus(trx, tenantId, importId, { done });
        else {
          await clearStaging(trx, tenantId, importId);
          await setStatus(trx, tenantId, importId, { status: 'Imported', done });
        }
        return last;
      });
      if (next === 'cancel') break;
      await hooks.afterChunk?.('Importing', (chunk += 1));
      if (!next) return;
      after = next;
      await setImmediate();
    }
  } catch (error) {
    running.delete(importId);
    await undoImport(db, tenantId, importId, hooks, 'Failed');
    throw error;
  } finally {
    running.delete(importId);
  }
  await undoImport(db, tenantId, importId, hooks);
}

/** Runs a job without holding up the request that started it; a failure is logged, the import marked. */
export function inBackground(log: FastifyBaseLogger, importId: string, job: Promise<void>): void {
  job.catch((error: unknown) => log.error({ err: error, importId }, 'DATANORM import failed'));
}
