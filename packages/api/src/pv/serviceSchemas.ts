import * as v from 'valibot';
import { optionalText, requiredText, Uuid } from '@planner/api';
import { MSG_NAME_REQUIRED, PartPrice, PvPriceValidFrom, type StoredFile } from './schemas';

/**
 * A PV service ('PV-Dienstleistung', e.g. Montage, Gerüst, Inbetriebnahme, Anmeldung beim
 * Netzbetreiber und im Marktstammdatenregister): its price is per pricing basis, i.e. once
 * ('Flat'), per module ('PerModule') or per kWp of the system ('PerKwp').
 */
export const PV_SERVICE_PRICING_BASES = ['Flat', 'PerModule', 'PerKwp'] as const;
export type PvServicePricingBasis = (typeof PV_SERVICE_PRICING_BASES)[number];
export const PV_SERVICE_PRICING_BASIS_LABELS: Record<PvServicePricingBasis, string> = {
  Flat: 'pauschal',
  PerModule: 'je Modul',
  PerKwp: 'je kWp',
};
export const MSG_PRICING_BASIS_REQUIRED = 'Bitte wählen Sie eine Preisgrundlage aus.';
export const MSG_PART_OF_PV_SYSTEM_REQUIRED = 'Bitte geben Sie an, ob die Leistung zur PV-Anlage gehört.';

export const PvServiceInputSchema = v.object({
  id: Uuid,
  name: requiredText(MSG_NAME_REQUIRED),
  description: optionalText(2000),
  /** Cents per unit of the pricing basis: the whole service, one module or one kWp. */
  price: PartPrice,
  pricingBasis: v.picklist(PV_SERVICE_PRICING_BASES, MSG_PRICING_BASIS_REQUIRED),
  /**
   * True for the installation of the PV system itself (§ 12 Abs. 3 UStG can apply, ADR 0028);
   * false for work outside it, e.g. on the meter cabinet.
   */
  partOfPvSystem: v.boolean(MSG_PART_OF_PV_SYSTEM_REQUIRED),
});
export type PvServiceInput = v.InferOutput<typeof PvServiceInputSchema>;
export type PvService = PvServiceInput & { icon: StoredFile | null; dataSheet: StoredFile | null };

export const SavePvServiceSchema = v.object({ pvService: PvServiceInputSchema, priceValidFrom: PvPriceValidFrom });
