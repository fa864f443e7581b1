import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dateTime';

describe('formatDateTime', () => {
  it('writes a timestamp as German date and time in German time, from Date or ISO text', () => {
    expect(formatDateTime('2026-05-12T12:30:00Z')).toBe('12.05.2026, 14:30');
    expect(formatDateTime(new Date('2026-11-25T23:15:00Z'))).toBe('26.11.2026, 00:15');
  });
});
