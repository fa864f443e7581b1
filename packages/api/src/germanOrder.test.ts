import { describe, expect, it } from 'vitest';
import { compareGermanText } from './germanOrder';

describe('compareGermanText', () => {
  it('orders as German readers do: umlauts beside their letter, case ignored', () => {
    expect(['Zimmer', 'bad', 'Äußeres', 'Arbeitszimmer', 'Öl', 'Ofen'].sort(compareGermanText)).toEqual(['Arbeitszimmer', 'Äußeres', 'bad', 'Ofen', 'Öl', 'Zimmer']);
    expect(compareGermanText('Küche', 'küche')).toBe(0);
    expect(compareGermanText('Bad', 'Büro')).toBeLessThan(0);
  });
});
