import type { FastifyInstance } from 'fastify';
import { withTenant } from '../db/scopes';
import { HttpError } from '../http/errors';
import { registerListExport } from '../listExport';
import { registerEndpoint } from '../http/registerEndpoint';
import { failure, paged, success } from '../http/results';
import type { AppServices } from '../http/services';
import { findPartUse, partInUseMessage } from './design/partUse';
import { manufacturerExists } from './manufacturerRepository';
import type { PartKind, PartSave } from './partKinds';
import {
  deletePart,
  findPart,
  isFittingMetalRoofTile,
  kindOfPart,
  listParts,
  savePart,
} from './partRepository';
import type { TenantTransaction } from '../db/scopes';

const invalidField = (path: string, message: string) =>
  new HttpError(400, 'ValidationError', `${path}: ${message}`, { fieldErrors: [{ path, message }] });

/** References must name parts of the same tenant; a foreign or unknown id is invalid input. */
async function checkReferences(trx: TenantTransaction, tenantId: string, save: PartSave): Promise<void> {
  const { manufacturerId, fittingMetalRoofTileId } = save.values;
  if (manufacturerId && !(await manufacturerExists(trx, tenantId, manufacturerId))) {
    throw invalidField(`${save.fieldPrefix}manufacturerId`, 'Bitte wählen Sie einen Hersteller aus.');
  }
  if (fittingMetalRoofTileId && (await kindOfPart(trx, tenantId, fittingMetalRoofTileId)) !== 'metal-roof-tile') {
    throw invalidField(`${save.fieldPrefix}fittingMetalRoofTileId`, 'Bitte wählen Sie den passenden Metalldachziegel aus.');
  }
}

/** List, read, save and delete of one kind of PV part. */
export function registerPartRoutes(app: FastifyInstance, { db, blobs }: AppServices, kind: PartKind): void {
  const { endpoints } = kind;
  const notFound = () => failure('failure/NotFound', kind.notFoundMessage);

  registerEndpoint(app, endpoints.list, async ({ tenantId, query }) => {
    const page = await withTenant(db, tenantId, (trx) => listParts(trx, tenantId, kind.kind, query, kind.sortExpressions));
    return paged({ ...page, rows: page.rows.map(kind.toPart) }, query);
  });

  registerListExport(app, db, endpoints.export, kind.exportSpec, async (trx, tenantId, query) => {
    const page = await listParts(trx, tenantId, kind.kind, query, kind.sortExpressions);
    return { rows: page.rows.map(kind.toPart) };
  });

  registerEndpoint(app, endpoints.get, async ({ tenantId, params }) => {
    const row = await withTenant(db, tenantId, (trx) => findPart(trx, tenantId, kind.kind, params.id));
    return row ? success(kind.toPart(row)) : notFound();
  });

  registerEndpoint(app, endpoints.put, async ({ tenantId, params, body }) => {
    const save = kind.fromBody(body);
    if (save.id !== params.id) throw invalidField(`${save.fieldPrefix}id`, 'Die ID passt nicht zur Adresse.');
    const saved = await withTenant(db, tenantId, async (trx) => {
      const existingKind = await kindOfPart(trx, tenantId, params.id);
      if (existingKind && existingKind !== kind.kind) return undefined;
      await checkReferences(trx, tenantId, save);
      await savePart(trx, tenantId, kind.kind, params.id, save.values, save.mppInputs, save.priceValidFrom.slice(0, 10));
      return findPart(trx, tenantId, kind.kind, params.id);
    });
    return saved ? success(kind.toPart(saved)) : notFound();
  });

  registerEndpoint(app, endpoints.delete, async ({ tenantId, params }) =>
    withTenant(db, tenantId, async (trx) => {
      if (kind.kind === 'metal-roof-tile' && (await isFittingMetalRoofTile(trx, tenantId, params.id))) {
        return failure(
          'failure/Conflict',
          'Der Metalldachziegel kann nicht gelöscht werden, da er einem Dachziegel zugeordnet ist.',
        );
      }
      const use = await findPartUse(trx, tenantId, params.id);
      if (use && (await kindOfPart(trx, tenantId, params.id)) === kind.kind) return failure('failure/Conflict', partInUseMessage(kind.noun, use));
      const deleted = await deletePart(trx, tenantId, kind.kind, params.id);
      if (!deleted) return notFound();
      for (const file of [deleted.icon, deleted.dataSheet]) {
        if (file) await blobs.delete(trx, tenantId, file.blobId);
      }
      return success(null);
    }),
  );
}
