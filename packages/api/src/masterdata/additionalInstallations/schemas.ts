import * as v from 'valibot';
import { Uuid, optionalText, requiredText } from '../../common';
import { PngDataUrl } from '../icons';
import { PositivePriceCents, PriceValidFromDate } from '../priced';
import { LabourShareSchema } from '../labourShare';
import { BillingUnitSchema } from '../units';

export const MSG_TITLE_REQUIRED = 'Bitte geben Sie einen Titel ein.';

export const AdditionalInstallationSchema = v.object({
  id: Uuid,
  title: requiredText(MSG_TITLE_REQUIRED),
  description: optionalText(1000),
  unit: BillingUnitSchema,
  price: PositivePriceCents,
  labourShareBasisPoints: LabourShareSchema,
  icon: v.nullable(PngDataUrl),
});
export type AdditionalInstallationInput = v.InferInput<typeof AdditionalInstallationSchema>;

/** Body of PUT /api/electro/additional-installations/{id}. */
export const AdditionalInstallationBodySchema = v.object({
  additionalInstallation: AdditionalInstallationSchema,
  priceValidFrom: PriceValidFromDate,
});

/** An additional installation (Zusatzinstallation); `price` in cents as of today, `icon` a PNG data URL or null. */
export interface AdditionalInstallation extends v.InferOutput<typeof AdditionalInstallationSchema> {
  archived: boolean;
}
