import {
  batteryStorageEndpoints,
  heaterRodEndpoints,
  inverterEndpoints,
  metalRoofTileEndpoints,
  mountingPartEndpoints,
  pvModuleEndpoints,
  roofTileEndpoints,
  pvServiceEndpoints,
  wallboxEndpoints,
  type BatteryStorage,
  type BodyOutput,
  type DataOf,
  type PvPartEndpoints,
  type HeaterRod,
  type Inverter,
  type InverterInput,
  type MppInput,
  type MountingPart,
  type CoveringMountingRule,
  type PvModule,
  type PvService,
  type StoredFile,
  type Wallbox,
} from '@planner/api';
import { sql, type RawBuilder } from 'kysely';
import type { ListExportSpec } from '../listExport';
import type { PartNoun } from './design/partUse';
import {
  BATTERY_STORAGE_EXPORT,
  HEATER_ROD_EXPORT,
  INVERTER_EXPORT,
  METAL_ROOF_TILE_EXPORT,
  MOUNTING_PART_EXPORT,
  PV_MODULE_EXPORT,
  PV_SERVICE_EXPORT,
  ROOF_TILE_EXPORT,
  WALLBOX_EXPORT,
} from './partExports';
import { partPrices, type PartRow, type PartValues } from './partRepository';
import type { PvPartKind, StoredFileColumn } from './tables';

/** What a PUT body of a kind says, in the terms of the repository. */
export interface PartSave {
  id: string;
  values: PartValues;
  mppInputs: readonly MppInput[];
  priceValidFrom: string;
  /** Where the part's fields sit in the body, for field errors: `pvModule.` or `` (flat). */
  fieldPrefix: string;
}

export type PartEndpoints =
  | typeof pvModuleEndpoints
  | typeof inverterEndpoints
  | typeof heaterRodEndpoints
  | typeof wallboxEndpoints
  | typeof roofTileEndpoints
  | typeof metalRoofTileEndpoints
  | typeof batteryStorageEndpoints
  | typeof pvServiceEndpoints
  | typeof mountingPartEndpoints;

interface TypedPartKind<E extends PartEndpoints> {
  kind: PvPartKind;
  endpoints: E;
  /** 'PV-Modul nicht gefunden.' */
  notFoundMessage: string;
  /** How a message names a part of the kind. */
  noun: PartNoun;
  /** By sort key; `Name` is the default sort. */
  sortExpressions: { Name: RawBuilder<unknown> } & Record<string, RawBuilder<unknown>>;
  fromBody(body: BodyOutput<E['put']>): PartSave;
  toPart(row: PartRow): DataOf<E['get']>;
  /** The list as a file, with the columns the list shows. */
  exportSpec: ListExportSpec<DataOf<E['get']>>;
}

/**
 * How one kind of PV part maps between the contract and the shared table, with the
 * kind's types erased so that one set of routes serves every kind.
 */
export interface PartKind extends Omit<TypedPartKind<PartEndpoints>, 'endpoints' | 'fromBody' | 'toPart' | 'exportSpec'> {
  endpoints: PvPartEndpoints;
  /** Maps a body that the kind's PUT endpoint has validated. */
  fromBody(body: unknown): PartSave;
  toPart(row: PartRow): unknown;
  exportSpec: ListExportSpec<unknown>;
}

function definePartKind<E extends PartEndpoints>(definition: TypedPartKind<E>): PartKind {
  return {
    ...definition,
    endpoints: definition.endpoints as unknown as PvPartEndpoints,
    fromBody: (body) => definition.fromBody(body as BodyOutput<E['put']>),
    exportSpec: definition.exportSpec as ListExportSpec<unknown>,
  };
}

const NAME_AND_PRICE = { Name: sql`lower(c.name)`, Price: partPrices.current('c') };
const technicalNumber = (key: string) => sql`(c.technical_data ->> ${sql.lit(key)})::double precision`;

const publicFile = (file: StoredFileColumn | null): StoredFile | null =>
  file && { fileName: file.fileName, contentType: file.contentType, byteSize: file.byteSize };

function common(row: PartRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    icon: publicFile(row.icon),
    dataSheet: publicFile(row.dataSheet),
  };
}

/** Parts with a manufacturer always have one: the contract requires it and the foreign key keeps it. */
function manufacturerOf(row: PartRow) {
  if (!row.manufacturer) throw new Error(`PV part ${row.id} has no manufacturer`);
  return row.manufacturer;
}

function partValues(
  part: { name: string; description: string; price: number },
  references: { manufacturerId?: string; fittingMetalRoofTileId?: string },
  technicalData: Record<string, unknown>,
): PartValues {
  return {
    name: part.name,
    description: part.description,
    price: part.price,
    manufacturerId: references.manufacturerId ?? null,
    fittingMetalRoofTileId: references.fittingMetalRoofTileId ?? null,
    technicalData,
  };
}

/** Data sheet values a part saved before they were asked for does not have: 'unbekannt'. */
const UNKNOWN_MODULE_VALUES = { mppVoltage: null, mppCurrent: null, tempCoeffVoc: null, tempCoeffPmax: null } as const;
const UNKNOWN_PV_INVERTER_VALUES = { maxDcInputVoltage: null, mppVoltageMin: null, mppVoltageMax: null, acNominalPower: null } as const;

export const pvModuleKind = definePartKind<typeof pvModuleEndpoints>({
  kind: 'pv-module',
  endpoints: pvModuleEndpoints,
  exportSpec: PV_MODULE_EXPORT,
  notFoundMessage: 'PV-Modul nicht gefunden.',
  noun: { noun: 'Das PV-Modul', gender: 'n' },
  sortExpressions: {
    ...NAME_AND_PRICE,
    OffLoadVoltage: technicalNumber('offLoadVoltage'),
    CircuitCurrent: technicalNumber('shortCircuitCurrent'),
  },
  fromBody: ({ pvModule, priceValidFrom }) => {
    const { id, name, description, price, manufacturerId, ...technicalData } = pvModule;
    return {
      id,
      values: partValues({ name, description, price }, { manufacturerId }, technicalData),
      mppInputs: [],
      priceValidFrom,
      fieldPrefix: 'pvModule.',
    };
  },
  toPart: (row) => ({
    ...common(row),
    ...UNKNOWN_MODULE_VALUES,
    ...(row.technicalData as Pick<
      PvModule,
      'powerRating' | 'offLoadVoltage' | 'shortCircuitCurrent' | 'size' | 'material' | 'warranty'
    > &
      Partial<typeof UNKNOWN_MODULE_VALUES>),
    manufacturer: manufacturerOf(row),
  }),
});

export const wallboxKind = definePartKind<typeof wallboxEndpoints>({
  kind: 'wallbox',
  endpoints: wallboxEndpoints,
  exportSpec: WALLBOX_EXPORT,
  notFoundMessage: 'Wallbox nicht gefunden.',
  noun: { noun: 'Die Wallbox', gender: 'f' },
  sortExpressions: NAME_AND_PRICE,
  fromBody: ({ wallbox, priceValidFrom }) => {
    const { id, name, description, price, manufacturerId, ...technicalData } = wallbox;
    return {
      id,
      values: partValues({ name, description, price }, { manufacturerId }, technicalData),
      mppInputs: [],
      priceValidFrom,
      fieldPrefix: 'wallbox.',
    };
  },
  toPart: (row) => ({
    ...common(row),
    ...(row.technicalData as Pick<Wallbox, 'chargingCapacity' | 'cableLength' | 'type'>),
    manufacturer: manufacturerOf(row),
  }),
});

export const heaterRodKind = definePartKind<typeof heaterRodEndpoints>({
  kind: 'heater-rod',
  endpoints: heaterRodEndpoints,
  exportSpec: HEATER_ROD_EXPORT,
  notFoundMessage: 'Heizstab nicht gefunden.',
  noun: { noun: 'Der Heizstab', gender: 'm' },
  sortExpressions: NAME_AND_PRICE,
  fromBody: ({ heaterRod, priceValidFrom }) => {
    const { id, name, description, price, ...technicalData } = heaterRod;
    return {
      id,
      values: partValues({ name, description, price }, {}, technicalData),
      mppInputs: [],
      priceValidFrom,
      fieldPrefix: 'heaterRod.',
    };
  },
  toPart: (row) => ({
    ...common(row),
    ...(row.technicalData as Pick<HeaterRod, 'heatingCapacity' | 'length' | 'diameter'>),
  }),
});

/** A covering saved before coverings had a mounting rule has none (ADR 0034). */
export const mountingRuleOf = (row: PartRow): CoveringMountingRule | null =>
  (row.technicalData as { mountingRule?: CoveringMountingRule | null }).mountingRule ?? null;

export const metalRoofTileKind = definePartKind<typeof metalRoofTileEndpoints>({
  kind: 'metal-roof-tile',
  endpoints: metalRoofTileEndpoints,
  exportSpec: METAL_ROOF_TILE_EXPORT,
  notFoundMessage: 'Metalldachziegel nicht gefunden.',
  noun: { noun: 'Der Metalldachziegel', gender: 'm' },
  sortExpressions: NAME_AND_PRICE,
  fromBody: ({ metalRoofTile, priceValidFrom }) => {
    const { id, name, description, price, mountingRule } = metalRoofTile;
    return {
      id,
      values: partValues({ name, description, price }, {}, { mountingRule }),
      mppInputs: [],
      priceValidFrom,
      fieldPrefix: 'metalRoofTile.',
    };
  },
  toPart: (row) => ({ ...common(row), mountingRule: mountingRuleOf(row) }),
});

export const roofTileKind = definePartKind<typeof roofTileEndpoints>({
  kind: 'roof-tile',
  endpoints: roofTileEndpoints,
  exportSpec: ROOF_TILE_EXPORT,
  notFoundMessage: 'Dachziegel nicht gefunden.',
  noun: { noun: 'Der Dachziegel', gender: 'm' },
  sortExpressions: NAME_AND_PRICE,
  fromBody: ({ id, name, description, price, fittingMetalRoofTileId, mountingRule, priceValidFrom }) => ({
    id,
    values: partValues({ name, description, price }, { fittingMetalRoofTileId }, { mountingRule }),
    mppInputs: [],
    priceValidFrom,
    fieldPrefix: '',
  }),
  toPart: (row) => {
    if (!row.fittingMetalRoofTile) throw new Error(`Roof tile ${row.id} has no fitting metal roof tile`);
    return { ...common(row), fittingMetalRoofTile: row.fittingMetalRoofTile, mountingRule: mountingRuleOf(row) };
  },
});

function inverterTechnicalData(inverter: InverterInput): Record<string, unknown> {
  switch (inverter.type) {
    case 'StandardInverter':
    case 'HybridInverter':
      return {
        type: inverter.type,
        phase: inverter.phase,
        capacity: inverter.capacity,
        ...(inverter.type === 'HybridInverter' ? { dischargeCapacity: inverter.dischargeCapacity } : {}),
        maxDcInputVoltage: inverter.maxDcInputVoltage,
        mppVoltageMin: inverter.mppVoltageMin,
        mppVoltageMax: inverter.mppVoltageMax,
        acNominalPower: inverter.acNominalPower,
      };
    case 'BatteryInverter':
      return { type: inverter.type, phase: inverter.phase, dischargeCapacity: inverter.dischargeCapacity };
  }
}

export const inverterKind = definePartKind<typeof inverterEndpoints>({
  kind: 'inverter',
  endpoints: inverterEndpoints,
  exportSpec: INVERTER_EXPORT,
  notFoundMessage: 'Wechselrichter nicht gefunden.',
  noun: { noun: 'Der Wechselrichter', gender: 'm' },
  sortExpressions: NAME_AND_PRICE,
  fromBody: ({ inverter, priceValidFrom }) => ({
    id: inverter.id,
    values: partValues(inverter, { manufacturerId: inverter.manufacturerId }, inverterTechnicalData(inverter)),
    mppInputs: inverter.type === 'BatteryInverter' ? [] : inverter.mppInputs,
    priceValidFrom,
    fieldPrefix: 'inverter.',
  }),
  toPart: (row) => {
    const technical = row.technicalData as { type: Inverter['type'] } & Record<string, unknown>;
    const isPv = technical.type !== 'BatteryInverter';
    const unknownValues = isPv ? UNKNOWN_PV_INVERTER_VALUES : {};
    const withPvInputs = isPv ? { mppInputs: row.mppInputs } : {};
    return { ...common(row), ...unknownValues, ...technical, ...withPvInputs, manufacturer: manufacturerOf(row) } as Inverter;
  },
});

export const batteryStorageKind = definePartKind<typeof batteryStorageEndpoints>({
  kind: 'battery-storage',
  endpoints: batteryStorageEndpoints,
  exportSpec: BATTERY_STORAGE_EXPORT,
  notFoundMessage: 'Batteriespeicher nicht gefunden.',
  noun: { noun: 'Der Batteriespeicher', gender: 'm' },
  sortExpressions: NAME_AND_PRICE,
  fromBody: ({ batteryStorage, priceValidFrom }) => {
    const { id, name, description, price, manufacturerId, ...technicalData } = batteryStorage;
    return {
      id,
      values: partValues({ name, description, price }, { manufacturerId }, technicalData),
      mppInputs: [],
      priceValidFrom,
      fieldPrefix: 'batteryStorage.',
    };
  },
  toPart: (row) => ({
    ...common(row),
    ...(row.technicalData as Pick<BatteryStorage, 'usableCapacity'>),
    manufacturer: manufacturerOf(row),
  }),
});

export const pvServiceKind = definePartKind<typeof pvServiceEndpoints>({
  kind: 'pv-service',
  endpoints: pvServiceEndpoints,
  exportSpec: PV_SERVICE_EXPORT,
  notFoundMessage: 'PV-Dienstleistung nicht gefunden.',
  noun: { noun: 'Die PV-Dienstleistung', gender: 'f' },
  sortExpressions: NAME_AND_PRICE,
  fromBody: ({ pvService, priceValidFrom }) => {
    const { id, name, description, price, ...technicalData } = pvService;
    return {
      id,
      values: partValues({ name, description, price }, {}, technicalData),
      mppInputs: [],
      priceValidFrom,
      fieldPrefix: 'pvService.',
    };
  },
  toPart: (row) => ({
    ...common(row),
    ...(row.technicalData as Pick<PvService, 'pricingBasis' | 'partOfPvSystem'>),
  }),
});

export const mountingPartKind = definePartKind<typeof mountingPartEndpoints>({
  kind: 'mounting-part',
  endpoints: mountingPartEndpoints,
  exportSpec: MOUNTING_PART_EXPORT,
  notFoundMessage: 'Montageteil nicht gefunden.',
  noun: { noun: 'Das Montageteil', gender: 'n' },
  sortExpressions: NAME_AND_PRICE,
  fromBody: ({ mountingPart, priceValidFrom }) => {
    const { id, name, description, price, ...technicalData } = mountingPart;
    return {
      id,
      values: partValues({ name, description, price }, {}, technicalData),
      mppInputs: [],
      priceValidFrom,
      fieldPrefix: 'mountingPart.',
    };
  },
  toPart: (row): MountingPart => ({
    ...common(row),
    ...(row.technicalData as Pick<MountingPart, 'role' | 'pieceLengthMm'>),
  }),
});

export const partKinds = [
  pvModuleKind,
  inverterKind,
  batteryStorageKind,
  heaterRodKind,
  wallboxKind,
  roofTileKind,
  metalRoofTileKind,
  pvServiceKind,
  mountingPartKind,
] as const;
