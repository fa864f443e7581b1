import { describe, expect, it } from 'vitest';
import { EMPTY_PV_OFFER_ADJUSTMENTS } from './offerSchemas';
import { designLineKeys, pvOfferPositions } from './offerLines';
import { sampleInput } from './offerTestData';
import { partsListOf } from './partsList';

const list = partsListOf(sampleInput());

describe('the PV positions of a quote', () => {
  it('key each design position by group and name, numbering a name that repeats within its group', () => {
    expect(designLineKeys([{ group: 'Service', name: 'Gerüst' }, { group: 'Service', name: 'Gerüst' }, { group: 'Module', name: 'Gerüst' }])).toEqual([
      'Service:Gerüst',
      'Service:Gerüst#2',
      'Module:Gerüst',
    ]);
  });

  it('take a changed amount and a free line, each at the VAT of the PV system or not', () => {
    const positions = pvOfferPositions(list, {
      conditionsConfirmed: true,
      quantities: [{ key: 'Service:Gerüst', quantity: 2 }],
      freeLines: [{ id: '00000000-0000-4000-8000-000000000777', name: 'Zählerschrank erneuern', quantity: 1, unit: 'psch', unitPrice: 120_000, partOfPvSystem: false }],
      dcCableRunMetres: 15,
    });

    expect(positions.lines.find((line) => line.key === 'Service:Gerüst')).toMatchObject({ quantity: 2, designQuantity: 1, netAmount: 178_000, vatCategory: 'PvZeroRate' });
    expect(positions.lines.at(-1)).toMatchObject({ group: 'Free', designQuantity: null, netAmount: 120_000, vatCategory: 'Standard' });
    // ADR 0028's sample: 1 354 160 at 0 % and 228 900 at 19 %; here + 89 000 scaffold at 0 %, + 120 000 at 19 %.
    expect(positions.totals.vatBreakdown).toEqual([
      { vatCategory: 'Standard', ratePercent: 19, netAmount: 348_900, vatAmount: 66_291 },
      { vatCategory: 'PvZeroRate', ratePercent: 0, netAmount: 1_443_160, vatAmount: 0 },
    ]);
  });

  it('put every line at 19 % while the conditions are not confirmed', () => {
    const positions = pvOfferPositions(list, EMPTY_PV_OFFER_ADJUSTMENTS);
    expect(new Set(positions.lines.map((line) => line.vatCategory))).toEqual(new Set(['Standard']));
    expect(positions.notes).toEqual([]);
    expect(positions.lines.every((line) => line.quantity === line.designQuantity)).toBe(true);
  });
});
