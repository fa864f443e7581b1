import { describe, expect, it } from 'vitest';
import { tagsFromNames } from './tagChoice';

const existing = [
  { id: '5d1f3b0e-4a8c-4c61-9a57-1f0e9f7c2a11', name: 'Küche' },
  { id: '8b2e6c4d-1f3a-4e5b-8c7d-2a9b0c1d3e22', name: 'Außen' },
];

describe('tagsFromNames', () => {
  it('keeps existing tags by name, ignoring case', () => {
    expect(tagsFromNames(['küche', 'AUSSEN'], existing)[0]).toEqual(existing[0]);
    expect(tagsFromNames(['außen'], existing)).toEqual([existing[1]]);
  });

  it('creates new tags with a fresh id and trimmed name', () => {
    const [tag] = tagsFromNames(['  Bad '], existing);
    expect(tag?.name).toBe('Bad');
    expect(tag?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(existing.map((e) => e.id)).not.toContain(tag?.id);
  });

  it('drops blank and repeated names', () => {
    expect(tagsFromNames(['Küche', ' ', 'KÜCHE', 'Neu', 'neu'], existing).map((tag) => tag.name)).toEqual(['Küche', 'Neu']);
  });
});
