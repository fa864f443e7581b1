import * as v from 'valibot';

/** The unit a master-data item is billed in, with its German abbreviation on quotes. */
export const BILLING_UNITS = {
  Piece: 'Stck.',
  Metre: 'm',
  LumpSum: 'psch.',
  Hour: 'Std.',
} as const;
export type BillingUnit = keyof typeof BILLING_UNITS;
export const BILLING_UNIT_CODES = Object.keys(BILLING_UNITS) as BillingUnit[];
export const DEFAULT_BILLING_UNIT: BillingUnit = 'Piece';

/** Optional in bodies, as clients of the spec do not send it: then 'Stück'. */
export const BillingUnitSchema = v.optional(v.picklist(BILLING_UNIT_CODES, 'Bitte wählen Sie eine Einheit.'), DEFAULT_BILLING_UNIT);

/** Long labels for choosing a unit. */
export const BILLING_UNIT_NAMES: Record<BillingUnit, string> = {
  Piece: 'Stück',
  Metre: 'Meter (m)',
  LumpSum: 'pauschal (psch.)',
  Hour: 'Stunde (Std.)',
};

/** `1200` → `1.200`. */
export const formatCount = (amount: number) => amount.toLocaleString('de-DE');

/** `5` and `Metre` → `5 m`. */
export const formatQuantity = (amount: number, unit: BillingUnit) => `${formatCount(amount)} ${BILLING_UNITS[unit]}`;

