import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addDays, germanDay, IsoDate, isCalendarDate, MSG_INVALID_DATE } from './dates';
import { PvPriceValidFrom } from './pv/schemas';

describe('the date schema', () => {
  it.each(['2026-01-01', '2026-02-28', '2028-02-29', '2000-02-29', '2026-04-30', '2026-12-31'])('takes the calendar day %s', (day) => {
    expect(v.parse(IsoDate, day)).toBe(day);
  });

  it.each(['2026-02-30', '2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-05', '26-01-05', '2026-01-05T10:00:00Z', ' 2026-01-05', '0000-01-01', ''])(
    'refuses %j with a German message',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
      const result = v.safeParse(IsoDate, value);
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe(MSG_INVALID_DATE);
    },
  );

  it('refuses what is no string', () => {
    for (const value of [20260105, null, undefined, {}, ['2026-01-05']]) expect(v.is(IsoDate, value)).toBe(false);
  });

  it('a price date with a time must be a calendar day as well', () => {
    expect(v.is(PvPriceValidFrom, '2026-11-27T10:15:00.000Z')).toBe(true);
    expect(v.is(PvPriceValidFrom, '2026-11-27')).toBe(true);
    expect(v.is(PvPriceValidFrom, '2026-02-30T10:15:00.000Z')).toBe(false);
    expect(v.is(PvPriceValidFrom, '2026-02-30')).toBe(false);
  });
});

describe('days', () => {
  it('today is the German day, also when UTC still has the day before', () => {
    expect(germanDay(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(germanDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(germanDay(new Date('2026-11-27T22:59:00Z'))).toBe('2026-11-27');
  });

  it('adds and subtracts days across months and years', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2027-01-03', -10)).toBe('2026-12-24');
  });
});
