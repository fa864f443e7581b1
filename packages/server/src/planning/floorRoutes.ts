import {
  floorEndpoints,
  MAX_FLOOR_FILE_BYTES,
  MAX_PLAN_DOCUMENT_BYTES,
  MSG_CONFIGURATION_FINALIZED,
  MSG_CONFIGURATION_NOT_FOUND,
  MSG_FLOOR_NOT_FOUND,
  MSG_PLAN_DOCUMENT_OUTDATED,
} from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { assertSameId } from '../http/idMismatch';
import { withTenant, type TenantTransaction } from '../db/scopes';
import { registerEndpoint } from '../http/registerEndpoint';
import { binary, failure, success } from '../http/results';
import type { AppServices } from '../http/services';
import { installUploadBodyParser } from '../http/uploads';
import { configurationAccess, floorAccess } from './configurationAccess';
import { findFloorFile, replaceFloorFiles, type FloorFileSlot } from './floorFiles';
import {
  commitFloorSave,
  deleteFloor,
  findFloor,
  floorQuoteInfo,
  listFloorPreviews,
  lockFloor,
  prepareFloorSave,
  removeUnsavedFloor,
} from './floorRepository';
import { planImageFromDataUrl, planPdf, planPreviewFromDataUrl } from './floorUpload';
import { invalidField } from '../http/errors';
import { assertConsistentStructure, assertValidReferences } from './floorValidation';
import { findPlanDocument, savePlanDocument } from './planDocument';
import { saveStructureInSteps } from './structureRevisions';

/** A data URL of the full image in base64, plus the preview and JSON framing. */
const IMAGE_BODY_LIMIT = Math.ceil((MAX_FLOOR_FILE_BYTES * 4) / 3) + 1024 * 1024;
const STRUCTURE_BODY_LIMIT = 4 * 1024 * 1024;
const INLINE_IMAGE = /"data:image\//;

const floorNotFound = () => failure('failure/NotFound', MSG_FLOOR_NOT_FOUND);
const finalized = () => failure('failure/ConfigurationFinalized', MSG_CONFIGURATION_FINALIZED);
const outdated = () => failure('failure/Conflict', MSG_PLAN_DOCUMENT_OUTDATED);

/** Runs a write on a floor only when its configuration is known and not finalized. */
async function writeFloor<T>(
  trx: TenantTransaction,
  tenantId: string,
  floorId: string,
  write: () => Promise<T>,
): Promise<T | ReturnType<typeof floorNotFound> | ReturnType<typeof finalized>> {
  const { access } = await floorAccess(trx, tenantId, floorId);
  if (access === 'not-found') return floorNotFound();
  if (access === 'finalized') return finalized();
  return write();
}

export function registerFloorRoutes(app: FastifyInstance, { db, blobs }: AppServices): void {
  registerEndpoint(app, floorEndpoints.list, ({ tenantId, params }) =>
    withTenant(db, tenantId, async (trx) => {
      if ((await configurationAccess(trx, tenantId, params.id)) === 'not-found') {
        return failure('failure/NotFound', MSG_CONFIGURATION_NOT_FOUND);
      }
      return success(await listFloorPreviews(trx, tenantId, params.id));
    }),
  );

  registerEndpoint(app, floorEndpoints.get, async ({ tenantId, params }) => {
    const floor = await withTenant(db, tenantId, (trx) => findFloor(trx, tenantId, params.floorId));
    return floor ? success(floor) : floorNotFound();
  });

  registerEndpoint(
    app,
    floorEndpoints.put,
    async ({ tenantId, params, body }) => {
      assertSameId(params.floorId, body.id);
      assertConsistentStructure(body);
      let created = false;
      const removeIfCreated = () => (created ? withTenant(db, tenantId, (trx) => removeUnsavedFloor(trx, tenantId, body.id)) : undefined);
      try {
        const saved = await saveStructureInSteps(
          db,
          tenantId,
          body.id,
          body,
          async (trx, makeStructureCurrent) => {
            // The quote may have been finalized while the structure was written.
            if ((await configurationAccess(trx, tenantId, body.configurationId)) === 'finalized') return finalized();
            // A floor created by this save has no earlier version to conflict with.
            const { planVersion, ...unversioned } = body;
            const floor = await commitFloorSave(trx, tenantId, created ? unversioned : { ...unversioned, planVersion }, makeStructureCurrent);
            if (floor === 'conflict') return outdated();
            return floor ? success(floor) : floorNotFound();
          },
          async (trx) => {
            const access = await configurationAccess(trx, tenantId, body.configurationId);
            if (access === 'not-found') return failure('failure/NotFound', MSG_CONFIGURATION_NOT_FOUND);
            if (access === 'finalized') return finalized();
            await assertValidReferences(trx, tenantId, body.configurationId, body);
            const prepared = await prepareFloorSave(trx, tenantId, body);
            if (prepared === 'elsewhere') return floorNotFound();
            if (prepared === 'conflict') return outdated();
            created = prepared.created;
            return undefined;
          },
        );
        if (saved.type !== 'success') await removeIfCreated();
        return saved;
      } catch (error) {
        await removeIfCreated();
        throw error;
      }
    },
    { bodyLimit: STRUCTURE_BODY_LIMIT },
  );

  registerEndpoint(app, floorEndpoints.delete, ({ tenantId, params }) =>
    withTenant(db, tenantId, (trx) =>
      writeFloor(trx, tenantId, params.floorId, async () => {
        await deleteFloor(trx, tenantId, params.floorId);
        return success(null);
      }),
    ),
  );

  registerEndpoint(
    app,
    floorEndpoints.putImage,
    async ({ tenantId, params, body }) => {
      const image = planImageFromDataUrl('imageData', body.imageData);
      const preview = body.previewData === undefined ? undefined : planPreviewFromDataUrl(body.previewData);
      return withTenant(db, tenantId, (trx) =>
        writeFloor(trx, tenantId, params.floorId, async () => {
          // Without a preview of its own, the list shows the image itself; an old preview must not stay.
          await replaceFloorFiles(trx, tenantId, blobs, params.floorId, { image_blob_id: image, preview_blob_id: preview ?? null });
          return success(null);
        }),
      );
    },
    { bodyLimit: IMAGE_BODY_LIMIT },
  );

  app.register(async (scope) => {
    installUploadBodyParser(scope);
    registerEndpoint(
      scope,
      floorEndpoints.putPdf,
      async ({ tenantId, params, body }) => {
        const pdf = planPdf(body);
        return withTenant(db, tenantId, (trx) =>
          writeFloor(trx, tenantId, params.floorId, async () => {
            await replaceFloorFiles(trx, tenantId, blobs, params.floorId, { pdf_blob_id: pdf });
            return success(null);
          }),
        );
      },
      { bodyLimit: MAX_FLOOR_FILE_BYTES },
    );
  });

  const download = (
    endpoint: typeof floorEndpoints.getImage | typeof floorEndpoints.getImagePreview | typeof floorEndpoints.getPdf,
    slot: FloorFileSlot, fileName: string) =>
    registerEndpoint(app, endpoint, async ({ tenantId, params }) => {
      const file = await withTenant(db, tenantId, (trx) => findFloorFile(trx, tenantId, blobs, params.floorId, slot));
      return file ? binary(file.contentType, file.data, fileName) : floorNotFound();
    });
  download(floorEndpoints.getImage, 'image_blob_id', 'Grundriss');
  download(floorEndpoints.getImagePreview, 'preview_blob_id', 'Grundriss-Vorschau');
  download(floorEndpoints.getPdf, 'pdf_blob_id', 'Grundriss.pdf');

  registerEndpoint(app, floorEndpoints.getPlanDocument, async ({ tenantId, params }) => {
    const saved = await withTenant(db, tenantId, (trx) => findPlanDocument(trx, tenantId, params.floorId));
    return saved ? success(saved) : floorNotFound();
  });

  registerEndpoint(
    app,
    floorEndpoints.putPlanDocument,
    async ({ tenantId, params, body }) => {
      const text = JSON.stringify(body.document);
      if (Buffer.byteLength(text) > MAX_PLAN_DOCUMENT_BYTES) throw invalidField('document', 'Das Dokument ist größer als 1 MB.');
      if (INLINE_IMAGE.test(text)) throw invalidField('document', 'Bilder werden per Adresse eingebunden, nicht eingebettet.');
      const structure = body.floor;
      if (!structure) {
        return withTenant(db, tenantId, (trx) =>
          writeFloor(trx, tenantId, params.floorId, async () =>
            (await savePlanDocument(trx, tenantId, params.floorId, body)) ? success({ version: body.version }) : outdated(),
          ),
        );
      }
      // The structured floor that prices and the quote use is derived from the same document and saved with it.
      assertConsistentStructure(structure);
      const isBasedOnCurrent = async (trx: TenantTransaction) =>
        (await lockFloor(trx, tenantId, params.floorId))?.plan_document_version === body.version - 1;
      return saveStructureInSteps(
        db,
        tenantId,
        params.floorId,
        structure,
        (trx, makeStructureCurrent) =>
          writeFloor(trx, tenantId, params.floorId, async () => {
            if (!(await isBasedOnCurrent(trx)) || !(await makeStructureCurrent())) return outdated();
            // The floor is locked and at the version before, so this save cannot miss.
            if (!(await savePlanDocument(trx, tenantId, params.floorId, body))) throw new Error('plan document changed under its lock');
            return success({ version: body.version });
          }),
        (trx) =>
          writeFloor(trx, tenantId, params.floorId, async () => {
            if (!(await isBasedOnCurrent(trx))) return outdated();
            const { configurationId } = await floorAccess(trx, tenantId, params.floorId);
            if (configurationId) await assertValidReferences(trx, tenantId, configurationId, structure);
            return undefined;
          }),
      );
    },
    // The document and the structured floor derived from it, each within its own limit.
    { bodyLimit: MAX_PLAN_DOCUMENT_BYTES + STRUCTURE_BODY_LIMIT },
  );

  registerEndpoint(app, floorEndpoints.quoteInfo, async ({ tenantId, params }) => {
    const info = await withTenant(db, tenantId, (trx) => floorQuoteInfo(trx, tenantId, params.floorId));
    return info ? success(info) : floorNotFound();
  });
}
