import { randomUUID } from 'node:crypto';
import { datanormImportEndpoints, MAX_DATANORM_UPLOAD_BYTES } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { currentActor } from '../db/actor';
import { toJson } from '../db/json';
import { withTenant } from '../db/scopes';
import { registerEndpoint } from '../http/registerEndpoint';
import { failure, success } from '../http/results';
import type { AppServices } from '../http/services';
import { installFileUploadParser } from '../http/fileUploads';
import { invalidFile } from '../http/uploads';
import { countToApply } from './apply';
import { findImport, latestImportId, runningImport, setStatus } from './importRepository';
import { sendJob } from '../jobs/jobQueue';
import { DATANORM_IMPORT } from './jobs';
import { clearStaging } from './staging';
import { storeUpload } from './uploadStore';

const notFound = () => failure('failure/NotFound', 'Der Import wurde nicht gefunden.');

/** DATANORM imports: upload into a preview, confirm the groups to take, cancel, follow the progress. */
export function registerDatanormRoutes(app: FastifyInstance, { db, jobs }: AppServices): void {
  // The import's job is sent in the transaction that changes its state; this process starts on it
  // at once, and any other takes it over should this one die (ADR 0021).
  const sendImportJob = (trx: Parameters<typeof sendJob>[0], tenantId: string, importId: string) => sendJob(trx, DATANORM_IMPORT, { tenantId, importId });
  const startJobs = () => void jobs.runNow(DATANORM_IMPORT);

  void app.register(async (uploads) => {
    installFileUploadParser(uploads);
    registerEndpoint(
      uploads,
      datanormImportEndpoints.upload,
      async ({ tenantId, query, body }) => {
        // The contract lets through only a file on the server; this scope's parser hands it over as a Blob.
        if (!(body instanceof Blob)) throw invalidFile('Bitte wählen Sie eine Datei aus.');
        if (body.size === 0) throw invalidFile('Die Datei ist leer.');
        const id = randomUUID();
        const fileName = query.fileName || 'DATANORM';
        const started = await withTenant(db, tenantId, async (trx) => {
          if (await runningImport(trx, tenantId)) return false;
          await trx.insertInto('datanorm_imports').values({ tenant_id: tenantId, id, file_name: fileName, status: 'Reading', selected_groups: toJson([]) }).execute();
          await storeUpload(trx, tenantId, id, body);
          await sendImportJob(trx, tenantId, id);
          return true;
        });
        if (!started) return failure('failure/Conflict', 'Es läuft bereits ein Import. Bitte warten Sie, bis er abgeschlossen ist, oder brechen Sie ihn ab.');
        startJobs();
        const created = await withTenant(db, tenantId, (trx) => findImport(trx, tenantId, id));
        return success(created as NonNullable<typeof created>);
      },
      { bodyLimit: MAX_DATANORM_UPLOAD_BYTES },
    );
  });

  registerEndpoint(app, datanormImportEndpoints.latest, async ({ tenantId }) => {
    return success(
      await withTenant(db, tenantId, async (trx) => {
        const id = await latestImportId(trx, tenantId);
        return (id && (await findImport(trx, tenantId, id))) || null;
      }),
    );
  });

  registerEndpoint(app, datanormImportEndpoints.get, async ({ tenantId, params }) => {
    const found = await withTenant(db, tenantId, (trx) => findImport(trx, tenantId, params.id));
    return found ? success(found) : notFound();
  });

  registerEndpoint(app, datanormImportEndpoints.confirm, async ({ tenantId, params, body }) => {
    const outcome = await withTenant(db, tenantId, async (trx) => {
      const found = await findImport(trx, tenantId, params.id);
      if (!found) return 'not-found' as const;
      if (found.status !== 'Preview') return 'not-in-preview' as const;
      const groups = body.groups.filter((group) => found.groups.some((known) => known.supplier === group.supplier && known.articleGroup === group.articleGroup));
      if (groups.length === 0) return 'no-group' as const;
      await trx
        .insertInto('datanorm_group_targets')
        .values(groups.map((group) => ({ tenant_id: tenantId, supplier: group.supplier, article_group: group.articleGroup, target: group.target })))
        .onConflict((oc) => oc.columns(['tenant_id', 'supplier', 'article_group']).doUpdateSet((eb) => ({ target: eb.ref('excluded.target') })))
        .execute();
      const total = await countToApply(trx, tenantId, params.id, groups);
      await trx
        .updateTable('datanorm_imports')
        .set({ status: 'Importing', done: 0, total, selected_groups: toJson(groups), confirmed_by: currentActor() ?? null })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', params.id)
        .execute();
      await sendImportJob(trx, tenantId, params.id);
      return groups;
    });
    if (outcome === 'not-found') return notFound();
    if (outcome === 'not-in-preview') return failure('failure/Conflict', 'Der Import wartet nicht auf eine Bestätigung.');
    if (outcome === 'no-group') throw invalidFile('Keine der gewählten Warengruppen ist in der Vorschau enthalten.');
    startJobs();
    return success((await withTenant(db, tenantId, (trx) => findImport(trx, tenantId, params.id))) as NonNullable<Awaited<ReturnType<typeof findImport>>>);
  });

  registerEndpoint(app, datanormImportEndpoints.cancel, async ({ tenantId, params }) => {
    const outcome = await withTenant(db, tenantId, async (trx) => {
      const found = await findImport(trx, tenantId, params.id);
      if (!found) return 'not-found' as const;
      if (found.status === 'Preview') {
        await clearStaging(trx, tenantId, params.id, { problems: true });
        await setStatus(trx, tenantId, params.id, { status: 'Cancelled', done: 0, total: 0 });
        return 'cancelled' as const;
      }
      if (found.status !== 'Reading' && found.status !== 'Importing') return 'finished' as const;
      await trx.updateTable('datanorm_imports').set({ cancel_requested: true }).where('tenant_id', '=', tenantId).where('id', '=', params.id).execute();
      // The running job sees the request at its next chunk; this one undoes the import should that job have ended for good.
      await sendImportJob(trx, tenantId, params.id);
      return found.status;
    });
    if (outcome === 'not-found') return notFound();
    if (outcome === 'finished') return failure('failure/Conflict', 'Der Import ist bereits abgeschlossen und kann nicht mehr abgebrochen werden.');
    if (outcome !== 'cancelled') startJobs();
    return success((await withTenant(db, tenantId, (trx) => findImport(trx, tenantId, params.id))) as NonNullable<Awaited<ReturnType<typeof findImport>>>);
  });
}
