import {
  checkoutOptionEndpoints,
  MSG_OPTION_NOT_FOUND,
  type CheckoutOptionKind,
  type OptionCatalogueEndpoints,
} from '@planner/api';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { Db } from '../db/database';
import { withTenant } from '../db/scopes';
import { HttpError } from '../http/errors';
import { registerEndpoint, type HandlerResult } from '../http/registerEndpoint';
import { failure, paged, success } from '../http/results';
import type { AppServices } from '../http/services';
import { registerListExport } from '../listExport';
import { assertSameId } from '../http/idMismatch';
import {
  intercomLocationTypeCodec,
  optionTypeCodec,
  outletCoverTypeCodec,
  powerMeterTypeCodec,
  type OptionCodec,
} from './optionCodecs';
import { optionExportSpec } from './optionExport';
import { deleteOption, findOption, listOptions, saveOption } from './optionRepository';

interface PutBody<T> {
  entity: T;
  priceValidFrom: string;
  /** Where the entity sits in the body, for field errors, e.g. `lockType`. */
  path: string;
}

const notFound = () => failure('failure/NotFound', MSG_OPTION_NOT_FOUND);

const otherCatalogue = (idPath: string) =>
  new HttpError(400, 'ValidationError', `${idPath}: Die ID gehört zu einer anderen Option.`, {
    fieldErrors: [{ path: idPath, message: 'Die ID gehört zu einer anderen Option.' }],
  });

function registerCatalogue<T extends { id: string }, S extends v.GenericSchema>(
  app: FastifyInstance,
  db: Db,
  kind: CheckoutOptionKind,
  endpoints: OptionCatalogueEndpoints<T, S>,
  codec: OptionCodec<T>,
  readBody: (body: v.InferOutput<S>) => PutBody<T>,
): void {
  registerEndpoint(app, endpoints.list, async ({ tenantId, query }) => {
    const page = await withTenant(db, tenantId, (trx) => listOptions(trx, tenantId, kind, query));
    return paged({ ...page, rows: page.rows.map(codec.toEntity) }, query);
  });
  registerListExport(app, db, endpoints.export, optionExportSpec(kind), (trx, tenantId, query) => listOptions(trx, tenantId, kind, query));

  registerEndpoint(app, endpoints.get, async ({ tenantId, params }) => {
    const option = await withTenant(db, tenantId, (trx) => findOption(trx, tenantId, kind, params.id));
    return option ? success(codec.toEntity(option)) : notFound();
  });

  registerEndpoint(app, endpoints.put, async ({ tenantId, params, body }) => {
    const { entity, priceValidFrom, path } = readBody(body as v.InferOutput<S>);
    const idPath = path ? `${path}.id` : 'id';
    assertSameId(params.id, entity.id, idPath);
    const stored = codec.toStored(entity, path ? `${path}.icon` : 'icon');
    const saved = await withTenant(db, tenantId, async (trx) =>
      (await saveOption(trx, tenantId, kind, stored, priceValidFrom)) ? findOption(trx, tenantId, kind, entity.id) : undefined,
    );
    if (!saved) throw otherCatalogue(idPath);
    // TypeScript cannot resolve the data type of an endpoint whose body schema is generic.
    return success(codec.toEntity(saved)) as HandlerResult<typeof endpoints.put>;
  });

  registerEndpoint(app, endpoints.delete, async ({ tenantId, params }) => {
    const deleted = await withTenant(db, tenantId, (trx) => deleteOption(trx, tenantId, kind, params.id));
    return deleted ? success(null) : notFound();
  });
}

/** Reads a PUT body that wraps the entity under `key`. */
const wrapped =
  <K extends string, T>(key: K) =>
  (body: { [P in K]: T } & { priceValidFrom: string }): PutBody<T> => ({
    entity: body[key],
    priceValidFrom: body.priceValidFrom,
    path: key,
  });

export function registerCheckoutOptionRoutes(app: FastifyInstance, { db }: AppServices): void {
  const e = checkoutOptionEndpoints;
  registerCatalogue(app, db, 'intercomType', e.intercomType, optionTypeCodec, wrapped('intercomType'));
  registerCatalogue(app, db, 'lockType', e.lockType, optionTypeCodec, wrapped('lockType'));
  registerCatalogue(app, db, 'mailboxType', e.mailboxType, optionTypeCodec, wrapped('mailboxType'));
  registerCatalogue(app, db, 'tvType', e.tvType, optionTypeCodec, wrapped('tvType'));
  registerCatalogue(
    app,
    db,
    'multiMediaCableChannelType',
    e.multiMediaCableChannelType,
    optionTypeCodec,
    wrapped('multiMediaCableChannelType'),
  );
  registerCatalogue(app, db, 'patchFieldType', e.patchFieldType, optionTypeCodec, wrapped('patchFieldType'));
  registerCatalogue(app, db, 'powerMeterType', e.powerMeterType, powerMeterTypeCodec, wrapped('powerMeterType'));
  registerCatalogue(
    app,
    db,
    'intercomLocationType',
    e.intercomLocationType,
    intercomLocationTypeCodec,
    wrapped('intercomLocationType'),
  );
  registerCatalogue(app, db, 'outletCoverType', e.outletCoverType, outletCoverTypeCodec, ({ priceValidFrom, ...entity }) => ({
    entity,
    priceValidFrom,
    path: '',
  }));
}
