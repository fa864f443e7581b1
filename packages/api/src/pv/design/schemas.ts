import * as v from 'valibot';
import { Uuid } from '@planner/api';
import type { PvEconomicsSettings } from '../yield/economicsSettings';
import { AnnualConsumptionKwh, SelfConsumptionPercent } from '../yield/schemas';

/**
 * The PV design of one quote (configuration): roof faces with their modules, the inverters, the
 * strings on their MPP inputs and the optional storage, wallbox and heater rod. Lengths are metres
 * in the plane of a roof face (origin top-left, x along the eaves, y down the slope).
 */

export const MAX_PV_FACES = 20;
export const MAX_PV_MODULES = 2000;
export const MAX_PV_OBSTACLES_PER_FACE = 50;
export const MAX_PV_INVERTERS = 10;
export const MAX_PV_STRINGS = 400;
/** Largest length or coordinate on a roof face, in metres. */
export const MAX_PV_LENGTH_M = 100;
/** Largest coordinate of a point on the uploaded roof picture, in pixels. */
export const MAX_PV_PICTURE_PX = 20_000;

export const MSG_PV_TOO_MANY_FACES = `Höchstens ${MAX_PV_FACES} Dachflächen sind möglich.`;
export const MSG_PV_TOO_MANY_MODULES = `Höchstens ${MAX_PV_MODULES} Module je Anlage sind möglich.`;
export const MSG_PV_TOO_MANY_OBSTACLES = `Höchstens ${MAX_PV_OBSTACLES_PER_FACE} Hindernisse je Dachfläche sind möglich.`;
export const MSG_PV_LENGTH = `Bitte geben Sie eine Länge über 0 und bis ${MAX_PV_LENGTH_M} m ein.`;
export const MSG_PV_COORDINATE = `Die Lage muss zwischen 0 und ${MAX_PV_LENGTH_M} m liegen.`;
export const MSG_PV_TILT = 'Die Neigung muss zwischen 0° und 90° liegen.';
export const MSG_PV_AZIMUTH = 'Die Ausrichtung muss zwischen 0° und 359° liegen (Süd = 180°).';
export const MSG_PV_OUTLINE = 'Eine Dachfläche hat 3 bis 12 Eckpunkte.';
export const MSG_PV_EDGE_CLEARANCE = 'Der Randabstand muss zwischen 0 und 5 m liegen.';
export const MSG_PV_GAP = 'Der Modulabstand muss zwischen 0 und 1 m liegen.';
export const MSG_PV_FACE_NAME = 'Bitte geben Sie der Dachfläche einen Namen.';
export const MSG_PV_DUPLICATE_ID = 'Die ID ist doppelt vergeben.';
export const MSG_PV_UNKNOWN_MODULE_IN_STRING = 'Der String enthält ein Modul, das auf keiner Dachfläche liegt.';
export const MSG_PV_MODULE_IN_TWO_STRINGS = 'Ein Modul gehört zu höchstens einem String.';
export const MSG_PV_UNKNOWN_INVERTER_REF = 'Der String gehört zu keinem gewählten Wechselrichter.';
export const MSG_PV_DESIGN_OUTDATED =
  'Die PV-Anlage wurde inzwischen in einem anderen Fenster oder von einer anderen Person geändert.';
export const MSG_PV_PICTURE_MISSING = 'Für dieses Angebot ist kein Dachbild hochgeladen.';
export const MSG_PV_DESIGN_HAS_ERRORS = 'Die PV-Anlage hat Fehler, die vor dem Fertigstellen behoben werden müssen:';

const finite = () => v.pipe(v.number('Bitte geben Sie eine Zahl ein.'), v.finite('Bitte geben Sie eine endliche Zahl ein.'));
/** A length over 0 and up to 100 m. */
const Length = v.pipe(finite(), v.gtValue(0, MSG_PV_LENGTH), v.maxValue(MAX_PV_LENGTH_M, MSG_PV_LENGTH));
/** A coordinate on a roof face, 0–100 m. */
const Coordinate = v.pipe(finite(), v.minValue(0, MSG_PV_COORDINATE), v.maxValue(MAX_PV_LENGTH_M, MSG_PV_COORDINATE));
const PicturePixel = v.pipe(finite(), v.minValue(0), v.maxValue(MAX_PV_PICTURE_PX));

export const PV_ORIENTATIONS = ['portrait', 'landscape'] as const;
export type PvOrientation = (typeof PV_ORIENTATIONS)[number];
const Orientation = v.picklist(PV_ORIENTATIONS, 'Bitte wählen Sie Hoch- oder Querformat.');

export const PV_OBSTACLE_KINDS = ['Chimney', 'RoofWindow', 'Vent'] as const;
export type PvObstacleKind = (typeof PV_OBSTACLE_KINDS)[number];

export const PvPointSchema = v.object({ x: Coordinate, y: Coordinate });
const PicturePointSchema = v.object({ x: PicturePixel, y: PicturePixel });

export const PvObstacleSchema = v.object({
  id: Uuid,
  kind: v.picklist(PV_OBSTACLE_KINDS, 'Bitte wählen Sie die Art des Hindernisses.'),
  x: Coordinate,
  y: Coordinate,
  width: Length,
  height: Length,
});
export type PvObstacle = v.InferOutput<typeof PvObstacleSchema>;

/** A module on a face: the top-left corner of its rectangle, its size follows from the chosen module. */
export const PlacedPvModuleSchema = v.object({ id: Uuid, x: Coordinate, y: Coordinate, orientation: Orientation });
export type PlacedPvModule = v.InferOutput<typeof PlacedPvModuleSchema>;

export const RoofFaceSchema = v.object({
  id: Uuid,
  name: v.pipe(v.string(MSG_PV_FACE_NAME), v.trim(), v.minLength(1, MSG_PV_FACE_NAME), v.maxLength(100)),
  outline: v.pipe(v.array(PvPointSchema), v.minLength(3, MSG_PV_OUTLINE), v.maxLength(12, MSG_PV_OUTLINE)),
  /** The same corners on the uploaded roof picture, in pixels; null for a face entered by its sizes. */
  pictureOutline: v.nullish(v.pipe(v.array(PicturePointSchema), v.minLength(3, MSG_PV_OUTLINE), v.maxLength(12, MSG_PV_OUTLINE)), null),
  tilt: v.pipe(finite(), v.minValue(0, MSG_PV_TILT), v.maxValue(90, MSG_PV_TILT)),
  /** Degrees clockwise from north: Ost = 90, Süd = 180, West = 270. */
  azimuth: v.pipe(finite(), v.minValue(0, MSG_PV_AZIMUTH), v.maxValue(359, MSG_PV_AZIMUTH)),
  /** A roof tile or metal roof tile of the master data. */
  roofCoveringId: v.nullable(Uuid),
  edgeClearance: v.pipe(finite(), v.minValue(0, MSG_PV_EDGE_CLEARANCE), v.maxValue(5, MSG_PV_EDGE_CLEARANCE)),
  orientation: Orientation,
  gap: v.pipe(finite(), v.minValue(0, MSG_PV_GAP), v.maxValue(1, MSG_PV_GAP)),
  obstacles: v.pipe(v.array(PvObstacleSchema), v.maxLength(MAX_PV_OBSTACLES_PER_FACE, MSG_PV_TOO_MANY_OBSTACLES)),
  modules: v.pipe(v.array(PlacedPvModuleSchema), v.maxLength(MAX_PV_MODULES, MSG_PV_TOO_MANY_MODULES)),
});
export type RoofFace = v.InferOutput<typeof RoofFaceSchema>;

export const DesignInverterSchema = v.object({ id: Uuid, inverterId: Uuid });
export type DesignInverter = v.InferOutput<typeof DesignInverterSchema>;

export const PvStringSchema = v.object({
  id: Uuid,
  /** The `id` of an entry of `inverters`. */
  inverterRef: Uuid,
  inputIndex: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(25)),
  moduleIds: v.pipe(v.array(Uuid), v.maxLength(MAX_PV_MODULES, MSG_PV_TOO_MANY_MODULES)),
});
export type PvString = v.InferOutput<typeof PvStringSchema>;

/** The first problem of the design's references to itself (ids, strings, inverters), or null. */
export function designConsistencyProblem(design: {
  faces: readonly RoofFace[];
  inverters: readonly DesignInverter[];
  strings: readonly PvString[];
}): { path: (string | number)[]; message: string } | null {
  const ids = new Set<string>();
  const claim = (id: string) => (ids.has(id) ? false : (ids.add(id), true));
  for (const [faceIndex, face] of design.faces.entries()) {
    if (!claim(face.id)) return { path: ['faces', faceIndex, 'id'], message: MSG_PV_DUPLICATE_ID };
    for (const [index, obstacle] of face.obstacles.entries()) {
      if (!claim(obstacle.id)) return { path: ['faces', faceIndex, 'obstacles', index, 'id'], message: MSG_PV_DUPLICATE_ID };
    }
    for (const [index, module] of face.modules.entries()) {
      if (!claim(module.id)) return { path: ['faces', faceIndex, 'modules', index, 'id'], message: MSG_PV_DUPLICATE_ID };
    }
  }
  const moduleIds = new Set(design.faces.flatMap((face) => face.modules.map((module) => module.id)));
  const inverterRefs = new Set<string>();
  for (const [index, inverter] of design.inverters.entries()) {
    if (!claim(inverter.id)) return { path: ['inverters', index, 'id'], message: MSG_PV_DUPLICATE_ID };
    inverterRefs.add(inverter.id);
  }
  const strung = new Set<string>();
  for (const [stringIndex, string] of design.strings.entries()) {
    if (!claim(string.id)) return { path: ['strings', stringIndex, 'id'], message: MSG_PV_DUPLICATE_ID };
    if (!inverterRefs.has(string.inverterRef)) return { path: ['strings', stringIndex, 'inverterRef'], message: MSG_PV_UNKNOWN_INVERTER_REF };
    for (const [index, moduleId] of string.moduleIds.entries()) {
      if (!moduleIds.has(moduleId)) return { path: ['strings', stringIndex, 'moduleIds', index], message: MSG_PV_UNKNOWN_MODULE_IN_STRING };
      if (strung.has(moduleId)) return { path: ['strings', stringIndex, 'moduleIds', index], message: MSG_PV_MODULE_IN_TWO_STRINGS };
      strung.add(moduleId);
    }
  }
  return null;
}

/**
 * What the planner enters for the economics of this design: the household's yearly consumption
 * (null until entered) and an own self-consumption share instead of the suggested one (null: the
 * suggestion of ADR 0020).
 */
export const PvDesignEconomicsSchema = v.object({
  consumptionKwh: v.nullable(AnnualConsumptionKwh),
  selfConsumptionOverridePercent: v.nullable(SelfConsumptionPercent),
});
export type PvDesignEconomics = v.InferOutput<typeof PvDesignEconomicsSchema>;
export const EMPTY_PV_DESIGN_ECONOMICS: PvDesignEconomics = { consumptionKwh: null, selfConsumptionOverridePercent: null };

const designEntries = {
  /** The module type of every face; null until one is chosen. */
  moduleId: v.nullable(Uuid),
  faces: v.pipe(v.array(RoofFaceSchema), v.maxLength(MAX_PV_FACES, MSG_PV_TOO_MANY_FACES)),
  inverters: v.pipe(v.array(DesignInverterSchema), v.maxLength(MAX_PV_INVERTERS, `Höchstens ${MAX_PV_INVERTERS} Wechselrichter sind möglich.`)),
  strings: v.pipe(v.array(PvStringSchema), v.maxLength(MAX_PV_STRINGS, `Höchstens ${MAX_PV_STRINGS} Strings sind möglich.`)),
  batteryId: v.nullable(Uuid),
  wallboxId: v.nullable(Uuid),
  heaterRodId: v.nullable(Uuid),
  /** A save without them (an older client) stores them empty. */
  economics: v.optional(PvDesignEconomicsSchema, EMPTY_PV_DESIGN_ECONOMICS),
};

/**
 * One save of the design. `version` is the version it was based on (0 for a quote without a
 * design yet); a design saved in between answers `failure/Conflict`, nothing is overwritten unasked.
 */
export const SavePvDesignSchema = v.pipe(
  v.object({ version: v.pipe(v.number(), v.integer(), v.minValue(0), v.safeInteger()), ...designEntries }),
  v.check(
    (design) => design.faces.reduce((count, face) => count + face.modules.length, 0) <= MAX_PV_MODULES,
    MSG_PV_TOO_MANY_MODULES,
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = designConsistencyProblem(dataset.value);
    if (problem) addIssue({ message: problem.message, path: problemPath(dataset.value, problem.path) });
  }),
);
export type SavePvDesign = v.InferOutput<typeof SavePvDesignSchema>;
export type PvDesignContent = Omit<SavePvDesign, 'version'>;

/** Valibot issue path items for a path of keys and indexes into the value. */
function problemPath(root: unknown, path: (string | number)[]) {
  const items: v.IssuePathItem[] = [];
  let current: unknown = root;
  for (const key of path) {
    const next = (current as Record<string | number, unknown>)[key];
    items.push(
      Array.isArray(current)
        ? { type: 'array', origin: 'value', input: current as unknown[], key: key as number, value: next }
        : { type: 'object', origin: 'value', input: current as Record<string, unknown>, key: key as string, value: next },
    );
    current = next;
  }
  return items as [v.IssuePathItem, ...v.IssuePathItem[]];
}

export const EMPTY_PV_DESIGN: PvDesignContent = {
  moduleId: null,
  faces: [],
  inverters: [],
  strings: [],
  batteryId: null,
  wallboxId: null,
  heaterRodId: null,
  economics: EMPTY_PV_DESIGN_ECONOMICS,
};

/** The uploaded roof picture, read through its own endpoint. */
export interface PvDesignPicture {
  contentType: string;
  byteSize: number;
}

/** The company's figures the design and its check start from. */
export interface PvDesignSettings {
  /** Metres. */
  edgeClearance: number;
  /** Cell temperatures in °C for the voltage check. */
  minCellTemperature: number;
  maxCellTemperature: number;
  /** Allowed ratio of DC module power to AC inverter power. */
  dcAcRatioMin: number;
  dcAcRatioMax: number;
}

export type PvDesign = PvDesignContent & {
  configurationId: string;
  /** 0 while nothing was saved. */
  version: number;
  picture: PvDesignPicture | null;
  /** The quote is finalized or waiting for approval: the design can only be read. */
  readOnly: boolean;
  settings: PvDesignSettings;
  /** The company's figures of the yield forecast and the economics (ADR 0029). */
  economicsSettings: PvEconomicsSettings;
};

/** The roof picture as data URL (PNG or JPEG; a PDF page is rendered to PNG in the browser). */
export const PvDesignPictureSchema = v.object({
  imageData: v.pipe(v.string('Bitte wählen Sie eine Datei aus.'), v.startsWith('data:', 'Bitte wählen Sie eine Datei aus.')),
});

