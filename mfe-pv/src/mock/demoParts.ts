import type { HeaterRod, Inverter, Manufacturer, MetalRoofTile, MountingPart, PvModule, PvService, RoofTile, Wallbox } from '@planner/api/pv';

/** German demo data of the mock mode, as the demo company has it (packages/server/src/pv/demoSeed.ts). */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const noFiles = { icon: null, dataSheet: null };
const strings = (count: number) => Array.from({ length: count }, (_, stringIndex) => ({ stringIndex }));

export const demoManufacturers: Manufacturer[] = ['Meyer Burger', 'Trina Solar', 'SMA', 'Fronius', 'KEBA', 'ABL'].map((name, index) => ({
  id: id(100 + index),
  name,
}));
const maker = (name: string) => demoManufacturers.find((manufacturer) => manufacturer.name === name) as Manufacturer;

export const demoPvModules = (): PvModule[] => [
  {
    id: id(1), name: 'Meyer Burger Black 400', description: 'Heterojunction-Modul, vollschwarz', price: 21900, powerRating: 400,
    offLoadVoltage: 44.8, shortCircuitCurrent: 11.26, mppVoltage: 37.3, mppCurrent: 10.72, tempCoeffVoc: -0.23,
    tempCoeffPmax: -0.26, size: { longer: 1767, shorter: 1041 }, material: 'Normal',
    manufacturer: maker('Meyer Burger'), warranty: 0, ...noFiles,
  },
  {
    id: id(2), name: 'Vertex S+ 440', description: 'Glas-Glas-Modul, N-Type', price: 16900, powerRating: 440,
    offLoadVoltage: 52.3, shortCircuitCurrent: 10.64, mppVoltage: 43.9, mppCurrent: 10.03, tempCoeffVoc: -0.25,
    tempCoeffPmax: -0.29, size: { longer: 1762, shorter: 1134 }, material: 'GlassGlass',
    manufacturer: maker('Trina Solar'), warranty: 0, ...noFiles,
  },
];

export const demoInverters = (): Inverter[] => [
  {
    id: id(11), type: 'StandardInverter', name: 'Sunny Tripower 10.0', description: 'Dreiphasiger String-Wechselrichter',
    manufacturer: maker('SMA'), price: 189000, phase: 'ThreePhase', capacity: 10, maxDcInputVoltage: 1000, mppVoltageMin: 320, mppVoltageMax: 800,
    acNominalPower: 10000,
    mppInputs: [
      { inputIndex: 0, strings: strings(2), maxInputCurrent: 20, maxShortCircuitCurrent: 30 },
      { inputIndex: 1, strings: strings(1), maxInputCurrent: 12, maxShortCircuitCurrent: 18 },
    ],
    ...noFiles,
  },
  {
    id: id(12), type: 'BatteryInverter', name: 'Sunny Island 4.4M', description: 'Batterie-Wechselrichter für AC-Kopplung',
    manufacturer: maker('SMA'), price: 295000, phase: 'SinglePhase', dischargeCapacity: 3.3, ...noFiles,
  },
];

export const demoWallboxes = (): Wallbox[] => [
  {
    id: id(21), name: 'KeContact P30 c-series', description: 'Mit Ladekabel Typ 2', price: 79900, chargingCapacity: 11,
    cableLength: 6, type: 'FixedCable', manufacturer: maker('KEBA'), ...noFiles,
  },
  {
    id: id(22), name: 'eMH1 Basic', description: 'Mit Ladesteckdose Typ 2', price: 54900, chargingCapacity: 11,
    cableLength: 0, type: 'Socket', manufacturer: maker('ABL'), ...noFiles,
  },
];

export const demoHeaterRods = (): HeaterRod[] => [
  { id: id(31), name: 'Heizstab 3 kW', description: 'Für PV-Überschuss, 1½"-Gewinde', price: 38900, heatingCapacity: 3, length: 400, diameter: 48, ...noFiles },
  { id: id(32), name: 'Heizstab 6 kW', description: 'Dreiphasig, 1½"-Gewinde', price: 52900, heatingCapacity: 6, length: 620, diameter: 48, ...noFiles },
];

export const demoMetalRoofTiles = (): MetalRoofTile[] => [
  { id: id(41), name: 'Metalldachziegel Frankfurter Pfanne', description: 'Für PV-Dachhaken, anthrazit', price: 2490, mountingRule: null, ...noFiles },
];

export const demoRoofTiles = (): RoofTile[] => [
  {
    id: id(51), name: 'Frankfurter Pfanne', description: 'Betondachstein, granitrot', price: 145,
    fittingMetalRoofTile: { id: id(41), name: 'Metalldachziegel Frankfurter Pfanne', price: 2490 },
    mountingRule: { fixing: 'RoofHooks', maxSpacingMm: 1200 }, ...noFiles,
  },
];

export const demoMountingParts = (): MountingPart[] => [
  { id: id(71), name: 'Dachhaken Ziegel verstellbar', description: 'Edelstahl, für Sparrenbefestigung', price: 890, role: 'RoofHook', pieceLengthMm: null, ...noFiles },
  { id: id(72), name: 'Montageschiene 4,20 m', description: 'Aluminium', price: 3990, role: 'Rail', pieceLengthMm: 4200, ...noFiles },
  { id: id(73), name: 'Mittelklemme 35 mm', description: '', price: 210, role: 'MiddleClamp', pieceLengthMm: null, ...noFiles },
  { id: id(74), name: 'Solarkabel 6 mm²', description: 'Preis je Meter', price: 160, role: 'DcCable', pieceLengthMm: null, ...noFiles },
];

export const demoPvServices = (): PvService[] => [
  { id: id(61), name: 'Montage der PV-Anlage', description: 'Module, Unterkonstruktion und DC-Verkabelung', price: 25000, pricingBasis: 'PerKwp', partOfPvSystem: true, ...noFiles },
  { id: id(62), name: 'Gerüst', description: 'Aufbau, Vorhaltung bis 4 Wochen und Abbau', price: 89000, pricingBasis: 'Flat', partOfPvSystem: true, ...noFiles },
  { id: id(63), name: 'Anmeldung beim Netzbetreiber und im Marktstammdatenregister', description: 'Netzanschlussbegehren und Registrierung', price: 24900, pricingBasis: 'Flat', partOfPvSystem: true, ...noFiles },
  { id: id(64), name: 'Zählerschrank-Arbeiten für Wallbox', description: 'Unterverteilung und Leitungsschutz für den Ladepunkt', price: 149000, pricingBasis: 'Flat', partOfPvSystem: false, ...noFiles },
];
