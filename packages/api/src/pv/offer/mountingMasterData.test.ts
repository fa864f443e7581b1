import { describe, expect, it } from 'vitest';
import { dcCablingFromMasterData, mountingFromMasterData, type MountingCovering, type PricedMountingPart } from './mountingMasterData';
import { face, METAL_ROOF, row, sampleInput, TILED_ROOF, uuid } from './offerTestData';
import { partsListOf } from './partsList';

const SLATE_ROOF = uuid(907);

const PARTS: PricedMountingPart[] = [
  { name: 'Dachhaken Ziegel', price: 890, role: 'RoofHook', pieceLengthMm: null },
  { name: 'Dachhaken Zweitmodell', price: 990, role: 'RoofHook', pieceLengthMm: null },
  { name: 'Trapezblech-Klemme', price: 650, role: 'MetalRoofClamp', pieceLengthMm: null },
  { name: 'Montageschiene 4,20 m', price: 3990, role: 'Rail', pieceLengthMm: 4200 },
  { name: 'Schienenverbinder', price: 350, role: 'RailConnector', pieceLengthMm: null },
  { name: 'Endklemme', price: 210, role: 'EndClamp', pieceLengthMm: null },
  { name: 'Mittelklemme', price: 190, role: 'MiddleClamp', pieceLengthMm: null },
];

const COVERINGS: MountingCovering[] = [
  { id: TILED_ROOF, rule: { fixing: 'RoofHooks', maxSpacingMm: 1200 }, replacementTile: { name: 'Metalldachziegel Frankfurter Pfanne', price: 2490 } },
  { id: SLATE_ROOF, rule: { fixing: 'RoofHooks', maxSpacingMm: 800 }, replacementTile: null },
  { id: METAL_ROOF, rule: { fixing: 'MetalRoofClamps', maxSpacingMm: 1000 }, replacementTile: null },
];

/** The mounting lines of one face of modules on `covering` with the master data above. */
function mountingOf(coverings: MountingCovering[], parts: PricedMountingPart[], faces: ReturnType<typeof face>[]) {
  const input = sampleInput();
  const list = partsListOf({
    ...input,
    design: { faces, inverters: [], strings: [] },
    battery: null,
    wallbox: null,
    dcCabling: null,
    services: [],
    ...mountingFromMasterData(coverings, parts),
  });
  return {
    lines: list.lines.filter((line) => line.group === 'Mounting').map((line) => [line.name, line.quantity, line.netAmount]),
    facesWithoutMountingRule: list.facesWithoutMountingRule,
  };
}

// One row of 5 upright modules: 4.916 + 1.134 − 0.3 = 5.750 m; two rails of ⌈5750 / 4200⌉ = 2 pieces.
const fiveInARow = () => row(0.5, [0.3, 1.454, 2.608, 3.762, 4.916]);

describe('the mounting parts counted from the layout by the rule of each roof covering', () => {
  it('puts hooks on tiles by their spacing, each with the fitting metal roof tile, and the rails per row', () => {
    expect(mountingOf(COVERINGS, PARTS, [face('Süd', TILED_ROOF, fiveInARow())]).lines).toEqual([
      // 2 rails × (⌈5750 / 1200⌉ + 1) = 12
      ['Dachhaken Ziegel', 12, 10_680],
      ['Metalldachziegel Frankfurter Pfanne', 12, 29_880],
      ['Montageschiene 4,20 m', 4, 15_960],
      ['Schienenverbinder', 2, 700],
      ['Endklemme', 4, 840],
      // 2 rails × 4 gaps
      ['Mittelklemme', 8, 1_520],
    ]);
  });

  it('puts more hooks on slate at 0.8 m and no replacement tile; clamps on the metal roof at 1.0 m', () => {
    const { lines } = mountingOf(COVERINGS, PARTS, [face('Schiefer', SLATE_ROOF, fiveInARow()), face('Trapez', METAL_ROOF, row(0.5, [0.3, 1.454]))]);
    // slate: 2 × (⌈5750 / 800⌉ + 1) = 18 hooks; metal: row 2.288 m, 2 × (⌈2288 / 1000⌉ + 1) = 8 clamps
    expect(lines.slice(0, 2)).toEqual([
      ['Dachhaken Ziegel', 18, 16_020],
      ['Trapezblech-Klemme', 8, 5_200],
    ]);
    // rails: 2 × 2 pieces (slate) + 2 × 1 piece (metal)
    expect(lines[2]).toEqual(['Montageschiene 4,20 m', 6, 23_940]);
  });

  it('counts two rails for every row: two rows are four rails with their own end clamps', () => {
    const twoRows = [...row(0.5, [0.3, 1.454]), ...row(2.242, [0.3, 1.454])];
    const { lines } = mountingOf(COVERINGS, PARTS, [face('Süd', TILED_ROOF, twoRows)]);
    expect(lines).toContainEqual(['Montageschiene 4,20 m', 4, 15_960]);
    expect(lines).toContainEqual(['Endklemme', 8, 1_680]);
    expect(lines).toContainEqual(['Mittelklemme', 4, 760]);
  });

  it('counts nothing for a covering without a rule, one whose fixing part is missing, or without a complete rail system', () => {
    const faces = [face('Süd', TILED_ROOF, fiveInARow()), face('Trapez', METAL_ROOF, fiveInARow())];
    const noRule = COVERINGS.map((covering) => (covering.id === TILED_ROOF ? { ...covering, rule: null } : covering));
    expect(mountingOf(noRule, PARTS, faces).facesWithoutMountingRule).toEqual(['Süd']);
    const noClamp = PARTS.filter((part) => part.role !== 'MetalRoofClamp');
    expect(mountingOf(COVERINGS, noClamp, faces).facesWithoutMountingRule).toEqual(['Trapez']);
    const noMiddleClamp = PARTS.filter((part) => part.role !== 'MiddleClamp');
    expect(mountingOf(COVERINGS, noMiddleClamp, faces)).toEqual({ lines: [], facesWithoutMountingRule: ['Süd', 'Trapez'] });
  });
});

describe('the DC cable and connectors of the master data', () => {
  const cable: PricedMountingPart = { name: 'Solarkabel 6 mm²', price: 180, role: 'DcCable', pieceLengthMm: null };
  const otherCable: PricedMountingPart = { name: 'Solarkabel 4 mm²', price: 140, role: 'DcCable', pieceLengthMm: null };
  const connector: PricedMountingPart = { name: 'MC4-Steckverbinder-Paar', price: 450, role: 'DcConnectorPair', pieceLengthMm: null };

  it('take the first cable and connector pair with the quote’s cable run', () => {
    expect(dcCablingFromMasterData([...PARTS, cable, otherCable, connector], 12.5)).toEqual({
      dcCabling: { runMetres: 12.5, cablePerMetre: { name: 'Solarkabel 6 mm²', price: 180 }, connectorPair: { name: 'MC4-Steckverbinder-Paar', price: 450 } },
      missing: [],
    });
  });

  it('count nothing while either is missing, and name what is missing', () => {
    expect(dcCablingFromMasterData([...PARTS, cable], 15)).toEqual({ dcCabling: null, missing: ['DcConnectorPair'] });
    expect(dcCablingFromMasterData(PARTS, 15)).toEqual({ dcCabling: null, missing: ['DcCable', 'DcConnectorPair'] });
  });
});
