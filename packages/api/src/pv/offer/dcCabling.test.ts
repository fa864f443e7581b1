import { describe, expect, it } from 'vitest';
import { countDcCabling } from './dcCabling';
import { face, row, uuid } from './offerTestData';

/** Modules of 1722 × 1134 mm: upright 1.134 m wide and 1.722 m high, 20 mm apart (the faces' module gap). */
const SIZE = { longer: 1722, shorter: 1134 };
const string = (...modules: { id: string }[]) => ({ moduleIds: modules.map((module) => module.id) });

describe('the DC cabling of the strings', () => {
  it('runs plus and minus of each string from the roof to the inverter: strings × run × 2, two connector pairs per string', () => {
    // Three strings of one module each: nothing to join or to return on the roof.
    const [a, b, c] = row(0.5, [0.3, 2.608, 4.916]);
    const south = face('Süd', null, [a!, b!, c!]);

    expect(countDcCabling([south], [string(a!), string(b!), string(c!)], SIZE, 12.5)).toEqual({
      strings: 3,
      cableMetres: 75, // 3 × 2 × 12.5 m
      connectorPairs: 6,
      stepsBetweenFaces: 0,
    });
  });

  it('adds the return lead from the string’s last module to its first along the row, rounded up to whole metres', () => {
    const modules = row(0.5, [0.3, 1.454, 2.608, 3.762]);
    // 2 × 15 m + (3.762 − 0.3) m = 33.462 m → 34 m; the modules' own leads join the neighbours.
    expect(countDcCabling([face('Süd', null, modules)], [string(...modules)], SIZE, 15)).toEqual({
      strings: 1,
      cableMetres: 34,
      connectorPairs: 2,
      stepsBetweenFaces: 0,
    });
  });

  it('takes a jumper with a connector pair where the string jumps from the end of a row to the start of the next', () => {
    const top = row(0.5, [0.3, 1.454, 2.608, 3.762]);
    const bottom = row(2.242, [0.3, 1.454, 2.608, 3.762]);
    const south = face('Süd', null, [...top, ...bottom]);

    // Row by row: jumper (3.762 − 0.3) + (2.242 − 0.5) = 5.204 m, return from the last module back to the first 5.204 m: 10.408 m → 11 m.
    expect(countDcCabling([south], [string(...top, ...bottom)], SIZE, 0)).toEqual({ strings: 1, cableMetres: 11, connectorPairs: 3, stepsBetweenFaces: 0 });
    // Back along the second row the modules above each other are joined by their leads; the return is 1.742 m → 2 m.
    expect(countDcCabling([south], [string(...top, ...[...bottom].reverse())], SIZE, 0)).toEqual({
      strings: 1,
      cableMetres: 2,
      connectorPairs: 2,
      stepsBetweenFaces: 0,
    });
  });

  it('bridges a gap in a row wider than the module gap with a jumper', () => {
    // A chimney leaves one place free: 0.3 → 2.608 m is 2.308 m between the centres; return 2.308 + 1.154 m.
    const modules = row(0.5, [0.3, 2.608, 3.762]);
    expect(countDcCabling([face('Süd', null, modules)], [string(...modules)], SIZE, 10)).toEqual({
      strings: 1,
      cableMetres: 26, // 20 + 2.308 + 3.462 = 25.77 m
      connectorPairs: 3,
      stepsBetweenFaces: 0,
    });
  });

  it('counts the step of a string to another face with its connector pair but without length, and names it', () => {
    const south = face('Süd', null, row(0.5, [0.3, 1.454]));
    const west = face('West', null, row(0.5, [0.3, 1.454]));
    // 2 × 8 m, no return between the faces; the step from south to west and the return are ways between faces.
    expect(countDcCabling([south, west], [string(...south.modules, ...west.modules)], SIZE, 8)).toEqual({
      strings: 1,
      cableMetres: 16,
      connectorPairs: 3,
      stepsBetweenFaces: 2,
    });
  });

  it('counts no string without a module on a face', () => {
    const south = face('Süd', null, row(0.5, [0.3]));
    expect(countDcCabling([south], [{ moduleIds: [] }, { moduleIds: [uuid(999)] }], SIZE, 15)).toEqual({
      strings: 0,
      cableMetres: 0,
      connectorPairs: 0,
      stepsBetweenFaces: 0,
    });
  });
});
