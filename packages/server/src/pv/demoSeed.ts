import { randomUUID } from 'node:crypto';
import type { DemoSeedStep } from '../feature';
import type { TenantTransaction } from '../db/scopes';
import { saveManufacturer } from './manufacturerRepository';
import {
  heaterRodKind,
  inverterKind,
  metalRoofTileKind,
  pvModuleKind,
  roofTileKind,
  wallboxKind,
  type PartKind,
} from './partKinds';
import { savePart } from './partRepository';

const MANUFACTURERS = ['Meyer Burger', 'Trina Solar', 'SMA', 'Fronius', 'KEBA', 'ABL'] as const;
type ManufacturerName = (typeof MANUFACTURERS)[number];

const strings = (count: number) => Array.from({ length: count }, (_, stringIndex) => ({ stringIndex }));

/** Demo parts as PUT bodies of the contract (without ids and dates). */
function demoBodies(manufacturer: (name: ManufacturerName) => string, metalRoofTileId: string) {
  const pvModule = (fields: object) => ({ pvModule: { id: randomUUID(), ...fields } });
  const inverter = (fields: object) => ({ inverter: { id: randomUUID(), ...fields } });
  return [
    [metalRoofTileKind, { metalRoofTile: { id: metalRoofTileId, name: 'Metalldachziegel Frankfurter Pfanne', description: 'Für PV-Dachhaken, anthrazit', price: 2490 } }],
    [roofTileKind, { id: randomUUID(), name: 'Frankfurter Pfanne', description: 'Betondachstein, granitrot', price: 145, fittingMetalRoofTileId: metalRoofTileId }],
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
    [inverterKind, inverter({
      type: 'StandardInverter', name: 'Sunny Tripower 10.0', description: 'Dreiphasiger String-Wechselrichter',
      manufacturerId: manufacturer('SMA'), price: 189000, phase: 'ThreePhase', capacity: 10, maxDcInputVoltage: 1000,
      mppInputs: [
        { inputIndex: 0, strings: strings(2), maxInputCurrent: 20 },
        { inputIndex: 1, strings: strings(1), maxInputCurrent: 12 },
      ],
    })],
    [inverterKind, inverter({
      type: 'HybridInverter', name: 'Symo GEN24 8.0 Plus', description: 'Hybrid-Wechselrichter mit Notstromfunktion',
      manufacturerId: manufacturer('Fronius'), price: 259000, phase: 'ThreePhase', capacity: 8, dischargeCapacity: 8,
      maxDcInputVoltage: 1000,
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
  ] as const satisfies readonly (readonly [PartKind, object])[];
}

/** Manufacturers and a few real-looking PV parts of every kind for the demo company. */
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
    for (const [kind, body] of demoBodies(manufacturer, randomUUID())) {
      const save = kind.fromBody({ ...body, priceValidFrom });
      await savePart(trx, tenantId, kind.kind, save.id, save.values, save.mppInputs, priceValidFrom);
    }
  },
};
