import { randomUUID } from 'node:crypto';
import type { DemoSeedStep } from '../feature';
import type { TenantTransaction } from '../db/scopes';
import { saveManufacturer } from './manufacturerRepository';
import {
  batteryStorageKind,
  heaterRodKind,
  inverterKind,
  metalRoofTileKind,
  mountingPartKind,
  pvModuleKind,
  pvServiceKind,
  roofTileKind,
  wallboxKind,
  type PartKind,
} from './partKinds';
import { savePart } from './partRepository';
import { seedDemoPvDesign } from './design/demoDesign';

const MANUFACTURERS = ['Meyer Burger', 'Trina Solar', 'SMA', 'Fronius', 'KEBA', 'ABL', 'LSH', 'BYD'] as const;
type ManufacturerName = (typeof MANUFACTURERS)[number];

const strings = (count: number) => Array.from({ length: count }, (_, stringIndex) => ({ stringIndex }));

/**
 * Parts whose every value the string check needs is taken from the manufacturer's published
 * document named in `source` (shown in the part's description).
 */
export const DEMO_DATA_SHEET_SOURCES = {
  module: 'LSH, Produktdatenblatt „Bifacial HJT Solar Module Half-Cut 445W“ (M640-HJT-BD), Werte bei STC',
  hybridInverter: 'Fronius, Bedienungsanleitung Fronius Primo GEN24 3.0–6.0 Plus, Kapitel „Technische Daten“',
  batteryStorage: 'BYD, Datenblatt Battery-Box Premium HVS (HVS 10.2: nutzbare Energie 10,24 kWh)',
} as const;
const sourced = (text: string, source: string) => `${text}. Quelle: ${source}`;

/** The services a solar installer quotes with a PV system; prices in cents per pricing basis. */
const DEMO_PV_SERVICES = [
  {
    name: 'Montage der PV-Anlage', description: 'Arbeitsleistung: Unterkonstruktion, Module und DC-Verkabelung; das Montagematerial steht in eigenen Positionen',
    price: 25000, pricingBasis: 'PerKwp', partOfPvSystem: true,
  },
  { name: 'Gerüst', description: 'Aufbau, Vorhaltung bis 4 Wochen und Abbau', price: 89000, pricingBasis: 'Flat', partOfPvSystem: true },
  { name: 'Inbetriebnahme und Einweisung', description: 'Mit Inbetriebnahmeprotokoll', price: 35000, pricingBasis: 'Flat', partOfPvSystem: true },
  {
    name: 'Anmeldung beim Netzbetreiber und im Marktstammdatenregister', description: 'Netzanschlussbegehren und Registrierung',
    price: 24900, pricingBasis: 'Flat', partOfPvSystem: true,
  },
  { name: 'Zählerschrank-Arbeiten für Wallbox', description: 'Unterverteilung und Leitungsschutz für den Ladepunkt', price: 149000, pricingBasis: 'Flat', partOfPvSystem: false },
] as const;

/**
 * The mounting system of an on-roof installation on tiles (ADR 0034): stainless roof hooks, 4.40 m
 * aluminium rails with connectors, black end and middle clamps, and clamps for trapezoidal sheet;
 * and the DC cabling (ADR 0030): solar cable by the metre and connector pairs.
 */
const DEMO_MOUNTING_PARTS = [
  { name: 'Dachhaken Ziegel, Edelstahl, höhenverstellbar', description: 'Für Pfannen und Biberschwanz', price: 890, role: 'RoofHook', pieceLengthMm: null },
  { name: 'Montageschiene 4,40 m', description: 'Aluminium, 40 × 40 mm', price: 3990, role: 'Rail', pieceLengthMm: 4400 },
  { name: 'Schienenverbinder', description: 'Mit Schrauben', price: 390, role: 'RailConnector', pieceLengthMm: null },
  { name: 'Endklemme 30–40 mm, schwarz', description: 'Für Modulrahmen 30 bis 40 mm', price: 220, role: 'EndClamp', pieceLengthMm: null },
  { name: 'Mittelklemme 30–40 mm, schwarz', description: 'Für Modulrahmen 30 bis 40 mm', price: 200, role: 'MiddleClamp', pieceLengthMm: null },
  { name: 'Trapezblech-Kurzschiene', description: 'Mit EPDM-Dichtung, für Trapez- und Sandwichblech', price: 650, role: 'MetalRoofClamp', pieceLengthMm: null },
  { name: 'Solarkabel H1Z2Z2-K 6 mm², schwarz', description: 'DC-Solarkabel nach EN 50618, Preis je Meter', price: 160, role: 'DcCable', pieceLengthMm: null },
  { name: 'Steckverbinder-Paar MC4-Typ, 4–6 mm²', description: 'Stecker und Buchse, gleicher Hersteller und Typ an beiden Seiten', price: 450, role: 'DcConnectorPair', pieceLengthMm: null },
] as const;

/** Demo parts as PUT bodies of the contract (without ids and dates). */
function demoBodies(manufacturer: (name: ManufacturerName) => string, metalRoofTileId: string) {
  const pvModule = (fields: object) => ({ pvModule: { id: randomUUID(), ...fields } });
  const inverter = (fields: object) => ({ inverter: { id: randomUUID(), ...fields } });
  return [
    [metalRoofTileKind, { metalRoofTile: { id: metalRoofTileId, name: 'Metalldachziegel Frankfurter Pfanne', description: 'Für PV-Dachhaken, anthrazit', price: 2490 } }],
    [roofTileKind, {
      id: randomUUID(), name: 'Frankfurter Pfanne', description: 'Betondachstein, granitrot', price: 145, fittingMetalRoofTileId: metalRoofTileId,
      // From the mounting system's static table for snow load zone 2 (the demo's jobsite near Stuttgart).
      mountingRule: { fixing: 'RoofHooks', maxSpacingMm: 1200 },
    }],
    [pvModuleKind, pvModule({
      name: 'Meyer Burger Black 400', description: 'Heterojunction-Modul, vollschwarz', price: 21900, powerRating: 400,
      offLoadVoltage: 44.8, shortCircuitCurrent: 11.26, size: { longer: 1767, shorter: 1041 }, material: 'Normal',
      manufacturerId: manufacturer('Meyer Burger'), warranty: 0,
    })],
    [pvModuleKind, pvModule({
      name: 'Vertex S+ 440', description: 'Glas-Glas-Modul, N-Type', price: 16900, powerRating: 440,
      offLoadVoltage: 52.3, shortCircuitCurrent: 10.64, size: { longer: 1762, shorter: 1134 }, material: 'GlassGlass',
      manufacturerId: manufacturer('Trina Solar'), warranty: 0,
    })],
    [pvModuleKind, pvModule({
      name: 'LSH HJT 445 Bifacial', description: sourced('Heterojunction-Modul, Glas-Glas, 108 Halbzellen', DEMO_DATA_SHEET_SOURCES.module),
      price: 15900, powerRating: 445, offLoadVoltage: 40.7, shortCircuitCurrent: 13.47, mppVoltage: 34.19, mppCurrent: 13.02,
      tempCoeffVoc: -0.22, tempCoeffPmax: -0.26, size: { longer: 1722, shorter: 1134 }, material: 'GlassGlass',
      manufacturerId: manufacturer('LSH'), warranty: 0,
    })],
    [inverterKind, inverter({
      type: 'HybridInverter', name: 'Primo GEN24 6.0 Plus',
      description: sourced('Einphasiger Hybrid-Wechselrichter mit zwei MPP-Trackern', DEMO_DATA_SHEET_SOURCES.hybridInverter),
      manufacturerId: manufacturer('Fronius'), price: 219000, phase: 'SinglePhase', capacity: 6, dischargeCapacity: 6,
      maxDcInputVoltage: 600, mppVoltageMin: 230, mppVoltageMax: 480, acNominalPower: 6000,
      mppInputs: [
        { inputIndex: 0, strings: strings(2), maxInputCurrent: 22, maxShortCircuitCurrent: 36 },
        { inputIndex: 1, strings: strings(2), maxInputCurrent: 12, maxShortCircuitCurrent: 19 },
      ],
    })],
    [batteryStorageKind, { batteryStorage: {
      id: randomUUID(), name: 'Battery-Box Premium HVS 10.2',
      description: sourced('Hochvolt-Batteriespeicher, vier Module', DEMO_DATA_SHEET_SOURCES.batteryStorage),
      price: 549000, usableCapacity: 10.24, manufacturerId: manufacturer('BYD'),
    } }],
    [inverterKind, inverter({
      type: 'StandardInverter', name: 'Sunny Tripower 10.0', description: 'Dreiphasiger String-Wechselrichter',
      manufacturerId: manufacturer('SMA'), price: 189000, phase: 'ThreePhase', capacity: 10, maxDcInputVoltage: 1000, acNominalPower: 10000,
      mppInputs: [
        { inputIndex: 0, strings: strings(2), maxInputCurrent: 20 },
        { inputIndex: 1, strings: strings(1), maxInputCurrent: 12 },
      ],
    })],
    [inverterKind, inverter({
      type: 'HybridInverter', name: 'Symo GEN24 8.0 Plus', description: 'Hybrid-Wechselrichter mit Notstromfunktion',
      manufacturerId: manufacturer('Fronius'), price: 259000, phase: 'ThreePhase', capacity: 8, dischargeCapacity: 8,
      maxDcInputVoltage: 1000, acNominalPower: 8000,
      mppInputs: [
        { inputIndex: 0, strings: strings(2), maxInputCurrent: 25 },
        { inputIndex: 1, strings: strings(1), maxInputCurrent: 12.5 },
      ],
    })],
    [inverterKind, inverter({
      type: 'BatteryInverter', name: 'Sunny Island 4.4M', description: 'Batterie-Wechselrichter für AC-Kopplung',
      manufacturerId: manufacturer('SMA'), price: 295000, phase: 'SinglePhase', dischargeCapacity: 3.3,
    })],
    [wallboxKind, { wallbox: {
      id: randomUUID(), name: 'KeContact P30 c-series', description: 'Mit Ladekabel Typ 2', price: 79900,
      chargingCapacity: 11, cableLength: 6, type: 'FixedCable', manufacturerId: manufacturer('KEBA'),
    } }],
    [wallboxKind, { wallbox: {
      id: randomUUID(), name: 'eMH1 Basic', description: 'Mit Ladesteckdose Typ 2', price: 54900,
      chargingCapacity: 11, cableLength: 0, type: 'Socket', manufacturerId: manufacturer('ABL'),
    } }],
    [heaterRodKind, { heaterRod: { id: randomUUID(), name: 'Heizstab 3 kW', description: 'Für PV-Überschuss, 1½"-Gewinde', price: 38900, heatingCapacity: 3, length: 400, diameter: 48 } }],
    [heaterRodKind, { heaterRod: { id: randomUUID(), name: 'Heizstab 6 kW', description: 'Dreiphasig, 1½"-Gewinde', price: 52900, heatingCapacity: 6, length: 620, diameter: 48 } }],
    ...DEMO_PV_SERVICES.map((service) => [pvServiceKind, { pvService: { id: randomUUID(), ...service } }] as const),
    ...DEMO_MOUNTING_PARTS.map((part) => [mountingPartKind, { mountingPart: { id: randomUUID(), ...part } }] as const),
  ] as const satisfies readonly (readonly [PartKind, object])[];
}

/** Manufacturers, a few real-looking PV parts of every kind and a PV project with a finished design for the demo company. */
export const pvDemoStep: DemoSeedStep = {
  name: 'pv-master-data',
  async run(trx: TenantTransaction, tenantId: string) {
    const manufacturerIds = new Map<string, string>();
    for (const name of MANUFACTURERS) {
      const saved = await saveManufacturer(trx, tenantId, { id: randomUUID(), name });
      if (saved) manufacturerIds.set(name, saved.id);
    }
    const manufacturer = (name: ManufacturerName) => manufacturerIds.get(name) ?? '';
    const priceValidFrom = new Date().toISOString().slice(0, 10);
    const idsByName = new Map<string, string>();
    for (const [kind, body] of demoBodies(manufacturer, randomUUID())) {
      const save = kind.fromBody({ ...body, priceValidFrom });
      await savePart(trx, tenantId, kind.kind, save.id, save.values, save.mppInputs, priceValidFrom);
      idsByName.set(`${kind.kind}:${String(save.values.name)}`, save.id);
    }
    const id = (key: string) => idsByName.get(key) ?? '';
    await seedDemoPvDesign(trx, tenantId, {
      moduleId: id('pv-module:LSH HJT 445 Bifacial'),
      hybridInverterId: id('inverter:Primo GEN24 6.0 Plus'),
      batteryId: id('battery-storage:Battery-Box Premium HVS 10.2'),
      roofTileId: id('roof-tile:Frankfurter Pfanne'),
    });
  },
};
