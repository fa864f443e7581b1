import { describe, expect, it } from 'vitest';
import { sortRooms } from './sortRooms';

describe('sortRooms', () => {
  it('sorts by name ignoring case, umlauts in their German place', () => {
    const rooms = ['wohnzimmer', 'Bad', 'küche', 'Flur', 'Kinderzimmer 2', 'kinderzimmer 10'].map((name) => ({ name }));
    expect(sortRooms(rooms).map((room) => room.name)).toEqual([
      'Bad',
      'Flur',
      'Kinderzimmer 2',
      'kinderzimmer 10',
      'küche',
      'wohnzimmer',
    ]);
  });

  it('leaves the given list unchanged', () => {
    const rooms = [{ name: 'b' }, { name: 'A' }];
    sortRooms(rooms);
    expect(rooms.map((room) => room.name)).toEqual(['b', 'A']);
  });
});
