import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './formatPhoneNumber';

describe('formatPhoneNumber', () => {
  it('formats German numbers nationally, also when typed internationally', () => {
    expect(formatPhoneNumber('0891234567')).toBe('089 1234567');
    expect(formatPhoneNumber('+49 30 12345678')).toBe('030 12345678');
    expect(formatPhoneNumber('01711234567')).toBe('0171 1234567');
  });

  it('formats foreign numbers internationally', () => {
    expect(formatPhoneNumber('+43 1 5321234')).toBe('+43 1 5321234');
    expect(formatPhoneNumber('0041441234567')).toBe('+41 44 123 45 67');
  });

  it('keeps text that is no phone number', () => {
    expect(formatPhoneNumber('  ')).toBe('');
    expect(formatPhoneNumber('abends')).toBe('abends');
  });
});
