import * as v from 'valibot';
import { AddressSchema, Email, optionalText, requiredText, Uuid } from '../common';
import { BankInformationSchema, LegalInformationSchema } from '../tenant/schemas';
import type { IntercomLocationType, OptionType, OutletCoverType, PowerMeterType } from './optionSchemas';

/** Surcharge of a heat pump that also cools, in cents. */
export const COOLING_SURCHARGE_CENTS = 73_000;
/** Lower bound of PV power and battery capacity: 0.1 kWp / kWh. */
export const MIN_PV_WATT = 100;

export const MSG_CHECKOUT_NOT_FOUND = 'Konfiguration für dieses Projekt nicht gefunden.';
export const MSG_NO_OUTLET_COVER_CHOSEN = 'Es ist keine Schalter- und Steckdosenabdeckung ausgewählt.';
/** Writes to a finalized configuration, or one waiting for approval (InReview), are refused with this. */
export const MSG_CONFIGURATION_FINALIZED = 'Das Angebot ist fertiggestellt oder wartet auf Freigabe und kann nicht geändert werden.';
export const MSG_CHOOSE_OPTION = 'Bitte wählen Sie eine Option aus.';
export const MSG_CHOOSE_INTERCOM = 'Bitte wählen Sie eine Option für die Sprechanlage und den Installationsort aus.';
export const MSG_CHOOSE_POWER_METER = 'Bitte wählen Sie ein Messkonzept aus.';
export const MSG_HEATING_INCOMPLETE = 'Bitte geben Sie alle drei Standorte der Heizung an.';
export const MSG_UNKNOWN_OPTION = 'Diese Option existiert nicht.';

const MSG_AMOUNT = 'Bitte geben Sie eine ganze Zahl ab 1 ein.';
/** Amount of a cable channel, port count of a patch field. */
export const CheckoutAmount = v.pipe(v.number(MSG_AMOUNT), v.integer(MSG_AMOUNT), v.minValue(1, MSG_AMOUNT), v.maxValue(100_000, MSG_AMOUNT));

const pvWatt = (message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(MIN_PV_WATT, message), v.maxValue(100_000_000, message));

export const PvCompanyContactSchema = v.object({
  id: Uuid,
  name: requiredText('Bitte geben Sie den Namen der Firma ein.'),
  namespace: optionalText(),
  address: v.nullable(AddressSchema),
  contactInformation: v.object({
    phone: requiredText('Bitte geben Sie eine Telefonnummer ein.'),
    mail: Email,
    fax: optionalText(),
    url: optionalText(),
  }),
  legalInformation: v.nullable(LegalInformationSchema),
  bankInformation: v.nullable(BankInformationSchema),
});

/** The external installer and PV system of the concept StandardWithPVExternal. */
export const PowerMeterCustomInformationSchema = v.object({
  pvCompanyContact: PvCompanyContactSchema,
  pvPowerWatt: pvWatt('Die PV-Leistung muss mindestens 0,1 kWp betragen.'),
  /** null when there is no battery. */
  batterySizeWattHours: v.nullable(pvWatt('Die Batteriekapazität muss mindestens 0,1 kWh betragen.')),
});
export type PowerMeterCustomInformation = v.InferOutput<typeof PowerMeterCustomInformationSchema>;

/** A chosen option is sent as the option itself; only its id is read. */
const OptionReference = v.object({ id: Uuid });
const HeatingLocation = v.nullable(requiredText(MSG_HEATING_INCOMPLETE));

/** PUT body of /configurations/{id}/checkout: the whole checkout configuration. */
export const CheckoutConfigurationBodySchema = v.pipe(
  v.object({
    tv: v.nullable(OptionReference),
    multiMediaCableChannel: v.nullable(v.object({ channelType: OptionReference, amount: CheckoutAmount })),
    patchField: v.nullable(v.object({ patchFieldType: OptionReference, amount: CheckoutAmount })),
    intercom: v.nullable(v.object({ intercomType: OptionReference, intercomLocation: OptionReference })),
    lock: v.nullable(OptionReference),
    mailbox: v.nullable(OptionReference),
    outletCovers: v.nullable(OptionReference),
    powerMeter: v.nullable(OptionReference),
    powerMeterCustomInformation: v.nullable(PowerMeterCustomInformationSchema),
    heatpumpLocation: HeatingLocation,
    heatpumpTemperatureSensorLocation: HeatingLocation,
    heatingManifoldLocation: HeatingLocation,
    heatingAndCooling: v.boolean(),
  }),
  v.forward(
    v.check(
      (c) =>
        [c.heatpumpLocation, c.heatpumpTemperatureSensorLocation, c.heatingManifoldLocation].every((l) => l === null) ||
        [c.heatpumpLocation, c.heatpumpTemperatureSensorLocation, c.heatingManifoldLocation].every((l) => l !== null),
      MSG_HEATING_INCOMPLETE,
    ),
    ['heatpumpLocation'],
  ),
  v.forward(
    v.check((c) => !c.heatingAndCooling || c.heatpumpLocation !== null, 'Kühlung gibt es nur mit Wärmepumpe.'),
    ['heatingAndCooling'],
  ),
);
export type CheckoutConfigurationInput = v.InferInput<typeof CheckoutConfigurationBodySchema>;

/** The entries of the checkout tab that choose an option of a catalogue. */
export type CheckoutOptionEntry =
  | 'tv'
  | 'multiMediaCableChannel'
  | 'patchField'
  | 'intercom'
  | 'lock'
  | 'mailbox'
  | 'outletCovers'
  | 'powerMeter';

/** The entries' names, as the checkout tab and the messages about it say them. */
export const CHECKOUT_ENTRY_LABELS: Record<CheckoutOptionEntry | 'heating', string> = {
  tv: 'TV-Anschluss',
  multiMediaCableChannel: 'Multimedia-Kanal',
  patchField: 'Patch-Feld',
  intercom: 'Sprechanlage',
  lock: 'Schließanlage',
  mailbox: 'Briefkasten',
  outletCovers: 'Abdeckungen',
  powerMeter: 'Messkonzept',
  heating: 'Heizung',
};

export const MSG_OPTION_UNAVAILABLE = 'Option nicht mehr verfügbar';

/** The checkout tab of a quote; every entry may be unset (null). */
export interface CheckoutConfiguration {
  /**
   * Entries of a quote in progress whose chosen option has since been deleted from its catalogue:
   * they count for nothing and keep the quote from being finalized until chosen anew. Absent when none.
   */
  unavailable?: CheckoutOptionEntry[];
  tv: OptionType | null;
  multiMediaCableChannel: { channelType: OptionType; amount: number } | null;
  patchField: { patchFieldType: OptionType; amount: number } | null;
  intercom: { intercomType: OptionType; intercomLocation: IntercomLocationType } | null;
  lock: OptionType | null;
  mailbox: OptionType | null;
  outletCovers: OutletCoverType | null;
  powerMeter: PowerMeterType | null;
  powerMeterCustomInformation: PowerMeterCustomInformation | null;
  heatpumpLocation: string | null;
  heatpumpTemperatureSensorLocation: string | null;
  heatingManifoldLocation: string | null;
  heatingAndCooling: boolean;
}

export const EMPTY_CHECKOUT: CheckoutConfiguration = {
  tv: null,
  multiMediaCableChannel: null,
  patchField: null,
  intercom: null,
  lock: null,
  mailbox: null,
  outletCovers: null,
  powerMeter: null,
  powerMeterCustomInformation: null,
  heatpumpLocation: null,
  heatpumpTemperatureSensorLocation: null,
  heatingManifoldLocation: null,
  heatingAndCooling: false,
};

/** The checkout without its unavailable entries: what its total counts and what choosing anew starts from. */
export function withoutUnavailableEntries(checkout: CheckoutConfiguration): CheckoutConfiguration {
  const { unavailable = [], ...available } = checkout;
  const result: CheckoutConfiguration = { ...available };
  for (const entry of unavailable) result[entry] = null;
  return result;
}
