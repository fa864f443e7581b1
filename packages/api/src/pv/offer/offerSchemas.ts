import * as v from 'valibot';
import { type LineVatCategory, requiredText, Uuid, type VatTotals } from '@planner/api';
import type { PartsListGroup, PartsListUnit } from './partsList';
import type { PvZeroRateEntitlement } from './vatClassification';

/**
 * The planner's adjustments of a quote's PV positions (ADR 0030): the confirmation of the zero
 * rate's conditions, changed amounts of the positions the design yields, and free lines. Stored
 * with the quote's design under a version; a save based on an older version is refused.
 */

export const PV_OFFER_UNITS = ['Stk', 'm', 'kWp', 'psch'] as const satisfies readonly PartsListUnit[];
export { PV_OFFER_UNIT_LABELS } from './unitLabels';
export const MAX_PV_OFFER_QUANTITY = 100_000;
/** 1 000 000,00 € per unit. */
export const MAX_PV_OFFER_UNIT_PRICE = 100_000_000;
export const MAX_PV_OFFER_FREE_LINES = 50;
export const MAX_PV_OFFER_CHANGED_AMOUNTS = 200;
/** The cable run from the roof to the inverter the page shows until the planner enters one, in metres. */
export const DEFAULT_DC_CABLE_RUN_METRES = 15;
export const MAX_DC_CABLE_RUN_METRES = 500;

export const MSG_PV_OFFER_QUANTITY = `Bitte geben Sie eine Menge von 0 bis ${MAX_PV_OFFER_QUANTITY.toLocaleString('de-DE')} mit höchstens drei Nachkommastellen ein.`;
export const MSG_PV_OFFER_UNIT_PRICE = 'Bitte geben Sie einen Preis von 0 bis 1.000.000,00 € in ganzen Cent ein.';
export const MSG_PV_OFFER_LINE_NAME = 'Bitte geben Sie eine Bezeichnung ein.';
export const MSG_PV_OFFER_UNIT = 'Bitte wählen Sie eine Einheit.';
export const MSG_PV_OFFER_OUTDATED =
  'Die Positionen der PV-Anlage wurden inzwischen in einem anderen Fenster oder von einer anderen Person geändert.';
export const MSG_DC_CABLE_RUN = `Bitte geben Sie den Leitungsweg vom Dach zum Wechselrichter von 0 bis ${MAX_DC_CABLE_RUN_METRES} m mit höchstens einer Nachkommastelle ein.`;
export const MSG_PV_OFFER_TOO_MANY_FREE_LINES = `Höchstens ${MAX_PV_OFFER_FREE_LINES} freie Positionen sind möglich.`;

/** `value` has at most `digits` decimals (as typed in a German field, up to float noise). */
const hasAtMostDecimals = (digits: number) => (value: number) => {
  const scale = 10 ** digits;
  return Math.abs(Math.round(value * scale) - value * scale) < 1e-6;
};

/** A number from 0 to `max` with at most `digits` decimals; anything else answers `message`. */
const decimalUpTo = (max: number, digits: number, message: string) =>
  v.pipe(v.number(message), v.finite(message), v.minValue(0, message), v.maxValue(max, message), v.check(hasAtMostDecimals(digits), message));

export const PvOfferQuantity = decimalUpTo(MAX_PV_OFFER_QUANTITY, 3, MSG_PV_OFFER_QUANTITY);

export const PvOfferUnitPrice = v.pipe(
  v.number(MSG_PV_OFFER_UNIT_PRICE),
  v.integer(MSG_PV_OFFER_UNIT_PRICE),
  v.minValue(0, MSG_PV_OFFER_UNIT_PRICE),
  v.maxValue(MAX_PV_OFFER_UNIT_PRICE, MSG_PV_OFFER_UNIT_PRICE),
);

/** Metres of cable from where the strings leave the roof to the inverter, one way: 0 … 500 m, one decimal. */
export const DcCableRunMetres = decimalUpTo(MAX_DC_CABLE_RUN_METRES, 1, MSG_DC_CABLE_RUN);

/** A line the planner adds beside the design's positions, e.g. 'Zählerschrank erneuern'. */
export const PvOfferFreeLineSchema = v.object({
  id: Uuid,
  name: requiredText(MSG_PV_OFFER_LINE_NAME, 200),
  quantity: PvOfferQuantity,
  unit: v.picklist(PV_OFFER_UNITS, MSG_PV_OFFER_UNIT),
  /** Cents per unit. */
  unitPrice: PvOfferUnitPrice,
  /** Part of the PV system (0 % when entitled) or not (19 %). */
  partOfPvSystem: v.boolean(),
});
export type PvOfferFreeLine = v.InferOutput<typeof PvOfferFreeLineSchema>;

export const PvOfferAdjustmentsSchema = v.object({
  /** The planner confirms: private customer, system on or near a residential building (§ 12 Abs. 3 UStG). */
  conditionsConfirmed: v.boolean(),
  /** Changed amounts of the design's positions, by the position's key. */
  quantities: v.pipe(
    v.array(v.object({ key: v.pipe(v.string(), v.minLength(1), v.maxLength(300)), quantity: PvOfferQuantity })),
    v.maxLength(MAX_PV_OFFER_CHANGED_AMOUNTS),
  ),
  freeLines: v.pipe(v.array(PvOfferFreeLineSchema), v.maxLength(MAX_PV_OFFER_FREE_LINES, MSG_PV_OFFER_TOO_MANY_FREE_LINES)),
  /**
   * 'Leitungsweg Dach → Wechselrichter': the site's cable run, which the design does not know; each
   * string's plus and minus run it once (ADR 0030).
   */
  dcCableRunMetres: DcCableRunMetres,
});
export type PvOfferAdjustments = v.InferOutput<typeof PvOfferAdjustmentsSchema>;

export const SavePvOfferSchema = v.object({
  /** The version the adjustments are based on; 0 while none were saved. */
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  ...PvOfferAdjustmentsSchema.entries,
});
export type SavePvOffer = v.InferOutput<typeof SavePvOfferSchema>;

/** Before the first save; adjustments saved before the cable run existed read it as the default. */
export const EMPTY_PV_OFFER_ADJUSTMENTS: PvOfferAdjustments = {
  conditionsConfirmed: false,
  quantities: [],
  freeLines: [],
  dcCableRunMetres: DEFAULT_DC_CABLE_RUN_METRES,
};

/** One position of a PV quote: from the design's parts list (amount possibly changed) or a free line. */
export interface PvOfferLine {
  /** Stable for a design position (group and name), the free line's id otherwise. */
  key: string;
  group: PartsListGroup | 'Free';
  name: string;
  quantity: number;
  /** The amount the design yields; `null` for a free line. */
  designQuantity: number | null;
  unit: PartsListUnit;
  /** Cents per unit. */
  unitPrice: number;
  /** Cents. */
  netAmount: number;
  partOfPvSystem: boolean;
  vatCategory: LineVatCategory;
}

/** The PV positions of a quote with their VAT, computed from the design, the master data and the adjustments. */
export interface PvOfferPositions {
  moduleCount: number;
  /** Three decimals. */
  kwp: number;
  entitlement: PvZeroRateEntitlement;
  lines: PvOfferLine[];
  totals: VatTotals;
  /** The legal notes the quote carries, e.g. § 12 Abs. 3 UStG. */
  notes: string[];
}

/** The PV positions of a quote as its page shows them: at the prices of `priceDay`, with the adjustments. */
export interface PvOffer extends PvOfferPositions, PvOfferAdjustments {
  configurationId: string;
  version: number;
  /** The quote is finalized or waits for approval: nothing can be changed. */
  readOnly: boolean;
  /** ISO day the master-data prices apply on. */
  priceDay: string;
  /**
   * Why the mounting system of a face is not counted, and PV services per module that may charge
   * it a second time beside the counted mounting parts (ADR 0034); German, one sentence group each.
   */
  mountingWarnings: string[];
  /** Why the DC cable and connectors are not counted, or only in part (ADR 0030); German sentences. */
  dcCablingWarnings: string[];
}
