import * as v from 'valibot';
import { Cents, optionalText, requiredText, Uuid } from '../common';
import { isCalendarDate, MSG_INVALID_DATE } from '../dates';
import { OptionalMountingRule } from './coveringMountingRule';

export const MSG_NAME_REQUIRED = 'Bitte geben Sie einen Namen ein.';
export const MSG_PRICE_NOT_NEGATIVE = 'Der Preis darf nicht negativ sein.';
export const MSG_NOT_NEGATIVE = 'Der Wert darf nicht negativ sein.';
export const MSG_MANUFACTURER_REQUIRED = 'Bitte wählen Sie einen Hersteller aus.';
export const MSG_FITTING_METAL_ROOF_TILE_REQUIRED = 'Bitte wählen Sie den passenden Metalldachziegel aus.';
export const MSG_MPP_INPUT_REQUIRED = 'Bitte fügen Sie mindestens einen MPP-Eingang hinzu.';
export const MSG_MPP_INPUTS_MAX = 'Es sind höchstens 26 MPP-Eingänge (A bis Z) möglich.';
export const MSG_MPP_INPUT_ORDER = 'Die MPP-Eingänge müssen fortlaufend von A an benannt sein.';
export const MSG_STRING_REQUIRED = 'Jeder MPP-Eingang braucht mindestens einen String.';
export const MSG_STRING_ORDER = 'Die Strings eines MPP-Eingangs müssen fortlaufend nummeriert sein.';
export const MSG_MAX_DC_INPUT_VOLTAGE_REQUIRED = 'Bitte geben Sie die maximale DC-Eingangsspannung ein.';
export const MSG_TEMPERATURE_COEFFICIENT_RANGE = 'Der Temperaturkoeffizient muss zwischen −2 und +1 %/K liegen.';
export const MSG_MPP_VOLTAGE_BELOW_VOC = 'Die MPP-Spannung muss unter der Leerlaufspannung liegen.';
export const MSG_MPP_CURRENT_BELOW_ISC = 'Der MPP-Strom darf nicht über dem Kurzschlussstrom liegen.';
export const MSG_MPP_RANGE_ORDER = 'Die obere Grenze des MPP-Bereichs muss über der unteren liegen.';
export const MSG_MPP_RANGE_WITHIN_MAX_DC = 'Der MPP-Bereich muss unter der maximalen DC-Eingangsspannung liegen.';

/** MPP input letters run from A to Z. */
export const MAX_MPP_INPUTS = 26;
export const mppInputLetter = (inputIndex: number) => String.fromCharCode(65 + inputIndex);

const decimalPlacesOk = (value: number, places: number) => {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/** A measured value of at least 0 with at most `places` decimal places. */
export const measure = (places: number) =>
  v.pipe(
    v.number(),
    v.finite(),
    v.minValue(0, MSG_NOT_NEGATIVE),
    v.maxValue(1_000_000),
    v.check(
      (value) => decimalPlacesOk(value, places),
      places === 0 ? 'Bitte geben Sie eine ganze Zahl ein.' : `Höchstens ${places} Nachkommastelle(n) erlaubt.`,
    ),
  );

/** Temperature coefficients of module data sheets, in %/K (e.g. −0.26 for Voc); at most 3 decimals. */
export const TEMPERATURE_COEFFICIENT_RANGE = { min: -2, max: 1 } as const;
export const TemperatureCoefficient = v.pipe(
  v.number(),
  v.finite(),
  v.minValue(TEMPERATURE_COEFFICIENT_RANGE.min, MSG_TEMPERATURE_COEFFICIENT_RANGE),
  v.maxValue(TEMPERATURE_COEFFICIENT_RANGE.max, MSG_TEMPERATURE_COEFFICIENT_RANGE),
  v.check((value) => decimalPlacesOk(value, 3), 'Höchstens 3 Nachkommastelle(n) erlaubt.'),
);

/** A data sheet value that parts saved before it was asked for do not have: null = 'unbekannt'. */
const unknownOr = <S extends v.GenericSchema<number, number>>(schema: S) => v.nullish(schema, null);

export const PartPrice = v.pipe(Cents, v.minValue(0, MSG_PRICE_NOT_NEGATIVE));
const PartName = requiredText(MSG_NAME_REQUIRED);
const PartDescription = optionalText(2000);
/** A required reference; a missing one gets the field's own message, not the generic one. */
const requiredReference = (message: string) => v.pipe(v.optional(v.string(message), ''), v.uuid(message));
const ManufacturerId = requiredReference(MSG_MANUFACTURER_REQUIRED);

/** The point in time from which a saved price applies: an ISO timestamp or day. */
export const PvPriceValidFrom = v.pipe(
  v.string(),
  v.check(
    (value) => isCalendarDate(value) || (v.is(v.pipe(v.string(), v.isoTimestamp()), value) && isCalendarDate(value.slice(0, 10))),
    MSG_INVALID_DATE,
  ),
);

// ---- Reference data -------------------------------------------------------------------

export const ManufacturerSchema = v.object({ id: Uuid, name: requiredText(MSG_NAME_REQUIRED) });
export type Manufacturer = v.InferOutput<typeof ManufacturerSchema>;

/** An uploaded icon or data sheet; the content is read through its own endpoint. */
export interface StoredFile {
  fileName: string;
  contentType: string;
  byteSize: number;
}

interface PartBase {
  id: string;
  name: string;
  description: string;
  /** Cents. */
  price: number;
  icon: StoredFile | null;
  dataSheet: StoredFile | null;
}

// ---- PV module -----------------------------------------------------------------------

export const PV_MODULE_MATERIALS = ['Normal', 'GlassGlass'] as const;
export type PvModuleMaterial = (typeof PV_MODULE_MATERIALS)[number];

export const PvModuleInputSchema = v.pipe(
  v.object({
    id: Uuid,
    name: PartName,
    description: PartDescription,
    price: PartPrice,
    /** Values at STC as the data sheet gives them (EN 50380): W, V, A. */
    powerRating: measure(0),
    offLoadVoltage: measure(2),
    shortCircuitCurrent: measure(2),
    mppVoltage: unknownOr(measure(2)),
    mppCurrent: unknownOr(measure(2)),
    /** %/K, negative for silicon modules. */
    tempCoeffVoc: unknownOr(TemperatureCoefficient),
    tempCoeffPmax: unknownOr(TemperatureCoefficient),
    /** mm. */
    size: v.object({ longer: measure(0), shorter: measure(0) }),
    material: v.picklist(PV_MODULE_MATERIALS, 'Bitte wählen Sie ein Material aus.'),
    manufacturerId: ManufacturerId,
    /** Years; the forms save 0. */
    warranty: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)), 0),
  }),
  v.forward(
    v.partialCheck(
      [['mppVoltage'], ['offLoadVoltage']],
      (module) => module.mppVoltage === null || module.mppVoltage === undefined || module.mppVoltage < module.offLoadVoltage,
      MSG_MPP_VOLTAGE_BELOW_VOC,
    ),
    ['mppVoltage'],
  ),
  v.forward(
    v.partialCheck(
      [['mppCurrent'], ['shortCircuitCurrent']],
      (module) => module.mppCurrent === null || module.mppCurrent === undefined || module.mppCurrent <= module.shortCircuitCurrent,
      MSG_MPP_CURRENT_BELOW_ISC,
    ),
    ['mppCurrent'],
  ),
);
export type PvModuleInput = v.InferOutput<typeof PvModuleInputSchema>;
export type PvModule = PartBase & Omit<PvModuleInput, 'manufacturerId'> & { manufacturer: Manufacturer };

// ---- Wallbox -------------------------------------------------------------------------

export const WALLBOX_TYPES = ['Socket', 'FixedCable'] as const;
export type WallboxType = (typeof WALLBOX_TYPES)[number];

export const WallboxInputSchema = v.object({
  id: Uuid,
  name: PartName,
  description: PartDescription,
  price: PartPrice,
  chargingCapacity: measure(1),
  cableLength: measure(1),
  type: v.picklist(WALLBOX_TYPES, 'Bitte wählen Sie einen Typ aus.'),
  manufacturerId: ManufacturerId,
});
export type WallboxInput = v.InferOutput<typeof WallboxInputSchema>;
export type Wallbox = PartBase & Omit<WallboxInput, 'manufacturerId'> & { manufacturer: Manufacturer };

// ---- Heater rod ----------------------------------------------------------------------

export const HeaterRodInputSchema = v.object({
  id: Uuid,
  name: PartName,
  description: PartDescription,
  price: PartPrice,
  heatingCapacity: measure(1),
  length: measure(0),
  diameter: measure(0),
});
export type HeaterRodInput = v.InferOutput<typeof HeaterRodInputSchema>;
export type HeaterRod = PartBase & HeaterRodInput;

// ---- Metal roof tile and roof tile ---------------------------------------------------

export const MetalRoofTileInputSchema = v.object({
  id: Uuid,
  name: PartName,
  description: PartDescription,
  price: PartPrice,
  /** How modules are fixed on a roof of this covering (ADR 0034). */
  mountingRule: OptionalMountingRule,
});
export type MetalRoofTileInput = v.InferOutput<typeof MetalRoofTileInputSchema>;
export type MetalRoofTile = PartBase & MetalRoofTileInput;

export const RoofTileInputSchema = v.object({
  id: Uuid,
  name: PartName,
  description: PartDescription,
  price: PartPrice,
  fittingMetalRoofTileId: requiredReference(MSG_FITTING_METAL_ROOF_TILE_REQUIRED),
  /** How modules are fixed on a roof of this covering (ADR 0034); roof hooks replace a tile by the fitting metal roof tile. */
  mountingRule: OptionalMountingRule,
});
export type RoofTileInput = v.InferOutput<typeof RoofTileInputSchema>;
export type RoofTile = PartBase &
  Omit<RoofTileInput, 'fittingMetalRoofTileId'> & {
    fittingMetalRoofTile: { id: string; name: string; price: number };
  };

// ---- Inverter ------------------------------------------------------------------------

export const INVERTER_TYPES = ['StandardInverter', 'HybridInverter', 'BatteryInverter'] as const;
export type InverterType = (typeof INVERTER_TYPES)[number];

/** How the lists and exports name an inverter type. */
export const INVERTER_TYPE_LABELS: Readonly<Record<InverterType, string>> = {
  StandardInverter: 'Standard',
  HybridInverter: 'Hybrid',
  BatteryInverter: 'Batterie',
};
export const INVERTER_PHASES = ['SinglePhase', 'ThreePhase'] as const;
export type InverterPhase = (typeof INVERTER_PHASES)[number];

export const MppInputSchema = v.object({
  inputIndex: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_MPP_INPUTS - 1, MSG_MPP_INPUTS_MAX)),
  strings: v.pipe(
    v.array(v.object({ stringIndex: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
    v.minLength(1, MSG_STRING_REQUIRED),
    v.maxLength(100),
    v.check((strings) => strings.every((string, index) => string.stringIndex === index), MSG_STRING_ORDER),
  ),
  /** Maximum input current of this MPP tracker in A; optional (null or left out). */
  maxInputCurrent: unknownOr(measure(1)),
  /** Maximum short-circuit current of the PV generator on this tracker in A; optional. */
  maxShortCircuitCurrent: unknownOr(measure(1)),
});
export type MppInput = v.InferOutput<typeof MppInputSchema>;

const MppInputsSchema = v.pipe(
  v.array(MppInputSchema),
  v.minLength(1, MSG_MPP_INPUT_REQUIRED),
  v.maxLength(MAX_MPP_INPUTS, MSG_MPP_INPUTS_MAX),
  v.check((inputs) => inputs.every((input, index) => input.inputIndex === index), MSG_MPP_INPUT_ORDER),
);

const inverterCommon = {
  id: Uuid,
  name: PartName,
  description: PartDescription,
  price: PartPrice,
  manufacturerId: ManufacturerId,
  phase: v.picklist(INVERTER_PHASES, 'Bitte wählen Sie eine Phase aus.'),
};
const pvInputs = {
  capacity: measure(1),
  /** Maximum DC input voltage in V; required when saving a PV inverter (parts saved before may have none). */
  maxDcInputVoltage: v.pipe(
    // A missing value reads as 0, which the next step refuses with the field's own message.
    v.optional(v.number(MSG_MAX_DC_INPUT_VOLTAGE_REQUIRED), 0),
    v.minValue(1, MSG_MAX_DC_INPUT_VOLTAGE_REQUIRED),
    measure(0),
  ),
  /** MPP voltage range in V. */
  mppVoltageMin: unknownOr(measure(0)),
  mppVoltageMax: unknownOr(measure(0)),
  /** AC nominal power in W. */
  acNominalPower: unknownOr(measure(0)),
  mppInputs: MppInputsSchema,
};

const isGiven = (value: number | null | undefined): value is number => value !== null && value !== undefined;

const inverterVariants = v.variant('type', [
  v.object({ type: v.literal('StandardInverter'), ...inverterCommon, ...pvInputs }),
  v.object({ type: v.literal('HybridInverter'), ...inverterCommon, ...pvInputs, dischargeCapacity: measure(1) }),
  v.object({ type: v.literal('BatteryInverter'), ...inverterCommon, dischargeCapacity: measure(1) }),
], 'Bitte wählen Sie einen Typ aus.');
type InverterVariant = v.InferOutput<typeof inverterVariants>;
type PvInverterVariant = Exclude<InverterVariant, { type: 'BatteryInverter' }>;

/** A check of a PV inverter's voltages, reported on the MPP range's upper end. */
const mppRangeCheck = (isValid: (inverter: PvInverterVariant) => boolean, message: string) =>
  v.rawCheck<InverterVariant>(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.type === 'BatteryInverter' || isValid(dataset.value)) return;
    const input = dataset.value as unknown as Record<string, unknown>;
    addIssue({ message, path: [{ type: 'object', origin: 'value', input, key: 'mppVoltageMax', value: dataset.value.mppVoltageMax }] });
  });

export const InverterInputSchema = v.pipe(
  inverterVariants,
  mppRangeCheck(
    ({ mppVoltageMin, mppVoltageMax }) => !isGiven(mppVoltageMin) || !isGiven(mppVoltageMax) || mppVoltageMin < mppVoltageMax,
    MSG_MPP_RANGE_ORDER,
  ),
  mppRangeCheck(
    ({ mppVoltageMax, maxDcInputVoltage }) => !isGiven(mppVoltageMax) || mppVoltageMax <= maxDcInputVoltage,
    MSG_MPP_RANGE_WITHIN_MAX_DC,
  ),
);
export type InverterInput = v.InferOutput<typeof InverterInputSchema>;
type WithPart<T> = T extends unknown ? PartBase & Omit<T, 'manufacturerId'> & { manufacturer: Manufacturer } : never;
/** Parts saved before the maximum DC input voltage was required may have none: null = 'unbekannt'. */
type AsRead<T> = T extends { maxDcInputVoltage: number } ? Omit<T, 'maxDcInputVoltage'> & { maxDcInputVoltage: number | null } : T;
export type Inverter = AsRead<WithPart<InverterInput>>;
export const isPvInverterType = (type: InverterType) => type !== 'BatteryInverter';

// ---- Battery storage -----------------------------------------------------------------

export const BatteryStorageInputSchema = v.object({
  id: Uuid,
  name: PartName,
  description: PartDescription,
  price: PartPrice,
  manufacturerId: ManufacturerId,
  /** Usable capacity in kWh, as the data sheet gives it. */
  usableCapacity: v.pipe(v.number(), v.minValue(0.1, 'Die nutzbare Kapazität muss größer als 0 sein.'), measure(2)),
});
export type BatteryStorageInput = v.InferOutput<typeof BatteryStorageInputSchema>;
export type BatteryStorage = PartBase & Omit<BatteryStorageInput, 'manufacturerId'> & { manufacturer: Manufacturer };

// ---- PUT bodies (spec section 7) -------------------------------------------------------

/** A part as it is read names its manufacturer as an object; that form is accepted when saving, too. */
type ManufacturerAsRead<T> = T extends unknown ? Omit<T, 'manufacturerId'> & { manufacturer: { id: string } } : never;

function manufacturerIdFromObject(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || 'manufacturerId' in input) return input;
  const { manufacturer, ...part } = input as { manufacturer?: unknown };
  if (typeof manufacturer !== 'object' || manufacturer === null || !('id' in manufacturer)) return input;
  return { ...part, manufacturerId: manufacturer.id };
}

/** `manufacturerId`, or `manufacturer: { id }` as in the part's read form. */
const withManufacturerOfEitherForm = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.custom<v.InferInput<S> | ManufacturerAsRead<v.InferInput<S>>>(() => true),
    v.transform((input) => manufacturerIdFromObject(input) as v.InferInput<S>),
    schema,
  );

export const SaveManufacturerSchema = v.object({ manufacturer: ManufacturerSchema });
export const SavePvModuleSchema = v.object({
  pvModule: withManufacturerOfEitherForm(PvModuleInputSchema),
  priceValidFrom: PvPriceValidFrom,
});
export const SaveWallboxSchema = v.object({ wallbox: withManufacturerOfEitherForm(WallboxInputSchema), priceValidFrom: PvPriceValidFrom });
export const SaveHeaterRodSchema = v.object({ heaterRod: HeaterRodInputSchema, priceValidFrom: PvPriceValidFrom });
export const SaveMetalRoofTileSchema = v.object({
  metalRoofTile: MetalRoofTileInputSchema,
  priceValidFrom: PvPriceValidFrom,
});
/** The roof tile is saved flat, not wrapped. */
export const SaveRoofTileSchema = v.object({ ...RoofTileInputSchema.entries, priceValidFrom: PvPriceValidFrom });
export const SaveInverterSchema = v.object({
  inverter: withManufacturerOfEitherForm(InverterInputSchema),
  priceValidFrom: PvPriceValidFrom,
});
export const SaveBatteryStorageSchema = v.object({
  batteryStorage: withManufacturerOfEitherForm(BatteryStorageInputSchema),
  priceValidFrom: PvPriceValidFrom,
});

// ---- Files ---------------------------------------------------------------------------

export const MAX_DATA_SHEET_BYTES = 10 * 1024 * 1024;
export const MAX_PV_ICON_BYTES = 256 * 1024;
export const DATA_SHEET_CONTENT_TYPES = ['application/pdf'] as const;
export const ICON_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;

/** Raw file content: a `Blob` (`File`) in the browser, the received bytes on the server. */
export const FileContentSchema = v.custom<Blob | Uint8Array>(
  (input) => input instanceof Uint8Array || (typeof Blob !== 'undefined' && input instanceof Blob),
  'Bitte wählen Sie eine Datei aus.',
);
export const FileUploadQuerySchema = v.object({
  fileName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255)), ''),
});
