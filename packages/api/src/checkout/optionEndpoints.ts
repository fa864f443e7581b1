import type * as v from 'valibot';
import { endpoint, type Endpoint } from '../endpoint';
import { listQuerySchema } from '../envelope';
import {
  IntercomLocationTypeSchema,
  OptionTypeSchema,
  OutletCoverTypeBodySchema,
  PowerMeterTypeSchema,
  wrappedOptionBody,
  type IntercomLocationType,
  type OptionType,
  type OutletCoverType,
  type PowerMeterType,
} from './optionSchemas';
import { inEnvironment } from '../endpointEnvironment';
import { listExportEndpoint } from '../listExport';

export const OPTION_SORT_KEYS = ['Name', 'Price'] as const;
export const OptionListQuerySchema = listQuerySchema(OPTION_SORT_KEYS);
/** Option lists load this many first and, when there are more, all of them. */
export const OPTION_LIST_FIRST_PAGE_SIZE = 20;

/** The endpoints of one option catalogue. */
export interface OptionCatalogueEndpoints<T, S extends v.GenericSchema> {
  list: Endpoint<{ method: 'GET'; path: string; query: typeof OptionListQuerySchema; paged: true }, T[]>;
  /** The catalogue as its page shows it (every option, by name) as .xlsx or CSV (ADR 0025). */
  export: ReturnType<typeof listExportEndpoint<typeof OptionListQuerySchema, string>>;
  get: Endpoint<{ method: 'GET'; path: `${string}/:id`; failures: readonly ['failure/NotFound'] }, T>;
  put: Endpoint<{ method: 'PUT'; path: `${string}/:id`; body: S }, T>;
  delete: Endpoint<{ method: 'DELETE'; path: `${string}/:id`; failures: readonly ['failure/NotFound'] }, null>;
}

function optionCatalogue<T>() {
  return <S extends v.GenericSchema>(path: `/api/electro/${string}`, body: S): OptionCatalogueEndpoints<T, S> => ({
    list: endpoint<T[]>()({ method: 'GET', path, query: OptionListQuerySchema, paged: true }),
    export: listExportEndpoint<typeof OptionListQuerySchema, string>(`${path}/export`, OptionListQuerySchema),
    get: endpoint<T>()({ method: 'GET', path: `${path}/:id`, failures: ['failure/NotFound'] }),
    put: endpoint<T>()({ method: 'PUT', permission: 'masterData', path: `${path}/:id`, body }),
    delete: endpoint<null>()({ method: 'DELETE', permission: 'masterData', path: `${path}/:id`, failures: ['failure/NotFound'] }),
  });
}

const optionTypes = optionCatalogue<OptionType>();

/** The checkout option catalogues ('Sondervereinbarungen') by their PUT body key. */
export const checkoutOptionEndpoints = inEnvironment('ElektroPlanner', {
  intercomType: optionTypes('/api/electro/intercoms', wrappedOptionBody('intercomType', OptionTypeSchema)),
  intercomLocationType: optionCatalogue<IntercomLocationType>()(
    '/api/electro/intercom-locations',
    wrappedOptionBody('intercomLocationType', IntercomLocationTypeSchema),
  ),
  lockType: optionTypes('/api/electro/locks', wrappedOptionBody('lockType', OptionTypeSchema)),
  mailboxType: optionTypes('/api/electro/mailboxes', wrappedOptionBody('mailboxType', OptionTypeSchema)),
  tvType: optionTypes('/api/electro/tv-configs', wrappedOptionBody('tvType', OptionTypeSchema)),
  multiMediaCableChannelType: optionTypes(
    '/api/electro/multimedia-cable-channels',
    wrappedOptionBody('multiMediaCableChannelType', OptionTypeSchema),
  ),
  patchFieldType: optionTypes('/api/electro/patch-fields', wrappedOptionBody('patchFieldType', OptionTypeSchema)),
  powerMeterType: optionCatalogue<PowerMeterType>()(
    '/api/electro/power-meters',
    wrappedOptionBody('powerMeterType', PowerMeterTypeSchema),
  ),
  outletCoverType: optionCatalogue<OutletCoverType>()('/api/electro/outlet-covers', OutletCoverTypeBodySchema),
});

export type CheckoutOptionKind = keyof typeof checkoutOptionEndpoints;
