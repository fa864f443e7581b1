import { describe, expect, it } from 'vitest';
import { reviveDates } from './reviveDates';

const parse = (json: string) => JSON.parse(json, reviveDates) as unknown;

describe('reviveDates', () => {
  it.each(['2026-11-22T10:00:00.000Z', '2026-11-22T10:00:00Z', '2026-11-22T11:00:00+01:00'])(
    'turns %s into a Date',
    (text) => {
      expect(parse(JSON.stringify({ at: text }))).toEqual({ at: new Date(text) });
    },
  );

  it.each(['2026-11-22', '10:00:00', '2026-11-22T10:00', '12345', 'Termin am 2026-11-22T10:00:00.000Z'])(
    'keeps %s a string',
    (text) => {
      expect(parse(JSON.stringify({ value: text }))).toEqual({ value: text });
    },
  );

  it('keeps numbers and nested values', () => {
    expect(parse('{"n":20261122,"list":[{"at":"2026-01-01T00:00:00.000Z"}]}')).toEqual({
      n: 20261122,
      list: [{ at: new Date('2026-01-01T00:00:00.000Z') }],
    });
  });
});
