import { actAs, recordAuditEvent } from '../audit';
import type { Db } from '../db/database';
import { withTenant, type TenantTransaction, type TransactionOptions } from '../db/scopes';
import { refreshStatistics } from '../db/statistics';
import type { JobHandler, RunningJob } from '../jobs/jobQueue';
import { applyChunk, undoChunk, type SelectedGroup } from './apply';
import { classifyChunk, type ArticleKey } from './classify';
import { setStatus } from './importRepository';
import { UPLOAD_LIMITS } from './limits';
import { ChunkPace, paceOf, type PaceSettings } from './pace';
import { DatanormFileError } from './parser/lines';
import { readDatanormUpload, type UploadSource } from './parser/readUpload';
import { clearStaging, StagingBuffer } from './staging';
import { dropUpload, hasStoredUpload, storedUpload } from './uploadStore';

/** The queue of DATANORM imports (created in migration 0053): reading an upload, writing it, undoing it. */
export const DATANORM_IMPORT = 'datanorm-import';

export interface DatanormJob {
  tenantId: string;
  importId: string;
}

export type JobPhase = 'Reading' | 'Importing' | 'Cancelling';

export interface JobHooks {
  /** Called after each chunk's transaction; tests hold or cancel an import there. */
  afterChunk?: (phase: JobPhase, chunk: number) => Promise<void>;
  /** Told after each chunk that the import goes on: the job's lease is extended. */
  progress?: RunningJob['stillWorking'];
  /** Chunk sizes and pauses other than the database's own. */
  pace?: PaceSettings;
}

/** One run of an import: its chunks, each followed by the hooks and a pause for other requests. */
function chunkRunner(db: Db, hooks: JobHooks, phase: JobPhase) {
  const pace = new ChunkPace(hooks.pace ?? paceOf(db));
  let chunk = 0;
  return {
    get size() {
      return pace.size;
    },
    /** Runs one chunk's transaction, timed to size the next. */
    run: <T>(work: () => Promise<T>): Promise<T> => pace.chunk(work),
    /** Between a chunk and the next: the hooks, then the pause. */
    async next(): Promise<void> {
      await hooks.afterChunk?.(phase, (chunk += 1));
      await hooks.progress?.();
      await pace.pause();
    },
  };
}

/**
 * The tables whose statistics an import refreshes when it has filled them (see
 * `refreshStatistics`): before comparing, before writing, and after the last article written.
 */
const STAGING_TABLES = ['datanorm_import_articles', 'datanorm_import_texts'] as const;
const MASTER_DATA_TABLES = ['electrical_components', 'electrical_component_prices', 'additional_installations', 'additional_installation_prices'] as const;

/**
 * A chunk's commit does not wait for the disk: a crash loses at most the last chunks together
 * with the progress kept in them, and the import's job goes on from what was kept. Any later
 * commit that waits (another company's request, the job's own end) writes them out. The
 * articles it writes get no audit entry each: the import records one when it ends.
 */
const CHUNK_TRANSACTION: TransactionOptions = { waitForDisk: false, auditEachRow: false };

class ImportCancelled extends Error {}
/** Another job took the import over (after this one's lease ran out) or ended it. */
class ImportTakenOver extends Error {}

export const MSG_IMPORT_FAILED = 'Der Import ist fehlgeschlagen; alle bis dahin geschriebenen Änderungen wurden zurückgenommen.';

/**
 * The import's row, locked until the chunk's transaction ends: jobs of the same import (one
 * whose lease ran out and the one that took over) write their chunks one after the other and
 * each sees what the other wrote.
 */
const lockImport = (trx: TenantTransaction, tenantId: string, importId: string) =>
  trx
    .selectFrom('datanorm_imports')
    .select(['status', 'cancel_requested', 'read_attempt', 'done', 'applied_supplier', 'applied_article_number'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', importId)
    .forUpdate()
    .executeTakeFirst();

async function finish(db: Db, tenantId: string, importId: string, status: 'Cancelled' | 'Failed', error: string | null): Promise<void> {
  await withTenant(db, tenantId, async (trx) => {
    await lockImport(trx, tenantId, importId);
    await clearStaging(trx, tenantId, importId, { problems: true });
    await dropUpload(trx, tenantId, importId);
    await trx.updateTable('datanorm_imports').set({ status, error, done: 0, total: 0 }).where('tenant_id', '=', tenantId).where('id', '=', importId).execute();
  });
}

/**
 * Reads an upload into its import's staging rows and compares them with the master data, a
 * chunk per transaction with a pause between, so that other companies are served meanwhile.
 * Ends in Preview, or Failed (unreadable file) or Cancelled with nothing staged. Each run starts
 * the reading afresh as a new attempt; an earlier attempt still running stops at its next chunk.
 */
export async function readIntoPreview(db: Db, tenantId: string, importId: string, upload: UploadSource, fileName: string, hooks: JobHooks = {}): Promise<void> {
  const attempt = await withTenant(db, tenantId, async (trx) => {
    const row = await lockImport(trx, tenantId, importId);
    if (row?.status !== 'Reading') return undefined;
    await clearStaging(trx, tenantId, importId, { problems: true });
    await trx.updateTable('datanorm_imports').set({ read_attempt: row.read_attempt + 1 }).where('tenant_id', '=', tenantId).where('id', '=', importId).execute();
    return row.read_attempt + 1;
  });
  if (attempt === undefined) return;
  const current = async (trx: TenantTransaction) => {
    const row = await lockImport(trx, tenantId, importId);
    if (row?.status !== 'Reading' || row.read_attempt !== attempt) throw new ImportTakenOver();
    if (row.cancel_requested) throw new ImportCancelled();
  };
  try {
    const buffer = new StagingBuffer(tenantId, importId);
    const chunks = chunkRunner(db, hooks, 'Reading');
    const step = async <T>(work: (trx: TenantTransaction) => Promise<T>): Promise<T> => {
      const result = await chunks.run(() =>
        withTenant(
          db,
          tenantId,
          async (trx) => {
            await current(trx);
            return work(trx);
          },
          CHUNK_TRANSACTION,
        ),
      );
      await chunks.next();
      return result;
    };
    for await (const event of readDatanormUpload(upload, fileName, UPLOAD_LIMITS)) {
      buffer.add(event);
      if (buffer.size >= chunks.size) await step((trx) => buffer.flush(trx));
    }
    await step((trx) => buffer.flush(trx));
    await refreshStatistics(db, [...STAGING_TABLES, ...MASTER_DATA_TABLES]);
    let after: ArticleKey | null = null;
    do after = await step((trx) => classifyChunk(trx, tenantId, importId, after, chunks.size));
    while (after);
    await withTenant(db, tenantId, async (trx) => {
      await current(trx);
      await dropUpload(trx, tenantId, importId);
      await trx.updateTable('datanorm_imports').set({ status: 'Preview', done: 0, total: 0 }).where('tenant_id', '=', tenantId).where('id', '=', importId).execute();
    });
  } catch (error) {
    if (error instanceof ImportTakenOver) return;
    if (error instanceof ImportCancelled) return finish(db, tenantId, importId, 'Cancelled', null);
    if (error instanceof DatanormFileError) return finish(db, tenantId, importId, 'Failed', error.message);
    await finish(db, tenantId, importId, 'Failed', MSG_IMPORT_FAILED);
    throw error;
  }
}

/** Takes back every logged write of an import, chunk by chunk, and ends it Cancelled or Failed. */
export async function undoImport(db: Db, tenantId: string, importId: string, hooks: JobHooks = {}, outcome: 'Cancelled' | 'Failed' = 'Cancelled'): Promise<void> {
  await withTenant(db, tenantId, async (trx) => {
    await lockImport(trx, tenantId, importId);
    await setStatus(trx, tenantId, importId, { status: 'Cancelling' });
  });
  const chunks = chunkRunner(db, hooks, 'Cancelling');
  const undoNext = (trx: TenantTransaction) => lockImport(trx, tenantId, importId).then(() => undoChunk(trx, tenantId, importId, chunks.size));
  while ((await chunks.run(() => withTenant(db, tenantId, undoNext, CHUNK_TRANSACTION))) > 0) await chunks.next();
  await finish(db, tenantId, importId, outcome, outcome === 'Failed' ? MSG_IMPORT_FAILED : null);
}

/** The import's entry of the audit log, in the name of who confirmed it: its file and what it wrote. */
async function recordImported(trx: TenantTransaction, tenantId: string, importId: string): Promise<void> {
  const row = await trx
    .selectFrom('datanorm_imports as i')
    .select((eb) => [
      'i.file_name',
      'i.confirmed_by',
      eb.selectFrom('datanorm_import_writes as w').select((w) => w.fn.countAll<string>().as('n')).whereRef('w.import_id', '=', 'i.id').where('w.tenant_id', '=', tenantId).where('w.created', '=', true).as('created'),
      eb.selectFrom('datanorm_import_writes as w').select((w) => w.fn.countAll<string>().as('n')).whereRef('w.import_id', '=', 'i.id').where('w.tenant_id', '=', tenantId).where('w.created', '=', false).as('repriced'),
    ])
    .where('i.tenant_id', '=', tenantId)
    .where('i.id', '=', importId)
    .executeTakeFirstOrThrow();
  if (row.confirmed_by) await actAs(trx, row.confirmed_by);
  const details = { fileName: row.file_name, created: Number(row.created ?? 0), repriced: Number(row.repriced ?? 0) };
  await recordAuditEvent(trx, tenantId, { entity: 'datanorm_imports', entityId: importId, event: 'datanorm.imported', details });
}

/**
 * Writes a confirmed import chunk by chunk, each after the last article written so far (kept
 * with the import), so a job that takes over from a killed process goes on where it stopped
 * and no article is written twice. A cancel request is seen at the next chunk; then everything
 * written so far is undone, so a cancelled import leaves nothing behind.
 */
export async function applyImport(db: Db, tenantId: string, importId: string, groups: readonly SelectedGroup[], hooks: JobHooks = {}): Promise<void> {
  try {
    await refreshStatistics(db, [...STAGING_TABLES, ...MASTER_DATA_TABLES]);
    const chunks = chunkRunner(db, hooks, 'Importing');
    for (;;) {
      const chunk = async () => withTenant(db, tenantId, async (trx) => {
        const row = await lockImport(trx, tenantId, importId);
        if (row?.status !== 'Importing') return 'ended' as const;
        if (row.cancel_requested) return 'cancel' as const;
        const after = row.applied_supplier !== null && row.applied_article_number !== null ? { supplier: row.applied_supplier, articleNumber: row.applied_article_number } : null;
        const { last, written } = await applyChunk(trx, tenantId, importId, groups, after, chunks.size);
        if (!last) return 'written' as const;
        await trx
          .updateTable('datanorm_imports')
          .set({ done: row.done + written, applied_supplier: last.supplier, applied_article_number: last.articleNumber })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', importId)
          .execute();
        return 'more' as const;
      }, CHUNK_TRANSACTION);
      const next = await chunks.run(chunk);
      if (next === 'ended') return;
      if (next === 'written') {
        // Planned for the rows now there before anyone is told the import is done.
        await refreshStatistics(db, MASTER_DATA_TABLES);
        const finished = await withTenant(db, tenantId, async (trx) => {
          const row = await lockImport(trx, tenantId, importId);
          if (row?.status !== 'Importing') return true;
          if (row.cancel_requested) return false;
          await recordImported(trx, tenantId, importId);
          await clearStaging(trx, tenantId, importId);
          await setStatus(trx, tenantId, importId, { status: 'Imported' });
          return true;
        });
        if (finished) return;
        break;
      }
      if (next === 'cancel') break;
      await chunks.next();
    }
  } catch (error) {
    await undoImport(db, tenantId, importId, hooks, 'Failed');
    throw error;
  }
  await undoImport(db, tenantId, importId, hooks);
}

/**
 * The job of an import, sent with its upload, its confirmation and its cancel: it does what the
 * import's state asks for. Any process may run it, again after a process died mid-way; a job
 * that finds its import finished does nothing. Each chunk extends the job's lease, so that an
 * import longer than the lease is not taken over while it makes progress (ADR 0021).
 */
export function datanormImportJobs(db: Db, options: JobHooks = {}): JobHandler<DatanormJob> {
  return {
    queue: DATANORM_IMPORT,
    async run({ tenantId, importId }, job) {
      const hooks: JobHooks = { ...options, progress: job.stillWorking };
      const row = await withTenant(db, tenantId, async (trx) => {
        const found = await trx
          .selectFrom('datanorm_imports')
          .select(['status', 'cancel_requested', 'file_name', 'selected_groups'])
          .where('tenant_id', '=', tenantId)
          .where('id', '=', importId)
          .executeTakeFirst();
        return found && { ...found, uploaded: found.status === 'Reading' && (await hasStoredUpload(trx, tenantId, importId)) };
      });
      if (!row) return;
      const running = row.status === 'Reading' || row.status === 'Importing';
      if (row.status === 'Cancelling' || (running && row.cancel_requested)) return undoImport(db, tenantId, importId, hooks);
      if (row.status === 'Reading') {
        if (!row.uploaded) return undoImport(db, tenantId, importId, hooks, 'Failed');
        return readIntoPreview(db, tenantId, importId, storedUpload(db, tenantId, importId), row.file_name, hooks);
      }
      if (row.status === 'Importing') return applyImport(db, tenantId, importId, row.selected_groups, hooks);
    },
  };
}
