import * as v from 'valibot';
import { optionalText, requiredText, Uuid } from '../common';
import { LabourShareSchema } from '../masterdata/labourShare';
import { PriceCents, PriceValidFromDate } from '../masterdata/priced';
import { MSG_POWER_METER_ICON_REQUIRED, optionImage } from './images';

export const MSG_OPTION_NAME_REQUIRED = 'Bitte geben Sie einen Namen ein.';
export const MSG_LOCATION_REQUIRED = 'Bitte geben Sie einen Installationsort ein.';
export const MSG_OPTION_NOT_FOUND = 'Option nicht gefunden.';

const optionEntries = {
  id: Uuid,
  name: requiredText(MSG_OPTION_NAME_REQUIRED),
  description: optionalText(1000),
  icon: optionImage(),
  price: PriceCents,
  labourShareBasisPoints: LabourShareSchema,
};

/** Intercom, lock, mailbox, TV connection, multimedia cable channel and patch field types. */
export const OptionTypeSchema = v.object(optionEntries);
export type OptionType = v.InferOutput<typeof OptionTypeSchema>;

export const POWER_METER_CONCEPTS = [
  'StandardWithoutPV',
  'StandardWithPV',
  'StandardWithPVExternal',
  'StandardWithAdditionalDistribution',
  'CascadingMeters',
  'ExtraHeatingMeter',
] as const;
export type PowerMeterConcept = (typeof POWER_METER_CONCEPTS)[number];
export const DEFAULT_POWER_METER_CONCEPT: PowerMeterConcept = 'StandardWithoutPV';

export const POWER_METER_CONCEPT_LABELS: Record<PowerMeterConcept, string> = {
  StandardWithoutPV: 'Standard ohne PV',
  StandardWithPV: 'Standard mit PV',
  StandardWithPVExternal: 'Standard mit PV (Fremdfirma)',
  StandardWithAdditionalDistribution: 'Standard mit Unterverteilung',
  CascadingMeters: 'Kaskadenschaltung',
  ExtraHeatingMeter: 'Zusätzlicher Wärmepumpenzähler',
};

export const PowerMeterTypeSchema = v.object({
  ...optionEntries,
  icon: optionImage(MSG_POWER_METER_ICON_REQUIRED),
  powerMeterTypeConfigurationType: v.object({
    type: v.picklist(POWER_METER_CONCEPTS, 'Bitte wählen Sie ein Messkonzept aus.'),
  }),
});
export type PowerMeterType = v.InferOutput<typeof PowerMeterTypeSchema>;

export const IntercomLocationTypeSchema = v.object({
  id: Uuid,
  location: requiredText(MSG_LOCATION_REQUIRED),
  extraPrice: PriceCents,
  labourShareBasisPoints: LabourShareSchema,
});
export type IntercomLocationType = v.InferOutput<typeof IntercomLocationTypeSchema>;

export const OutletCoverTypeSchema = v.object({
  id: Uuid,
  name: requiredText(MSG_OPTION_NAME_REQUIRED),
  icon: optionImage(),
  description: optionalText(1000),
  outletCoverPrice: PriceCents,
  lightSwitchPrice: PriceCents,
  thermostatPrice: PriceCents,
  labourShareBasisPoints: LabourShareSchema,
});
export type OutletCoverType = v.InferOutput<typeof OutletCoverTypeSchema>;

/** PUT body of outlet cover types: the entity itself, flat, with priceValidFrom. */
export const OutletCoverTypeBodySchema = v.object({ ...OutletCoverTypeSchema.entries, priceValidFrom: PriceValidFromDate });

/** PUT body wrapping the entity under `key` together with priceValidFrom. */
export const wrappedOptionBody = <const K extends string, S extends v.GenericSchema>(key: K, schema: S) =>
  v.object({ [key]: schema, priceValidFrom: PriceValidFromDate } as { [P in K]: S } & {
    priceValidFrom: typeof PriceValidFromDate;
  });
