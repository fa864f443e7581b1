import { describe, expect, it } from 'vitest';
import { priceAdditionalInstallations, priceFloor, priceFloors, type PricingContext, type PricingFloor } from '../src/pricing/prices';

const context = (isDeveloperConstruction: boolean): PricingContext => ({
  isDeveloperConstruction,
  inclusiveAmounts: new Map([['bath', new Map([['socket', 2]])]]),
  unitPrices: new Map([
    ['socket', 4850],
    ['light', 3000],
  ]),
  components: new Map([
    ['socket', { label: 'Steckdose', description: 'Unterputz', unit: 'Piece' as const, labourShareBasisPoints: 4_000 }],
    ['light', { label: 'Deckenauslass', description: '', unit: 'Piece' as const, labourShareBasisPoints: 4_500 }],
  ]),
});

const floor = (placements: [string, string | null][]): PricingFloor => ({
  rooms: [{ id: 'r1', label: 'Bad', roomTypeId: 'bath' }],
  placements: placements.map(([componentId, roomId]) => ({ componentId, roomId })),
});

describe('priceFloor', () => {
  it.each([
    { name: 'private order includes nothing', developer: false, sockets: 3, included: 0, extra: 3, total: 3 * 4850 },
    { name: 'developer order includes up to the amount', developer: true, sockets: 3, included: 2, extra: 1, total: 4850 },
    { name: 'developer order below the amount costs nothing', developer: true, sockets: 1, included: 1, extra: 0, total: 0 },
    { name: 'developer order exactly at the amount', developer: true, sockets: 2, included: 2, extra: 0, total: 0 },
  ])('$name', ({ developer, sockets, included, extra, total }) => {
    const priced = priceFloor(floor(Array.from({ length: sockets }, () => ['socket', 'r1'])), context(developer));
    expect(priced.rooms[0]?.elements).toEqual([
      { component: { id: 'socket', label: 'Steckdose', description: 'Unterputz', unit: 'Piece', labourShareBasisPoints: 4_000 }, items: sockets, included, extra, unitPrice: 4850, totalPrice: total },
    ]);
    expect(priced.totalPrice).toBe(total);
  });

  it('prices installations outside every room as extras under "Ohne Raum"', () => {
    const priced = priceFloor(floor([['socket', null], ['socket', 'r1'], ['light', null]]), context(true));
    expect(priced.rooms.map((room) => [room.name, room.totalPrice])).toEqual([
      ['Bad', 0],
      ['Ohne Raum', 3000 + 4850],
    ]);
    expect(priced.totalPrice).toBe(7850);
  });

  it('prices a component the company no longer has at nothing, without labour share', () => {
    const priced = priceFloor(floor([['gone', 'r1']]), context(false));
    expect(priced.rooms[0]?.elements).toEqual([
      { component: { id: 'gone', label: '', description: '', unit: 'Piece', labourShareBasisPoints: 0 }, items: 1, included: 0, extra: 1, unitPrice: 0, totalPrice: 0 },
    ]);
  });

  it('treats a component without inclusive amount in the room type as extra', () => {
    const priced = priceFloor(floor([['light', 'r1']]), context(true));
    expect(priced.rooms[0]?.elements[0]).toMatchObject({ included: 0, extra: 1, totalPrice: 3000 });
  });

  it('applies the inclusive amount per room, not per floor', () => {
    const twoBaths: PricingFloor = {
      rooms: [
        { id: 'r1', label: 'Bad', roomTypeId: 'bath' },
        { id: 'r2', label: 'Gäste-Bad', roomTypeId: 'bath' },
      ],
      placements: ['r1', 'r1', 'r1', 'r2', 'r2', 'r2'].map((roomId) => ({ componentId: 'socket', roomId })),
    };
    expect(priceFloor(twoBaths, context(true)).totalPrice).toBe(2 * 4850);
  });
});

describe('totals', () => {
  it('sums several floors', () => {
    const floors = [floor([['socket', 'r1'], ['socket', 'r1'], ['socket', 'r1']]), floor([['light', null]])];
    expect(priceFloors(floors, context(true))).toBe(4850 + 3000);
    expect(priceFloors(floors, context(false))).toBe(3 * 4850 + 3000);
  });

  it('multiplies additional installations by their amount', () => {
    expect(priceAdditionalInstallations([{ amount: 3, unitPrice: 2400 }, { amount: 1, unitPrice: 100 }])).toBe(7300);
    expect(priceAdditionalInstallations([])).toBe(0);
  });
});
