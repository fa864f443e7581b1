import * as v from 'valibot';
import { Uuid, optionalText, requiredText } from '../../common';
import { PngDataUrl } from '../icons';
import { PriceCents, PriceValidFromDate } from '../priced';
import { LabourShareSchema } from '../labourShare';
import { BillingUnitSchema, type BillingUnit } from '../units';

export const MSG_LABEL_REQUIRED = 'Bitte geben Sie eine Bezeichnung ein.';
export const MSG_TAG_NAME_REQUIRED = 'Bitte geben Sie einen Namen für das Tag ein.';

/** Which cover an installation needs; prices the outlet and switch covers at checkout. */
export const COVER_KINDS = ['None', 'Outlet', 'LightSwitch', 'Thermostat'] as const;
export type CoverKind = (typeof COVER_KINDS)[number];

export const TagSchema = v.object({ id: Uuid, name: requiredText(MSG_TAG_NAME_REQUIRED, 50) });
export type Tag = v.InferOutput<typeof TagSchema>;

/**
 * An installation as sent in the PUT body. `icon` is required when creating and may be
 * null when editing (keeps the stored icon). A tag with a new id is created, unless a tag
 * with the same name (ignoring case) exists, which is then used.
 */
export const ElectricalComponentInputSchema = v.object({
  id: Uuid,
  label: requiredText(MSG_LABEL_REQUIRED),
  /** The long text of its quote lines; optional. */
  description: optionalText(1000),
  unit: BillingUnitSchema,
  price: PriceCents,
  labourShareBasisPoints: LabourShareSchema,
  icon: v.nullable(PngDataUrl),
  tags: v.object({ tags: v.pipe(v.array(TagSchema), v.maxLength(20, 'Maximal 20 Tags erlaubt.')) }),
  coverKind: v.optional(v.picklist(COVER_KINDS), 'None'),
});
export type ElectricalComponentInput = v.InferInput<typeof ElectricalComponentInputSchema>;

/** Body of PUT /api/electro/components/{id}. */
export const ElectricalComponentBodySchema = v.object({
  component: ElectricalComponentInputSchema,
  priceValidFrom: PriceValidFromDate,
});

/** An installation (electrical component); `price` in cents as of today. */
export interface ElectricalComponent {
  id: string;
  label: string;
  description: string;
  unit: BillingUnit;
  price: number;
  /** The labour share of the price in basis points (2500 = 25 %), printed on invoices for § 35a EStG. */
  labourShareBasisPoints: number;
  /** PNG data URL. */
  icon: string;
  tags: { tags: Tag[] };
  coverKind: CoverKind;
  /** Deleted while still referenced: missing from lists, kept for existing plans and quotes. */
  archived: boolean;
}
