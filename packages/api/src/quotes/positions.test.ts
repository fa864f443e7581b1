import { describe, expect, it } from 'vitest';
import { numberCheckoutLines, quoteTitleNumbers } from './positions';
import type { QuoteCheckoutLine } from './schemas';

const line = (section: string, label: string): QuoteCheckoutLine => ({
  section,
  label,
  choice: label,
  details: [],
  amount: 1,
  unitPrice: 100,
  totalPrice: 100,
  labourShareBasisPoints: 0,
});

describe('quote positions', () => {
  it('number the titles after the floors, skipping the additional installations when there are none', () => {
    const floors = [{}, {}] as never[];
    expect(quoteTitleNumbers({ floors, additionalInstallations: [{}] as never[], checkout: [] })).toEqual({ additionalInstallations: 3, checkout: 4, pv: 4 });
    expect(quoteTitleNumbers({ floors, additionalInstallations: [], checkout: [] })).toEqual({ additionalInstallations: 3, checkout: 3, pv: 3 });
    // The PV system's title follows the checkout's.
    expect(quoteTitleNumbers({ floors, additionalInstallations: [], checkout: [{}] as never[] })).toEqual({ additionalInstallations: 3, checkout: 3, pv: 4 });
  });

  it('number checkout lines by section and within it', () => {
    const numbered = numberCheckoutLines([line('Multimedia', 'TV'), line('Multimedia', 'Patchfeld'), line('Heizung', 'Wärmepumpe')]);
    expect(numbered.map(({ sectionNumber, lineNumber, startsSection }) => [sectionNumber, lineNumber, startsSection])).toEqual([
      [1, 1, true],
      [1, 2, false],
      [2, 1, true],
    ]);
  });
});
