const byName = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** Rooms sorted by name, ignoring case (spec: after every add or edit). */
export function sortRooms<T extends { name: string }>(rooms: readonly T[]): T[] {
  return [...rooms].sort((a, b) => byName.compare(a.name, b.name));
}
