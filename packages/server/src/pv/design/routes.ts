import { MAX_FLOOR_FILE_BYTES, MSG_CONFIGURATION_FINALIZED, MSG_CONFIGURATION_NOT_FOUND } from '@planner/api';
import {
  MSG_PV_DESIGN_OUTDATED,
  MSG_PV_PICTURE_MISSING,
  pvDesignEndpoints,
  pvDesignSettingsEndpoints,
  pvEconomicsSettingsEndpoints,
  type PvDesign,
} from '@planner/api/pv';
import type { FastifyInstance } from 'fastify';
import { withTenant, type TenantTransaction } from '../../db/scopes';
import { unauthorized } from '../../http/errors';
import { registerEndpoint } from '../../http/registerEndpoint';
import { binary, failure, success } from '../../http/results';
import type { AppServices } from '../../http/services';
import { configurationAccess, planImageFromDataUrl } from '../../planning';
import { assertKnownParts } from './references';
import { findDesign, findPicture, replacePicture, saveDesign } from './repository';
import { findPvEconomicsSettings, savePvEconomicsSettings } from './economicsSettings';
import { findPvDesignSettings, savePvDesignSettings } from './settings';

/** A data URL of the picture in base64 plus JSON framing. */
const PICTURE_BODY_LIMIT = Math.ceil((MAX_FLOOR_FILE_BYTES * 4) / 3) + 64 * 1024;
/** 2000 modules and their strings are well below this. */
const DESIGN_BODY_LIMIT = 2 * 1024 * 1024;

const notFound = () => failure('failure/NotFound', MSG_CONFIGURATION_NOT_FOUND);
const finalized = () => failure('failure/ConfigurationFinalized', MSG_CONFIGURATION_FINALIZED);

async function readDesign(trx: TenantTransaction, tenantId: string, configurationId: string): Promise<PvDesign | null> {
  const access = await configurationAccess(trx, tenantId, configurationId);
  if (access === 'not-found') return null;
  const stored = await findDesign(trx, tenantId, configurationId);
  return {
    ...stored.content,
    configurationId,
    version: stored.version,
    picture: stored.picture,
    readOnly: access === 'finalized',
    settings: await findPvDesignSettings(trx, tenantId),
    economicsSettings: await findPvEconomicsSettings(trx, tenantId),
  };
}

export function registerPvDesignRoutes(app: FastifyInstance, { db, blobs }: AppServices): void {
  registerEndpoint(app, pvDesignSettingsEndpoints.get, async ({ tenantId }) =>
    success(await withTenant(db, tenantId, (trx) => findPvDesignSettings(trx, tenantId))),
  );

  registerEndpoint(app, pvDesignSettingsEndpoints.put, async ({ tenantId, body }) => {
    const saved = await withTenant(db, tenantId, async (trx) =>
      (await savePvDesignSettings(trx, tenantId, body)) ? findPvDesignSettings(trx, tenantId) : undefined,
    );
    if (!saved) throw unauthorized();
    return success(saved);
  });

  registerEndpoint(app, pvEconomicsSettingsEndpoints.get, async ({ tenantId }) =>
    success(await withTenant(db, tenantId, (trx) => findPvEconomicsSettings(trx, tenantId))),
  );

  registerEndpoint(app, pvEconomicsSettingsEndpoints.put, async ({ tenantId, body }) => {
    const saved = await withTenant(db, tenantId, async (trx) =>
      (await savePvEconomicsSettings(trx, tenantId, body)) ? findPvEconomicsSettings(trx, tenantId) : undefined,
    );
    if (!saved) throw unauthorized();
    return success(saved);
  });

  registerEndpoint(app, pvDesignEndpoints.get, async ({ tenantId, params }) => {
    const design = await withTenant(db, tenantId, (trx) => readDesign(trx, tenantId, params.configurationId));
    return design ? success(design) : notFound();
  });

  registerEndpoint(
    app,
    pvDesignEndpoints.put,
    ({ tenantId, params, body }) =>
      withTenant(db, tenantId, async (trx) => {
        const access = await configurationAccess(trx, tenantId, params.configurationId);
        if (access === 'not-found') return notFound();
        if (access === 'finalized') return finalized();
        const { version, ...content } = body;
        await assertKnownParts(trx, tenantId, content);
        const saved = await saveDesign(trx, tenantId, params.configurationId, version, content);
        if (saved === 'conflict') return failure('failure/Conflict', MSG_PV_DESIGN_OUTDATED);
        const design = await readDesign(trx, tenantId, params.configurationId);
        return design ? success(design) : notFound();
      }),
    { bodyLimit: DESIGN_BODY_LIMIT },
  );

  registerEndpoint(app, pvDesignEndpoints.getPicture, async ({ tenantId, params }) => {
    const picture = await withTenant(db, tenantId, (trx) => findPicture(trx, tenantId, blobs, params.configurationId));
    return picture ? binary(picture.contentType, picture.data, 'Dachbild') : failure('failure/NotFound', MSG_PV_PICTURE_MISSING);
  });

  registerEndpoint(
    app,
    pvDesignEndpoints.putPicture,
    async ({ tenantId, params, body }) => {
      const picture = planImageFromDataUrl('imageData', body.imageData);
      return withTenant(db, tenantId, async (trx) => {
        const access = await configurationAccess(trx, tenantId, params.configurationId);
        if (access === 'not-found') return notFound();
        if (access === 'finalized') return finalized();
        return success(await replacePicture(trx, tenantId, blobs, params.configurationId, picture));
      });
    },
    { bodyLimit: PICTURE_BODY_LIMIT },
  );
}
