import {
  INVERTER_TYPE_LABELS,
  MOUNTING_PART_ROLE_LABELS,
  mountingRuleText,
  type MountingPart,
  PV_SERVICE_PRICING_BASIS_LABELS,
  type BatteryStorage,
  type HeaterRod,
  type Inverter,
  type MetalRoofTile,
  type PvModule,
  type PvService,
  type RoofTile,
  type Wallbox,
} from '@planner/api';
import type { ExportColumn, ListExportSpec } from '../listExport';


interface PartBasics {
  name: string;
  description: string;
  price: number;
}

/**
 * The list of one kind of PV part as a file, with the columns the list shows: name and
 * description, the kind's own columns, the price.
 */
function partExport<R extends PartBasics>(fileName: string, sheetName: string, columns: ExportColumn<R>[]): ListExportSpec<R> {
  return {
    fileName,
    sheetName,
    columns: [
      { header: 'Name', kind: 'text', value: (part) => part.name, width: 32 },
      { header: 'Beschreibung', kind: 'text', value: (part) => part.description, width: 40 },
      ...columns,
      { header: 'Preis', kind: 'money', value: (part) => part.price, width: 16 },
    ],
  };
}

const manufacturer = <R extends { manufacturer: { name: string } }>(): ExportColumn<R> => ({
  header: 'Hersteller',
  kind: 'text',
  value: (part) => part.manufacturer.name,
  width: 24,
});

export const PV_MODULE_EXPORT = partExport<PvModule>('PV-Module', 'PV-Module', [
  manufacturer(),
  { header: 'Leistung (Wp)', kind: 'decimal', digits: 0, value: (part) => part.powerRating },
  { header: 'Leerlaufspannung (V)', kind: 'decimal', value: (part) => part.offLoadVoltage, width: 20 },
  { header: 'Kurzschlussstrom (A)', kind: 'decimal', value: (part) => part.shortCircuitCurrent, width: 20 },
]);

export const INVERTER_EXPORT = partExport<Inverter>('Wechselrichter', 'Wechselrichter', [
  manufacturer(),
  { header: 'Typ', kind: 'text', value: (part) => INVERTER_TYPE_LABELS[part.type] },
  { header: 'Leistung (kW)', kind: 'decimal', digits: 1, value: (part) => ('capacity' in part ? part.capacity : part.dischargeCapacity) },
]);

export const BATTERY_STORAGE_EXPORT = partExport<BatteryStorage>('Batteriespeicher', 'Batteriespeicher', [
  manufacturer(),
  { header: 'Nutzbare Kapazität (kWh)', kind: 'decimal', value: (part) => part.usableCapacity, width: 24 },
]);

export const HEATER_ROD_EXPORT = partExport<HeaterRod>('Heizstaebe', 'Heizstäbe', [
  { header: 'Heizleistung (kW)', kind: 'decimal', digits: 1, value: (part) => part.heatingCapacity, width: 18 },
]);

export const WALLBOX_EXPORT = partExport<Wallbox>('Wallboxen', 'Wallboxen', [
  manufacturer(),
  { header: 'Ladeleistung (kW)', kind: 'decimal', digits: 1, value: (part) => part.chargingCapacity, width: 18 },
]);

export const ROOF_TILE_EXPORT = partExport<RoofTile>('Dachziegel', 'Dachziegel', [
  { header: 'Passender Metalldachziegel', kind: 'text', value: (part) => part.fittingMetalRoofTile.name, width: 32 },
  { header: 'Montage', kind: 'text', value: (part) => mountingRuleText(part.mountingRule), width: 40 },
]);

export const METAL_ROOF_TILE_EXPORT = partExport<MetalRoofTile>('Metalldachziegel', 'Metalldachziegel', [
  { header: 'Montage', kind: 'text', value: (part) => mountingRuleText(part.mountingRule), width: 40 },
]);

export const PV_SERVICE_EXPORT = partExport<PvService>('PV-Dienstleistungen', 'PV-Dienstleistungen', [
  { header: 'Preisgrundlage', kind: 'text', value: (part) => PV_SERVICE_PRICING_BASIS_LABELS[part.pricingBasis], width: 20 },
]);

export const MOUNTING_PART_EXPORT = partExport<MountingPart>('Montageteile', 'Montageteile', [
  { header: 'Verwendung', kind: 'text', value: (part) => MOUNTING_PART_ROLE_LABELS[part.role], width: 28 },
  { header: 'Schienenlänge (mm)', kind: 'integer', value: (part) => part.pieceLengthMm, width: 18 },
]);
