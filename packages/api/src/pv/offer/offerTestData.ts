import type { PlacedPvModule, RoofFace } from '../design/schemas';
import type { PartsListInput } from './partsList';

/** Ids in the form of the contract's UUIDs. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const TILED_ROOF = uuid(901);
export const METAL_ROOF = uuid(902);
export const INVERTER = uuid(903);

let next = 1000;
const placed = (x: number, y: number, orientation: PlacedPvModule['orientation']): PlacedPvModule => ({ id: uuid((next += 1)), x, y, orientation });

export function face(name: string, roofCoveringId: string | null, modules: PlacedPvModule[]): RoofFace {
  return {
    id: uuid((next += 1)),
    name,
    outline: [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 6 }, { x: 0, y: 6 }],
    pictureOutline: null,
    tilt: 35,
    azimuth: 180,
    roofCoveringId,
    edgeClearance: 0.3,
    orientation: modules[0]?.orientation ?? 'portrait',
    gap: 0.02,
    obstacles: [],
    modules,
  };
}

/** Modules of 1722 × 1134 mm, 20 mm apart: portrait 1.134 m wide, landscape 1.722 m. */
export const row = (y: number, xs: number[], orientation: PlacedPvModule['orientation'] = 'portrait') =>
  xs.map((x) => placed(x, y, orientation));

/**
 * South face on tiles: 5 modules at y 0.5 m (x 0.3 … 4.916, row 5.750 m wide) and 4 at y 2.242 m
 * (row 4.596 m); west face on metal: 3 modules lying at y 0.4 m (x 0.3, 2.042, 3.784, row 5.206 m).
 */
export function sampleInput(): PartsListInput {
  const south = face('Süd', TILED_ROOF, [...row(0.5, [0.3, 1.454, 2.608, 3.762, 4.916]), ...row(2.242, [0.3, 1.454, 2.608, 3.762])]);
  const west = face('West', METAL_ROOF, row(0.4, [0.3, 2.042, 3.784], 'landscape'));
  const southIds = south.modules.map((module) => module.id);
  const westIds = west.modules.map((module) => module.id);
  return {
    design: {
      faces: [south, west, face('Gaube', null, [])],
      inverters: [{ id: uuid(904), inverterId: INVERTER }],
      strings: [
        { id: uuid(905), inverterRef: uuid(904), inputIndex: 0, moduleIds: southIds.slice(0, 6) },
        { id: uuid(906), inverterRef: uuid(904), inputIndex: 1, moduleIds: [...southIds.slice(6), ...westIds] },
      ],
    },
    module: { name: 'LSH HJT 445 Bifacial', price: 15900, powerRating: 445, size: { longer: 1722, shorter: 1134 } },
    inverters: { [INVERTER]: { name: 'Primo GEN24 6.0 Plus', price: 219000 } },
    battery: { name: 'Battery-Box Premium HVS 10.2', price: 549000 },
    wallbox: { name: 'KeContact P30 c-series', price: 79900 },
    heaterRod: null,
    mountingRules: {
      [TILED_ROOF]: {
        kind: 'RoofHooks',
        maxSpacingMm: 1200,
        hook: { name: 'Dachhaken Frankfurter Pfanne', price: 890 },
        replacementTile: { name: 'Metalldachziegel Frankfurter Pfanne', price: 2490 },
      },
      [METAL_ROOF]: { kind: 'MetalRoofClamps', maxSpacingMm: 1000, clamp: { name: 'Trapezblech-Klemme', price: 650 } },
    },
    railSystem: {
      railPieceLengthMm: 4200,
      railPiece: { name: 'Montageschiene 4,20 m', price: 3990 },
      railConnector: { name: 'Schienenverbinder', price: 350 },
      endClamp: { name: 'Endklemme', price: 210 },
      middleClamp: { name: 'Mittelklemme', price: 210 },
    },
    dcCabling: {
      runMetres: 15,
      cablePerMetre: { name: 'Solarkabel 6 mm²', price: 180 },
      connectorPair: { name: 'Steckverbinder-Paar', price: 450 },
    },
    services: [
      { name: 'Montage der PV-Anlage', price: 25000, pricingBasis: 'PerKwp', partOfPvSystem: true },
      { name: 'Gerüst', price: 89000, pricingBasis: 'Flat', partOfPvSystem: true },
      { name: 'Zuschlag Indach', price: 1500, pricingBasis: 'PerModule', partOfPvSystem: true },
      { name: 'Zählerschrank-Arbeiten für Wallbox', price: 149000, pricingBasis: 'Flat', partOfPvSystem: false },
    ],
  };
}
