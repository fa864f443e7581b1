import {
  checkoutOptionEndpoints,
  DEFAULT_LABOUR_SHARE_BASIS_POINTS,
  DEFAULT_POWER_METER_CONCEPT,
  formatBasisPoints,
  POWER_METER_CONCEPT_LABELS,
  type IntercomLocationType,
  type OptionCatalogueEndpoints,
  type OptionType,
  type OutletCoverType,
  type PowerMeterType,
} from '@planner/api';
import { callEndpoint } from '@planner/platform';
import { formatCents } from '@planner/ui';
import type * as v from 'valibot';
import { todayIsoDate } from './priceValidFrom';

export type OptionForm = 'option' | 'powerMeter' | 'location' | 'outletCover';

/** What a list shows of one option. */
export interface OptionSummary {
  name: string;
  description?: string;
  image?: string;
  details: string[];
}

/** One option catalogue of the admin pages with its texts, form and save call. */
export interface Catalogue<T extends { id: string }> {
  id: string;
  endpoints: OptionCatalogueEndpoints<T, v.GenericSchema>;
  title: string;
  addLabel: string;
  emptyText: string;
  savedMessage: string;
  dialogTitle: string;
  form: OptionForm;
  priceLabel?: string;
  blank: Omit<T, 'id'>;
  save: (item: T) => Promise<unknown>;
  summarize: (item: T) => OptionSummary;
}

const noLabourShare = { labourShareBasisPoints: DEFAULT_LABOUR_SHARE_BASIS_POINTS };
const blankOption = { name: '', description: '', icon: '', price: 0, ...noLabourShare };

/** What a card says of an option's labour share. */
const labourShare = (option: { labourShareBasisPoints: number }) => `Lohnanteil ${formatBasisPoints(option.labourShareBasisPoints)}`;

const summarizeOption =
  (priceSuffix = '') =>
  (option: OptionType): OptionSummary => ({
    name: option.name,
    description: option.description,
    image: option.icon,
    details: [`${formatCents(option.price)}${priceSuffix}`, labourShare(option)],
  });

const priceValidFrom = todayIsoDate;

const optionTypeCatalogue = (
  id: string,
  endpoints: OptionCatalogueEndpoints<OptionType, v.GenericSchema>,
  texts: Pick<Catalogue<OptionType>, 'title' | 'emptyText' | 'savedMessage' | 'dialogTitle' | 'priceLabel'>,
  save: (option: OptionType) => Promise<unknown>,
  priceSuffix?: string,
): Catalogue<OptionType> => ({
  id,
  endpoints,
  addLabel: 'Option hinzufügen',
  form: 'option',
  blank: blankOption,
  save,
  summarize: summarizeOption(priceSuffix),
  ...texts,
});

const e = checkoutOptionEndpoints;
const INTERCOM_EMPTY = 'Noch keine Optionen für die Sprechanlage vorhanden.';

export const intercomCatalogue = optionTypeCatalogue(
  'intercom',
  e.intercomType,
  {
    title: 'Sprechanlage',
    emptyText: INTERCOM_EMPTY,
    savedMessage: 'Option für Sprechanlage gespeichert.',
    dialogTitle: 'Option für Sprechanlage',
  },
  (intercomType) =>
    callEndpoint(e.intercomType.put, { params: { id: intercomType.id }, body: { intercomType, priceValidFrom: priceValidFrom() } }),
);

export const intercomLocationCatalogue: Catalogue<IntercomLocationType> = {
  id: 'intercom-location',
  endpoints: e.intercomLocationType,
  title: 'Installationsorte',
  addLabel: 'Installationsort hinzufügen',
  emptyText: 'Noch keine Standorte für die Sprechanlage vorhanden.',
  savedMessage: 'Standort erfolgreich gespeichert.',
  dialogTitle: 'Installationsort',
  form: 'location',
  blank: { location: '', extraPrice: 0, ...noLabourShare },
  save: (intercomLocationType) =>
    callEndpoint(e.intercomLocationType.put, {
      params: { id: intercomLocationType.id },
      body: { intercomLocationType, priceValidFrom: priceValidFrom() },
    }),
  summarize: (location) => ({
    name: location.location,
    details: [location.extraPrice === 0 ? 'Kein Aufpreis' : `Aufpreis ${formatCents(location.extraPrice)}`, labourShare(location)],
  }),
};

export const lockCatalogue = optionTypeCatalogue(
  'lock',
  e.lockType,
  {
    title: 'Schließanlage',
    emptyText: 'Noch keine Optionen für das Türschloss vorhanden.',
    savedMessage: 'Option gespeichert',
    dialogTitle: 'Option für Schließanlage',
  },
  (lockType) => callEndpoint(e.lockType.put, { params: { id: lockType.id }, body: { lockType, priceValidFrom: priceValidFrom() } }),
);

export const mailboxCatalogue = optionTypeCatalogue(
  'mailbox',
  e.mailboxType,
  {
    title: 'Briefkasten',
    emptyText: 'Noch keine Optionen für Briefkästen vorhanden.',
    savedMessage: 'Option für Briefkasten gespeichert.',
    dialogTitle: 'Option für Briefkasten',
  },
  (mailboxType) =>
    callEndpoint(e.mailboxType.put, { params: { id: mailboxType.id }, body: { mailboxType, priceValidFrom: priceValidFrom() } }),
);

export const tvCatalogue = optionTypeCatalogue(
  'tv',
  e.tvType,
  {
    title: 'TV-Anschluss',
    emptyText: 'Noch keine Optionen für den TV-Anschluss vorhanden.',
    savedMessage: 'Option gespeichert',
    dialogTitle: 'Option für TV-Anschluss',
  },
  (tvType) => callEndpoint(e.tvType.put, { params: { id: tvType.id }, body: { tvType, priceValidFrom: priceValidFrom() } }),
);

export const cableChannelCatalogue = optionTypeCatalogue(
  'cable-channel',
  e.multiMediaCableChannelType,
  {
    title: 'Multimedia-Kanal',
    emptyText: INTERCOM_EMPTY,
    savedMessage: 'Option für Multimedia-Kanal gespeichert.',
    dialogTitle: 'Option für Multimedia-Kanal',
    priceLabel: 'Preis pro Stück',
  },
  (multiMediaCableChannelType) =>
    callEndpoint(e.multiMediaCableChannelType.put, {
      params: { id: multiMediaCableChannelType.id },
      body: { multiMediaCableChannelType, priceValidFrom: priceValidFrom() },
    }),
  ' pro Stück',
);

export const patchFieldCatalogue = optionTypeCatalogue(
  'patch-field',
  e.patchFieldType,
  {
    title: 'Patch-Feld',
    emptyText: INTERCOM_EMPTY,
    savedMessage: 'Option für Patch- Feld gespeichert.',
    dialogTitle: 'Option für Patch-Feld',
    priceLabel: 'Preis pro Port',
  },
  (patchFieldType) =>
    callEndpoint(e.patchFieldType.put, { params: { id: patchFieldType.id }, body: { patchFieldType, priceValidFrom: priceValidFrom() } }),
  ' pro Port',
);

export const powerMeterCatalogue: Catalogue<PowerMeterType> = {
  id: 'power-meter',
  endpoints: e.powerMeterType,
  title: 'Messkonzept',
  addLabel: 'Option hinzufügen',
  emptyText: 'Noch keine Optionen für das Messkonzept vorhanden.',
  savedMessage: 'Option für Messkonzept gespeichert.',
  dialogTitle: 'Option für Messkonzept',
  form: 'powerMeter',
  blank: { ...blankOption, powerMeterTypeConfigurationType: { type: DEFAULT_POWER_METER_CONCEPT } },
  save: (powerMeterType) =>
    callEndpoint(e.powerMeterType.put, { params: { id: powerMeterType.id }, body: { powerMeterType, priceValidFrom: priceValidFrom() } }),
  summarize: (meter) => ({
    ...summarizeOption()(meter),
    details: [POWER_METER_CONCEPT_LABELS[meter.powerMeterTypeConfigurationType.type], formatCents(meter.price), labourShare(meter)],
  }),
};

export const outletCoverCatalogue: Catalogue<OutletCoverType> = {
  id: 'outlet-cover',
  endpoints: e.outletCoverType,
  title: 'Schalter- und Steckdosenabdeckungen',
  addLabel: 'Option hinzufügen',
  emptyText: 'Noch keine Optionen für Schalter- und Steckdosenabdeckungen vorhanden.',
  savedMessage: 'Option gespeichert',
  dialogTitle: 'Option für Schalter- und Steckdosenabdeckungen',
  form: 'outletCover',
  blank: { name: '', description: '', icon: '', outletCoverPrice: 0, lightSwitchPrice: 0, thermostatPrice: 0, ...noLabourShare },
  save: (cover) =>
    callEndpoint(e.outletCoverType.put, { params: { id: cover.id }, body: { ...cover, priceValidFrom: priceValidFrom() } }),
  summarize: (cover) => ({
    name: cover.name,
    description: cover.description,
    image: cover.icon,
    details: [
      `Steckdose ${formatCents(cover.outletCoverPrice)}`,
      `Schalter ${formatCents(cover.lightSwitchPrice)}`,
      `Thermostat ${formatCents(cover.thermostatPrice)}`,
      labourShare(cover),
    ],
  }),
};
