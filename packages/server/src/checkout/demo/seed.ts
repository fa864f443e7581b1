import { randomUUID } from 'node:crypto';
import type { CheckoutOptionKind, PowerMeterConcept } from '@planner/api';
import type { TenantTransaction } from '../../db/scopes';
import { demoImagePng, type DemoImage } from '../../images/demoImages';
import type { DemoSeedStep } from '../../feature';
import { saveOption, type StoredOption } from '../optionRepository';
import {
  cableChannelPictogram,
  intercomPictogram,
  lockPictogram,
  mailboxPictogram,
  outletCoverPictogram,
  patchFieldPictogram,
  powerMeterPictogram,
  satellitePictogram,
  tvPictogram,
} from './pictograms';

interface DemoOption {
  kind: CheckoutOptionKind;
  name: string;
  description?: string;
  price: number;
  /** Labour share of the price in basis points (2500 = 25 %); none unless given. */
  labourShare?: number;
  /** Draws the option's picture. */
  image?: () => Buffer;
  concept?: PowerMeterConcept;
  lightSwitchPrice?: number;
  thermostatPrice?: number;
}

const BLUE = [70, 130, 200] as const;
const GREEN = [70, 170, 110] as const;
const ORANGE = [235, 140, 50] as const;
const GREY = [150, 160, 175] as const;
const ANTHRACITE = [70, 75, 85] as const;
const WHITE = [252, 252, 250] as const;

const OPTIONS: DemoOption[] = [
  { kind: 'intercomType', name: 'Audio-Sprechanlage', description: 'Türstation mit Klingeltaster, Innenstation im Flur', price: 48_000, labourShare: 3_000, image: () => intercomPictogram(GREY, false) },
  { kind: 'intercomType', name: 'Video-Sprechanlage', description: 'Farbkamera an der Tür, 7-Zoll-Innenstation', price: 129_000, labourShare: 2_500, image: () => intercomPictogram(BLUE, true) },
  { kind: 'intercomType', name: 'Video-Sprechanlage mit App', description: 'Wie Video, zusätzlich Türruf aufs Smartphone', price: 168_000, labourShare: 2_000, image: () => intercomPictogram(GREEN, true) },
  { kind: 'intercomLocationType', name: 'Hauseingang', price: 0 },
  { kind: 'intercomLocationType', name: 'Gartentor', description: '', price: 24_000, labourShare: 6_000 },
  { kind: 'intercomLocationType', name: 'Garageneinfahrt', price: 31_000, labourShare: 6_000 },
  { kind: 'lockType', name: 'Profilzylinder Standard', description: 'Drei Schlüssel', price: 0, image: () => lockPictogram(GREY, false) },
  { kind: 'lockType', name: 'Sicherheitszylinder mit Karte', description: 'Nachschlüssel nur mit Sicherungskarte', price: 18_500, labourShare: 1_000, image: () => lockPictogram(ORANGE, false) },
  { kind: 'lockType', name: 'Elektronisches Türschloss', description: 'Code-Tastatur und Fingerabdruck', price: 89_000, labourShare: 2_000, image: () => lockPictogram(BLUE, true) },
  { kind: 'mailboxType', name: 'Aufputz-Briefkasten', description: 'Edelstahl, mit Zeitungsrolle', price: 14_900, labourShare: 1_500, image: () => mailboxPictogram(GREY, false) },
  { kind: 'mailboxType', name: 'Briefkasten mit Klingel', description: 'Standsäule mit Klingeltaster und Hausnummer', price: 39_000, labourShare: 2_500, image: () => mailboxPictogram(ANTHRACITE, true) },
  { kind: 'tvType', name: 'Kein TV-Anschluss', description: 'Nur Leerrohr', price: 0, image: () => tvPictogram(GREY) },
  { kind: 'tvType', name: 'Kabelanschluss', description: 'Hausübergabepunkt bis Wohnzimmer', price: 19_500, labourShare: 3_000, image: () => tvPictogram(BLUE) },
  { kind: 'tvType', name: 'SAT-Anlage', description: 'Schüssel, Multischalter für vier Teilnehmer', price: 89_000, labourShare: 3_000, image: () => satellitePictogram(GREY) },
  { kind: 'multiMediaCableChannelType', name: 'Leerrohr M25', description: 'Je Raum, vom Technikraum', price: 4_900, labourShare: 5_000, image: () => cableChannelPictogram(GREY) },
  { kind: 'multiMediaCableChannelType', name: 'Kabelkanal Aufputz', description: 'Je Meter, reinweiß', price: 2_300, labourShare: 4_000, image: () => cableChannelPictogram(WHITE) },
  { kind: 'patchFieldType', name: 'Patchfeld Cat. 6A', description: 'Preis je Port, geschirmt', price: 1_850, labourShare: 2_000, image: () => patchFieldPictogram(6, BLUE) },
  { kind: 'patchFieldType', name: 'Patchfeld Cat. 7', description: 'Preis je Port, für 10 Gbit/s', price: 2_400, labourShare: 2_000, image: () => patchFieldPictogram(8, GREEN) },
  { kind: 'powerMeterType', name: 'Standard ohne PV', price: 0, concept: 'StandardWithoutPV', image: () => powerMeterPictogram(GREY, false) },
  { kind: 'powerMeterType', name: 'Standard mit PV', description: 'Zweirichtungszähler', price: 38_000, labourShare: 2_500, concept: 'StandardWithPV', image: () => powerMeterPictogram(GREEN, true) },
  { kind: 'powerMeterType', name: 'PV durch Fremdfirma', description: 'Zählerplatz für eine PV-Anlage einer anderen Firma', price: 42_000, labourShare: 2_500, concept: 'StandardWithPVExternal', image: () => powerMeterPictogram(ORANGE, true) },
  { kind: 'powerMeterType', name: 'Mit Unterverteilung', price: 65_000, labourShare: 3_000, concept: 'StandardWithAdditionalDistribution', image: () => powerMeterPictogram(BLUE, false) },
  { kind: 'powerMeterType', name: 'Kaskadenschaltung', description: 'Für Einliegerwohnung', price: 79_000, labourShare: 3_000, concept: 'CascadingMeters', image: () => powerMeterPictogram(ANTHRACITE, false) },
  { kind: 'powerMeterType', name: 'Wärmepumpenzähler', description: 'Eigener Zähler für den Wärmepumpentarif', price: 54_000, labourShare: 2_500, concept: 'ExtraHeatingMeter', image: () => powerMeterPictogram(ORANGE, false) },
  { kind: 'outletCoverType', name: 'Reinweiß glänzend', description: 'Serie Standard', price: 450, labourShare: 1_000, lightSwitchPrice: 520, thermostatPrice: 1_900, image: () => outletCoverPictogram(WHITE, WHITE) },
  { kind: 'outletCoverType', name: 'Anthrazit matt', description: 'Serie Design', price: 890, labourShare: 1_000, lightSwitchPrice: 990, thermostatPrice: 2_900, image: () => outletCoverPictogram(ANTHRACITE, ANTHRACITE) },
  { kind: 'outletCoverType', name: 'Aluminium', description: 'Serie Metall', price: 1_590, labourShare: 1_000, lightSwitchPrice: 1_690, thermostatPrice: 3_900, image: () => outletCoverPictogram(GREY, [200, 205, 212]) },
];

/** The option's picture, if it has one. */
const optionImage = ({ kind, name, image }: DemoOption): DemoImage | null =>
  image ? { key: `checkout/option/${kind}/${name}`, draw: image } : null;

/** The pictures of the demo checkout options. */
export const checkoutDemoImages: readonly DemoImage[] = OPTIONS.map(optionImage).filter((image) => image !== null);

function toStored(option: DemoOption): StoredOption {
  const image = optionImage(option);
  return {
    id: randomUUID(),
    name: option.name,
    description: option.description ?? '',
    icon: image ? { type: 'image/png', bytes: demoImagePng(image) } : null,
    powerMeterConcept: option.concept ?? null,
    price: option.price,
    labourShareBasisPoints: option.labourShare ?? 0,
    lightSwitchPrice: option.kind === 'outletCoverType' ? (option.lightSwitchPrice ?? 0) : null,
    thermostatPrice: option.kind === 'outletCoverType' ? (option.thermostatPrice ?? 0) : null,
  };
}

export const checkoutDemoStep: DemoSeedStep = {
  name: 'checkout-options',
  async run(trx: TenantTransaction, tenantId: string) {
    const today = new Date().toISOString().slice(0, 10);
    for (const option of OPTIONS) await saveOption(trx, tenantId, option.kind, toStored(option), today);
  },
};
