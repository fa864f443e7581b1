import * as v from 'valibot';
import { MSG_CONFIGURATION_FINALIZED } from '../checkout/checkoutSchemas';
import { requiredText, Uuid } from '../common';
import { MSG_AMOUNT_MIN } from '../masterdata/propertyDevelopers/schemas';
import type { BillingUnit } from '../masterdata/units';
import { LINE_VAT_CATEGORIES, MSG_LINE_VAT_CATEGORY, type LineVatCategory } from '../tax/vat';

/** Writes to a finalized configuration answer `failure/ConfigurationFinalized` with this message. */
export { MSG_CONFIGURATION_FINALIZED };

export const MSG_FLOOR_NOT_FOUND = 'Grundriss nicht gefunden.';
export const MSG_FLOOR_NAME_REQUIRED = 'Bitte geben Sie eine Bezeichnung für den Grundriss an.';
export const MSG_FLOOR_FILE_REQUIRED = 'Bitte wählen Sie eine Datei aus.';
export const MSG_FLOOR_FILE_TYPE = 'Es sind nur Bilddateien erlaubt.';
export const MSG_FLOOR_FILE_TOO_LARGE = 'Die Datei ist zu groß. Maximal 20 MB.';
export const MSG_ROOM_TYPE_REQUIRED = 'Bitte wählen Sie einen Raumtyp aus.';
export const MSG_CHOOSE_ADDITIONAL_INSTALLATION = 'Bitte wählen Sie eine Zusatzinstallation aus.';
export const MSG_PLAN_DOCUMENT_OUTDATED =
  'Dieses Stockwerk wurde inzwischen in einem anderen Fenster oder von einer anderen Person geändert.';
export const MSG_QUOTE_INFO_UNAVAILABLE = 'Angebotsdaten nicht verfügbar.';
export const MSG_ADDITIONAL_INSTALLATION_NOT_FOUND = 'Zusatzinstallation nicht gefunden.';
/** Quote line group of installations placed outside every room. */
export const OUTSIDE_ROOMS_NAME = 'Ohne Raum';

/** Floor plan files (image and original PDF) may have at most 20 MB. */
export const MAX_FLOOR_FILE_BYTES = 20 * 1024 * 1024;
/** The list preview is rendered in the browser and kept small. */
export const MAX_FLOOR_PREVIEW_BYTES = 512 * 1024;
/** The saved editor document (plan image referenced by URL, never inlined). */
export const MAX_PLAN_DOCUMENT_BYTES = 1024 * 1024;
export const MAX_ROOMS_PER_FLOOR = 500;
export const MAX_COMPONENTS_PER_FLOOR = 5000;
export const MAX_LINES_PER_FLOOR = 5000;

const Coordinate = v.pipe(v.number(), v.finite());
export const PointSchema = v.object({ x: Coordinate, y: Coordinate });
export type Point = v.InferOutput<typeof PointSchema>;

export const RoomSchema = v.object({
  id: Uuid,
  label: requiredText(),
  /** From the project's construction specification; null for private orders. */
  roomType: v.nullable(v.object({ id: Uuid, name: v.string() })),
  /** The polygon's corners in plan coordinates. */
  points: v.pipe(v.array(PointSchema), v.minLength(3, 'Ein Raum braucht mindestens drei Ecken.'), v.maxLength(1000)),
});
export type Room = v.InferOutput<typeof RoomSchema>;

export const PlacedComponentSchema = v.object({
  id: Uuid,
  componentId: Uuid,
  /** The room whose polygon contains the position; null outside every room. */
  roomId: v.nullable(Uuid),
  position: PointSchema,
});
export type PlacedComponent = v.InferOutput<typeof PlacedComponentSchema>;

export const ConnectionLineSchema = v.object({ id: Uuid, fromId: Uuid, toId: Uuid });
export type ConnectionLine = v.InferOutput<typeof ConnectionLineSchema>;

/** Creates a floor (client-generated id) or replaces its name and structure. */
/** Version of a floor's plan: counted up by every save of the editor, at most a 32-bit integer. */
const PlanVersion = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 31 - 1, 'Ungültige Version.'));

/** What the editor draws on a floor: rooms, placed installations and their connections. */
const floorStructureEntries = {
  rooms: v.pipe(v.array(RoomSchema), v.maxLength(MAX_ROOMS_PER_FLOOR)),
  placedElectricalComponents: v.pipe(v.array(PlacedComponentSchema), v.maxLength(MAX_COMPONENTS_PER_FLOOR)),
  connectionLines: v.pipe(v.array(ConnectionLineSchema), v.maxLength(MAX_LINES_PER_FLOOR)),
};
export const FloorStructureSchema = v.object(floorStructureEntries);

export const FloorSchema = v.object({
  id: Uuid,
  name: requiredText(MSG_FLOOR_NAME_REQUIRED),
  configurationId: Uuid,
  ...floorStructureEntries,
  /** The plan version this save was based on (from GET); a floor changed since is refused with `failure/Conflict`. */
  planVersion: v.optional(PlanVersion),
});
export type FloorInput = v.InferInput<typeof FloorSchema>;
export type Floor = Omit<v.InferOutput<typeof FloorSchema>, 'planVersion'> & { hasImage: boolean; hasPdf: boolean; planVersion: number };

export interface FloorPreview {
  id: string;
  name: string;
  roomsCount: number;
  installationsCount: number;
  /** In cents. */
  price: number;
  hasImage: boolean;
}

const dataUrl = (message: string) => v.pipe(v.string(message), v.startsWith('data:', message));

/** The plan as data URL (PNG or JPEG), and optionally a small preview rendered by the browser. */
export const FloorImageSchema = v.object({
  imageData: dataUrl(MSG_FLOOR_FILE_REQUIRED),
  previewData: v.optional(dataUrl(MSG_FLOOR_FILE_REQUIRED)),
});

/** The original PDF; its first page arrives separately as image. */
export const FloorPdfSchema = v.custom<Blob | Uint8Array>(
  (input) => input instanceof Uint8Array || (typeof Blob !== 'undefined' && input instanceof Blob),
  MSG_FLOOR_FILE_REQUIRED,
);

/** Nesting the editor's documents never reach; deeper JSON is refused before anything walks it recursively. */
export const MAX_PLAN_DOCUMENT_DEPTH = 64;

/** Whether the JSON value nests at most `maxDepth` levels and holds only finite numbers (checked without recursion). */
export function isBoundedJson(value: unknown, maxDepth: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current === 'number' && !Number.isFinite(current)) return false;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= maxDepth) return false;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return true;
}

/**
 * One save of the editor: its document as the next `version` (the version it was based on
 * plus one) and, in the same transaction, the structured floor derived from it. A floor saved
 * in between is refused with `failure/Conflict`, so no window overwrites another's work unasked.
 */
export const PlanDocumentSchema = v.object({
  version: v.pipe(PlanVersion, v.minValue(1)),
  document: v.pipe(
    v.record(v.string(), v.unknown()),
    v.check((document) => isBoundedJson(document, MAX_PLAN_DOCUMENT_DEPTH), 'Das Dokument ist zu tief verschachtelt oder enthält ungültige Zahlen.'),
  ),
  floor: v.optional(FloorStructureSchema),
});
export type PlanDocument = v.InferOutput<typeof PlanDocumentSchema>;
/** `document` is null until the editor saved once. */
export interface SavedPlanDocument {
  version: number;
  document: Record<string, unknown> | null;
}

export interface QuoteElement {
  /**
   * The installation: its label is the line's short text, its description the long text; the
   * labour share of its price in basis points (2500 = 25 %), for § 35a EStG on invoices.
   */
  component: { id: string; label: string; description: string; unit: BillingUnit; labourShareBasisPoints: number };
  items: number;
  included: number;
  extra: number;
  /** In cents. */
  unitPrice: number;
  totalPrice: number;
}

export interface QuoteRoom {
  /** The room's label, or 'Ohne Raum' for installations outside every room. */
  name: string;
  totalPrice: number;
  elements: QuoteElement[];
}

export interface QuoteInfo {
  floors: { id: string; name: string; totalPrice: number; rooms: QuoteRoom[] }[];
  totalPrice: number;
}

/** Adds or changes an additional installation of a configuration. */
export const ConfigurationAdditionalInstallationSchema = v.object({
  id: Uuid,
  additionalInstallationId: v.pipe(v.string(MSG_CHOOSE_ADDITIONAL_INSTALLATION), v.uuid(MSG_CHOOSE_ADDITIONAL_INSTALLATION)),
  amount: v.pipe(v.number(MSG_AMOUNT_MIN), v.integer(MSG_AMOUNT_MIN), v.minValue(1, MSG_AMOUNT_MIN), v.maxValue(100_000)),
  /** 19 % unless the line is a PV system the law puts at 0 % (§ 12 Abs. 3 UStG). */
  vatCategory: v.optional(v.picklist(LINE_VAT_CATEGORIES, MSG_LINE_VAT_CATEGORY), 'Standard'),
});
export type ConfigurationAdditionalInstallationInput = v.InferInput<typeof ConfigurationAdditionalInstallationSchema>;

export interface ConfigurationAdditionalInstallation {
  id: string;
  additionalInstallationId: string;
  amount: number;
  title: string;
  description: string;
  unit: BillingUnit;
  /** The installation's labour share of the price in basis points (2500 = 25 %). */
  labourShareBasisPoints: number;
  /** In cents, as of today. */
  unitPrice: number;
  totalPrice: number;
  vatCategory: LineVatCategory;
}
