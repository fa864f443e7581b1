import type { IntercomLocationType, OptionType, OutletCoverType, PowerMeterType } from '@planner/api';
import type { Catalogues } from './optionMocks';

/** German demo data of the mock mode, as the demo company has it (packages/server/src/checkout/demo/seed.ts). */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
/** A 1×1 PNG in place of the demo pictograms the server draws. */
const ICON = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const option = (n: number, name: string, description: string, price: number, labourShareBasisPoints = 0): OptionType => ({
  id: id(n),
  name,
  description,
  icon: ICON,
  price,
  labourShareBasisPoints,
});

const location = (n: number, name: string, extraPrice: number, labourShareBasisPoints = 0): IntercomLocationType => ({
  id: id(n),
  location: name,
  extraPrice,
  labourShareBasisPoints,
});

const meter = (n: number, name: string, description: string, price: number, type: PowerMeterType['powerMeterTypeConfigurationType']['type'], share = 0): PowerMeterType => ({
  ...option(n, name, description, price, share),
  powerMeterTypeConfigurationType: { type },
});

const cover = (n: number, name: string, description: string, [outletCoverPrice, lightSwitchPrice, thermostatPrice]: [number, number, number]): OutletCoverType => ({
  id: id(n),
  name,
  description,
  icon: ICON,
  outletCoverPrice,
  lightSwitchPrice,
  thermostatPrice,
  labourShareBasisPoints: 1_000,
});

/** Every catalogue of the checkout with the demo company's options (fresh for each call). */
export const demoCatalogues = (): Required<Catalogues> => ({
  intercomType: [
    option(1, 'Audio-Sprechanlage', 'Türstation mit Klingeltaster, Innenstation im Flur', 48_000, 3_000),
    option(2, 'Video-Sprechanlage', 'Farbkamera an der Tür, 7-Zoll-Innenstation', 129_000, 2_500),
    option(3, 'Video-Sprechanlage mit App', 'Wie Video, zusätzlich Türruf aufs Smartphone', 168_000, 2_000),
  ],
  intercomLocationType: [location(11, 'Hauseingang', 0), location(12, 'Gartentor', 24_000, 6_000), location(13, 'Garageneinfahrt', 31_000, 6_000)],
  lockType: [
    option(21, 'Profilzylinder Standard', 'Drei Schlüssel', 0),
    option(22, 'Sicherheitszylinder mit Karte', 'Nachschlüssel nur mit Sicherungskarte', 18_500, 1_000),
    option(23, 'Elektronisches Türschloss', 'Code-Tastatur und Fingerabdruck', 89_000, 2_000),
  ],
  mailboxType: [
    option(31, 'Aufputz-Briefkasten', 'Edelstahl, mit Zeitungsrolle', 14_900, 1_500),
    option(32, 'Briefkasten mit Klingel', 'Standsäule mit Klingeltaster und Hausnummer', 39_000, 2_500),
  ],
  tvType: [
    option(41, 'Kein TV-Anschluss', 'Nur Leerrohr', 0),
    option(42, 'Kabelanschluss', 'Hausübergabepunkt bis Wohnzimmer', 19_500, 3_000),
    option(43, 'SAT-Anlage', 'Schüssel, Multischalter für vier Teilnehmer', 89_000, 3_000),
  ],
  multiMediaCableChannelType: [
    option(51, 'Leerrohr M25', 'Je Raum, vom Technikraum', 4_900, 5_000),
    option(52, 'Kabelkanal Aufputz', 'Je Meter, reinweiß', 2_300, 4_000),
  ],
  patchFieldType: [
    option(61, 'Patchfeld Cat. 6A', 'Preis je Port, geschirmt', 1_850, 2_000),
    option(62, 'Patchfeld Cat. 7', 'Preis je Port, für 10 Gbit/s', 2_400, 2_000),
  ],
  powerMeterType: [
    meter(71, 'Standard ohne PV', '', 0, 'StandardWithoutPV'),
    meter(72, 'Standard mit PV', 'Zweirichtungszähler', 38_000, 'StandardWithPV', 2_500),
    meter(73, 'PV durch Fremdfirma', 'Zählerplatz für eine PV-Anlage einer anderen Firma', 42_000, 'StandardWithPVExternal', 2_500),
    meter(74, 'Mit Unterverteilung', '', 65_000, 'StandardWithAdditionalDistribution', 3_000),
    meter(75, 'Kaskadenschaltung', 'Für Einliegerwohnung', 79_000, 'CascadingMeters', 3_000),
    meter(76, 'Wärmepumpenzähler', 'Eigener Zähler für den Wärmepumpentarif', 54_000, 'ExtraHeatingMeter', 2_500),
  ],
  outletCoverType: [
    cover(81, 'Reinweiß glänzend', 'Serie Standard', [450, 520, 1_900]),
    cover(82, 'Anthrazit matt', 'Serie Design', [890, 990, 2_900]),
    cover(83, 'Aluminium', 'Serie Metall', [1_590, 1_690, 3_900]),
  ],
});
