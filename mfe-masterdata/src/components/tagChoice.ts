import { randomUuid, type Tag } from '@planner/api';

const sameName = (a: string, b: string) => a.toLocaleLowerCase('de') === b.toLocaleLowerCase('de');

/**
 * The tags of the names chosen in the tag select: existing tags by name (ignoring case),
 * new tags with a fresh id. Blank and repeated names are dropped.
 */
export function tagsFromNames(names: readonly string[], existing: readonly Tag[]): Tag[] {
  const chosen: Tag[] = [];
  for (const rawName of names) {
    const name = rawName.trim();
    if (!name || chosen.some((tag) => sameName(tag.name, name))) continue;
    chosen.push(existing.find((tag) => sameName(tag.name, name)) ?? { id: randomUuid(), name });
  }
  return chosen;
}
