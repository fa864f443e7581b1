import { describe, expect, it } from 'vitest';
import { countMounting, moduleRows } from './mounting';
import { face, row, sampleInput } from './offerTestData';
import { kwpOf, partsListOf } from './partsList';

const SIZE = { longer: 1722, shorter: 1134 };

describe('module rows', () => {
  it('group a face’s modules by their top edge and measure each row from first to last module', () => {
    const south = face('Süd', null, [...row(2.242, [0.3, 1.454, 2.608, 3.762]), ...row(0.5, [0.3, 1.454, 2.608, 3.762, 4.916])]);
    // 4.916 + 1.134 − 0.3 = 5.750 m; 3.762 + 1.134 − 0.3 = 4.596 m; rows from the top down
    expect(moduleRows(south, SIZE)).toEqual([{ moduleCount: 5, widthMm: 5750 }, { moduleCount: 4, widthMm: 4596 }]);
    // lying modules are 1.722 m wide: 3.784 + 1.722 − 0.3 = 5.206 m
    expect(moduleRows(face('West', null, row(0.4, [0.3, 2.042, 3.784], 'landscape')), SIZE)).toEqual([{ moduleCount: 3, widthMm: 5206 }]);
  });
});

describe('the mounting count of rows', () => {
  it.each([
    // width, modules, spacing, piece: pieces/rail ⌈w/piece⌉, fixings/rail ⌈w/spacing⌉ + 1, middle clamps 2 × (n − 1)
    ['5 modules, 5.750 m, hooks every 1.2 m', 5750, 5, 1200, { rails: 2, railPieces: 4, railConnectors: 2, fixings: 12, endClamps: 4, middleClamps: 8 }],
    ['4 modules, 4.596 m, hooks every 1.2 m', 4596, 4, 1200, { rails: 2, railPieces: 4, railConnectors: 2, fixings: 10, endClamps: 4, middleClamps: 6 }],
    ['3 lying modules, 5.206 m, clamps every 1.0 m', 5206, 3, 1000, { rails: 2, railPieces: 4, railConnectors: 2, fixings: 14, endClamps: 4, middleClamps: 4 }],
    ['1 module, 1.134 m, hooks every 1.2 m', 1134, 1, 1200, { rails: 2, railPieces: 2, railConnectors: 0, fixings: 4, endClamps: 4, middleClamps: 0 }],
    ['exactly 2 spacings, 2.400 m', 2400, 2, 1200, { rails: 2, railPieces: 2, railConnectors: 0, fixings: 6, endClamps: 4, middleClamps: 2 }],
  ])('%s', (_name, widthMm, moduleCount, spacing, expected) => {
    expect(countMounting([{ moduleCount, widthMm }], spacing, 4200)).toEqual(expected);
  });
});

describe('the parts list of a design', () => {
  it('counts every position by hand: modules, inverter, battery, mounting per covering, DC cabling, wallbox, services', () => {
    const list = partsListOf(sampleInput());

    expect(list.moduleCount).toBe(12);
    expect(list.kwp).toBe(5.34); // 12 × 445 W
    expect(list.facesWithoutMountingRule).toEqual([]);
    expect(list.dcCabling).toEqual({ strings: 2, cableMetres: 69, connectorPairs: 6, stepsBetweenFaces: 2 });
    expect(list.lines.map(({ group, name, quantity, unit, unitPrice, netAmount, partOfPvSystem }) => [group, name, quantity, unit, unitPrice, netAmount, partOfPvSystem])).toEqual([
      ['Module', 'LSH HJT 445 Bifacial', 12, 'Stk', 15900, 190800, true],
      ['Inverter', 'Primo GEN24 6.0 Plus', 1, 'Stk', 219000, 219000, true],
      ['Battery', 'Battery-Box Premium HVS 10.2', 1, 'Stk', 549000, 549000, true],
      // south: 12 + 10 hooks (row 1 and 2), each with a metal roof tile; west: 14 clamps
      ['Mounting', 'Dachhaken Frankfurter Pfanne', 22, 'Stk', 890, 19580, true],
      ['Mounting', 'Metalldachziegel Frankfurter Pfanne', 22, 'Stk', 2490, 54780, true],
      ['Mounting', 'Trapezblech-Klemme', 14, 'Stk', 650, 9100, true],
      // three rows of two rails of two pieces each; one connector per rail
      ['Mounting', 'Montageschiene 4,20 m', 12, 'Stk', 3990, 47880, true],
      ['Mounting', 'Schienenverbinder', 6, 'Stk', 350, 2100, true],
      ['Mounting', 'Endklemme', 12, 'Stk', 210, 2520, true],
      // 2 × (4 + 3 + 2)
      ['Mounting', 'Mittelklemme', 18, 'Stk', 210, 3780, true],
      // 2 strings × 2 × 15 m = 60 m; on the roof string 1 jumps from the end of row 1 to the start of
      // row 2, 4.616 + 1.742 = 6.358 m, and returns 1.742 m to its first module; string 2 goes on to
      // the west face (a way without length): 68.1 m → 69 m. 2 pairs per string, 1 per jumper and step.
      ['DcCabling', 'Solarkabel 6 mm²', 69, 'm', 180, 12420, true],
      ['DcCabling', 'Steckverbinder-Paar', 6, 'Stk', 450, 2700, true],
      ['Wallbox', 'KeContact P30 c-series', 1, 'Stk', 79900, 79900, false],
      // 5.34 kWp × 250 €; flat; 12 modules × 15 €; flat, outside the PV system
      ['Service', 'Montage der PV-Anlage', 5.34, 'kWp', 25000, 133500, true],
      ['Service', 'Gerüst', 1, 'psch', 89000, 89000, true],
      ['Service', 'Zuschlag Indach', 12, 'Stk', 1500, 18000, true],
      ['Service', 'Zählerschrank-Arbeiten für Wallbox', 1, 'psch', 149000, 149000, false],
    ]);
  });

  it('prices a service per kWp to the cent: 7 × 445 W = 3.115 kWp × 249,90 € = 778,4385 € → 778,44 €', () => {
    const input = sampleInput();
    const list = partsListOf({
      ...input,
      design: { ...input.design, faces: [face('Süd', null, row(0.5, [0.3, 1.454, 2.608, 3.762, 4.916, 6.07, 7.224]))], strings: [] },
      services: [{ name: 'Montage', price: 24990, pricingBasis: 'PerKwp', partOfPvSystem: true }],
    });
    expect(kwpOf(7, 445)).toBe(3.115);
    expect(list.lines.find((line) => line.group === 'Service')).toMatchObject({ quantity: 3.115, netAmount: 77844 });
  });

  it('names a face whose covering has no mounting rule and counts no mounting for it; without strings no DC cable', () => {
    const input = sampleInput();
    const list = partsListOf({
      ...input,
      design: { faces: [face('Gaube', null, row(0.5, [0.3, 1.454]))], inverters: [], strings: [] },
      battery: null,
      wallbox: null,
      services: [],
    });
    expect(list.facesWithoutMountingRule).toEqual(['Gaube']);
    expect(list.lines.map((line) => line.group)).toEqual(['Module']);
  });

  it('counts no DC cable and connectors without them in master data', () => {
    const list = partsListOf({ ...sampleInput(), dcCabling: null });
    expect(list.dcCabling).toBeNull();
    expect(list.lines.filter((line) => line.group === 'DcCabling')).toEqual([]);
  });

  it('counts one line per inverter model with the number of units', () => {
    const input = sampleInput();
    const [first] = input.design.inverters;
    const list = partsListOf({
      ...input,
      design: { ...input.design, inverters: [first!, { id: '00000000-0000-4000-8000-000000000999', inverterId: first!.inverterId }] },
    });
    expect(list.lines.find((line) => line.group === 'Inverter')).toMatchObject({ quantity: 2, netAmount: 438000 });
  });
});
