import { POWER_METER_CONCEPT_LABELS, type CheckoutOptionKind } from '@planner/api';
import type { ExportColumn, ListExportSpec } from '../listExport';
import type { FoundOption } from './optionRepository';

/** Each catalogue's file and sheet name, as its card is titled on the 'Sondervereinbarungen' pages. */
const CATALOGUE_NAMES: Readonly<Record<CheckoutOptionKind, string>> = {
  intercomType: 'Sprechanlage',
  intercomLocationType: 'Installationsorte',
  lockType: 'Schließanlage',
  mailboxType: 'Briefkasten',
  tvType: 'TV-Anschluss',
  multiMediaCableChannelType: 'Multimedia-Kanal',
  patchFieldType: 'Patch-Feld',
  powerMeterType: 'Messkonzept',
  outletCoverType: 'Abdeckungen',
};

const BASE: readonly ExportColumn<FoundOption>[] = [
  { header: 'Name', kind: 'text', value: (option) => option.name, width: 28 },
  { header: 'Beschreibung', kind: 'text', value: (option) => option.description, width: 40 },
];
const PRICE: ExportColumn<FoundOption> = { header: 'Preis', kind: 'money', value: (option) => option.price, width: 14 };
const LABOUR_SHARE: ExportColumn<FoundOption> = { header: 'Lohnanteil %', kind: 'decimal', value: (option) => option.labourShareBasisPoints / 100 };

/** An intercom's installation place is only a name with its extra price. */
const LOCATION: readonly ExportColumn<FoundOption>[] = [
  { header: 'Installationsort', kind: 'text', value: (option) => option.name, width: 28 },
  { header: 'Aufpreis', kind: 'money', value: (option) => option.price, width: 14 },
  LABOUR_SHARE,
];

const EXTRA: Partial<Record<CheckoutOptionKind, readonly ExportColumn<FoundOption>[]>> = {
  powerMeterType: [{ header: 'Messkonzept', kind: 'text', value: (option) => option.powerMeterConcept && POWER_METER_CONCEPT_LABELS[option.powerMeterConcept], width: 32 }],
  outletCoverType: [
    { header: 'Preis Lichtschalter', kind: 'money', value: (option) => option.lightSwitchPrice, width: 14 },
    { header: 'Preis Thermostat', kind: 'money', value: (option) => option.thermostatPrice, width: 14 },
  ],
};

/** A catalogue of special agreements as a file: name, description, price and labour share, and what its kind adds. */
export function optionExportSpec(kind: CheckoutOptionKind): ListExportSpec<FoundOption> {
  const name = CATALOGUE_NAMES[kind];
  const columns = kind === 'intercomLocationType' ? LOCATION : [...BASE, ...(EXTRA[kind] ?? []), PRICE, LABOUR_SHARE];
  return { fileName: name, sheetName: name, columns };
}
