import { describe, expect, it } from 'vitest';
import { dcCablingWarnings } from './dcCablingWarnings';

describe('dcCablingWarnings', () => {
  it('names the missing roles when a design with strings has no DC cable or connector pair in master data', () => {
    expect(dcCablingWarnings({ count: { strings: 2, stepsBetweenFaces: 0 }, missing: ['DcCable', 'DcConnectorPair'] })).toEqual([
      'Die DC-Verkabelung ist nicht im Angebot gezählt: In den Montageteilen fehlt ein Teil der Rollen „DC-Solarkabel (Preis je Meter)“ und „DC-Steckverbinder-Paar (MC4-Typ)“. Legen Sie sie in den Stammdaten an.',
    ]);
    expect(dcCablingWarnings({ count: { strings: 1, stepsBetweenFaces: 0 }, missing: ['DcConnectorPair'] })).toEqual([
      'Die DC-Verkabelung ist nicht im Angebot gezählt: In den Montageteilen fehlt ein Teil der Rolle „DC-Steckverbinder-Paar (MC4-Typ)“. Legen Sie es in den Stammdaten an.',
    ]);
  });

  it('says that the ways of strings between faces have no cable length', () => {
    expect(dcCablingWarnings({ count: { strings: 1, stepsBetweenFaces: 2 }, missing: [] })).toEqual([
      '2 Leitungswege eines Strings von einer Dachfläche zur anderen sind ohne Kabellänge gezählt. Ergänzen Sie die Menge des Solarkabels um diese Wege.',
    ]);
  });

  it('says nothing without strings or when everything is counted', () => {
    expect(dcCablingWarnings({ count: { strings: 0, stepsBetweenFaces: 0 }, missing: ['DcCable'] })).toEqual([]);
    expect(dcCablingWarnings({ count: { strings: 3, stepsBetweenFaces: 0 }, missing: [] })).toEqual([]);
  });
});
