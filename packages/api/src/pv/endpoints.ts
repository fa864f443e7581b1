import type * as v from 'valibot';
import { listQuerySchema } from '../envelope';
import { endpoint } from '../endpoint';
import type {
  BatteryStorage,
  HeaterRod,
  Inverter,
  Manufacturer,
  MetalRoofTile,
  PvModule,
  RoofTile,
  StoredFile,
  Wallbox,
} from './schemas';
import {
  FileContentSchema,
  FileUploadQuerySchema,
  SaveBatteryStorageSchema,
  SaveHeaterRodSchema,
  SaveInverterSchema,
  SaveManufacturerSchema,
  SaveMetalRoofTileSchema,
  SavePvModuleSchema,
  SaveRoofTileSchema,
  SaveWallboxSchema,
} from './schemas';
import { inEnvironment } from '../endpointEnvironment';
import { listExportEndpoint } from '../listExport';
import { SaveMountingPartSchema, type MountingPart } from './mountingPartSchemas';
import { SavePvServiceSchema, type PvService } from './serviceSchemas';

export const PV_COMPONENTS_PATH = '/api/pv/pv-components';

export const manufacturerEndpoints = inEnvironment('PvPlanner', {
  list: endpoint<Manufacturer[]>()({
    method: 'GET',
    path: `${PV_COMPONENTS_PATH}/manufacturers`,
    query: listQuerySchema(['Name']),
    paged: true,
  }),
  put: endpoint<Manufacturer>()({
    method: 'PUT',
    permission: 'masterData',
    path: `${PV_COMPONENTS_PATH}/manufacturers/:id`,
    body: SaveManufacturerSchema,
    failures: ['failure/AlreadyExists'],
  }),
});

/** List, read, save, delete and the icon and data sheet files of one kind of PV part. */
function partEndpoints<TPart, const TSortKeys extends readonly [string, ...string[]], TBody extends v.GenericSchema>(
  segment: string,
  sortKeys: TSortKeys,
  body: TBody,
) {
  const path = `${PV_COMPONENTS_PATH}/${segment}` as const;
  return inEnvironment('PvPlanner', {
    list: endpoint<TPart[]>()({ method: 'GET', path, query: listQuerySchema(sortKeys), paged: true }),
    /** The parts the list shows (search, sort) as .xlsx or CSV. */
    export: listExportEndpoint(`${path}/export`, listQuerySchema(sortKeys)),
    get: endpoint<TPart>()({ method: 'GET', path: `${path}/:id`, failures: ['failure/NotFound'] }),
    put: endpoint<TPart>()({ method: 'PUT', permission: 'masterData', path: `${path}/:id`, body, failures: ['failure/NotFound'] }),
    delete: endpoint<null>()({ method: 'DELETE', permission: 'masterData', path: `${path}/:id`, failures: ['failure/NotFound', 'failure/Conflict'] }),
    getIcon: endpoint<Blob>()({ method: 'GET', path: `${path}/:id/icon`, binary: true, failures: ['failure/NotFound'] }),
    putIcon: endpoint<StoredFile>()({
      method: 'PUT',
      permission: 'masterData',
      path: `${path}/:id/icon`,
      query: FileUploadQuerySchema,
      body: FileContentSchema,
      failures: ['failure/NotFound'],
    }),
    getDataSheet: endpoint<Blob>()({
      method: 'GET',
      path: `${path}/:id/data-sheet`,
      binary: true,
      failures: ['failure/NotFound'],
    }),
    putDataSheet: endpoint<StoredFile>()({
      method: 'PUT',
      permission: 'masterData',
      path: `${path}/:id/data-sheet`,
      query: FileUploadQuerySchema,
      body: FileContentSchema,
      failures: ['failure/NotFound'],
    }),
  });
}

export const pvModuleEndpoints = partEndpoints<PvModule, ['Name', 'Price', 'OffLoadVoltage', 'CircuitCurrent'], typeof SavePvModuleSchema>(
  'pv-modules',
  ['Name', 'Price', 'OffLoadVoltage', 'CircuitCurrent'],
  SavePvModuleSchema,
);
export const inverterEndpoints = partEndpoints<Inverter, ['Name', 'Price'], typeof SaveInverterSchema>(
  'inverters',
  ['Name', 'Price'],
  SaveInverterSchema,
);
export const heaterRodEndpoints = partEndpoints<HeaterRod, ['Name', 'Price'], typeof SaveHeaterRodSchema>(
  'heater-rods',
  ['Name', 'Price'],
  SaveHeaterRodSchema,
);
export const wallboxEndpoints = partEndpoints<Wallbox, ['Name', 'Price'], typeof SaveWallboxSchema>(
  'wallboxes',
  ['Name', 'Price'],
  SaveWallboxSchema,
);
export const roofTileEndpoints = partEndpoints<RoofTile, ['Name', 'Price'], typeof SaveRoofTileSchema>(
  'roofing-tiles',
  ['Name', 'Price'],
  SaveRoofTileSchema,
);
export const metalRoofTileEndpoints = partEndpoints<MetalRoofTile, ['Name', 'Price'], typeof SaveMetalRoofTileSchema>(
  'roofing-metals',
  ['Name', 'Price'],
  SaveMetalRoofTileSchema,
);

export const batteryStorageEndpoints = partEndpoints<BatteryStorage, ['Name', 'Price'], typeof SaveBatteryStorageSchema>(
  'battery-storages',
  ['Name', 'Price'],
  SaveBatteryStorageSchema,
);

export const pvServiceEndpoints = partEndpoints<PvService, ['Name', 'Price'], typeof SavePvServiceSchema>(
  'services',
  ['Name', 'Price'],
  SavePvServiceSchema,
);

export const mountingPartEndpoints = partEndpoints<MountingPart, ['Name', 'Price'], typeof SaveMountingPartSchema>(
  'mounting-parts',
  ['Name', 'Price'],
  SaveMountingPartSchema,
);

export type PvPartEndpoints = ReturnType<typeof partEndpoints<unknown, readonly [string, ...string[]], v.GenericSchema>>;
/** The endpoints of one kind of PV part, with the data type of its answers. */
export type PvPartEndpointsOf<TPart> = ReturnType<typeof partEndpoints<TPart, readonly [string, ...string[]], v.GenericSchema>>;
