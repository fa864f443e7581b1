import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BankInformationSchema, formatIban } from './schemas';

const bank = (iban: string, bic = 'COBADEFFXXX') => v.safeParse(BankInformationSchema, { name: 'Commerzbank', iban, bic });

describe('bank information', () => {
  it.each([
    ['DE89370400440532013000', 'DE89370400440532013000'],
    ['de89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['AT61 1904 3002 3457 3201', 'AT611904300234573201'],
  ])('accepts the IBAN %j and keeps it compact', (iban, stored) => {
    const result = bank(iban);
    expect(result.success && result.output.iban).toBe(stored);
  });

  it.each([
    'DE543704004405320130001',
    'DE8937040044053201300',
    'DE88370400440532013000',
    'XX89370400440532013000',
  ])('refuses the IBAN %j with a German message', (iban) => {
    const result = bank(iban);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Bitte geben Sie eine gültige IBAN ein.');
  });

  it('checks the BIC', () => {
    expect(bank('DE89370400440532013000', 'cobadeff').success).toBe(true);
    expect(bank('DE89370400440532013000', 'COBAD1FF').issues?.[0]?.message).toBe('Bitte geben Sie eine gültige BIC ein.');
  });

  it('shows an IBAN in groups of four', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});
