import { EMPTY_CHECKOUT, quoteTotals, type CheckoutConfiguration, type OptionType } from '@planner/api';
import { describe, expect, it } from 'vitest';
import { checkoutTotalCents } from '../src/checkout/checkoutTotal';
import { checkoutLines } from '../src/quotes/checkoutLines';

describe('quote totals', () => {
  it.each([
    [0, 0],
    [100, 19],
    [50, 10], // 9.5 → 10
    [150, 29], // 28.5 → 29
    [149, 28], // 28.31
    [1_234_567, 234_568], // 234 567.73
  ])('net %i cents at 19 %: VAT %i cents, rounded half up once on the total', (net, vat) => {
    const floors = [{ id: 'floor', name: 'EG', totalPrice: net, rooms: [] }];
    expect(quoteTotals({ floors, additionalInstallations: [], checkout: [] })).toEqual({
      netTotal: net,
      vatBreakdown: [{ vatCategory: 'Standard', ratePercent: 19, netAmount: net, vatAmount: vat }],
      vatAmount: vat,
      grossTotal: net + vat,
    });
  });
});

const option = (name: string, price: number, labourShareBasisPoints = 0): OptionType => ({
  id: crypto.randomUUID(),
  name,
  description: '',
  icon: '',
  price,
  labourShareBasisPoints,
});

describe('checkout lines', () => {
  const full: CheckoutConfiguration = {
    ...EMPTY_CHECKOUT,
    tv: option('SAT', 9_900, 3_000),
    multiMediaCableChannel: { channelType: option('Kanal', 2_500, 5_000), amount: 3 },
    patchField: { patchFieldType: option('Cat7', 1_200, 2_000), amount: 24 },
    intercom: {
      intercomType: option('Video', 90_000, 2_000),
      intercomLocation: { id: crypto.randomUUID(), location: 'Gartentor', extraPrice: 10_000, labourShareBasisPoints: 8_000 },
    },
    lock: option('Zylinder', 34_900, 1_000),
    mailbox: option('Edelstahl', 12_000),
    outletCovers: {
      id: crypto.randomUUID(),
      name: 'Reinweiß',
      icon: '',
      description: '',
      outletCoverPrice: 450,
      lightSwitchPrice: 520,
      thermostatPrice: 1_900,
      labourShareBasisPoints: 1_500,
    },
    powerMeter: { ...option('Zähler', 45_000, 2_500), powerMeterTypeConfigurationType: { type: 'StandardWithPV' } },
    heatpumpLocation: 'Garten',
    heatpumpTemperatureSensorLocation: 'Nord',
    heatingManifoldLocation: 'Flur',
    heatingAndCooling: true,
  };

  it('add up to the checkout total of the pricing, plus the covers', () => {
    const lines = checkoutLines(full, { totalPrice: 4_000, details: ['8 Steckdosen'] });
    expect(lines.reduce((sum, line) => sum + line.totalPrice, 0)).toBe(checkoutTotalCents(full) + 4_000);
    expect(lines.map((line) => line.section)).toEqual([
      'Multimedia',
      'Multimedia',
      'Multimedia',
      'Sprech- und Schließanlage/Briefkasten',
      'Sprech- und Schließanlage/Briefkasten',
      'Sprech- und Schließanlage/Briefkasten',
      'Schalter- und Steckdosenabdeckungen',
      'Stromzähler',
      'Heizung',
    ]);
  });

  it("carry their option's labour share: the intercom's of type and location by their prices, the covers' of the cover, none for the heating", () => {
    const lines = checkoutLines(full, { totalPrice: 4_000, details: ['8 Steckdosen'] });
    expect(lines.map((line) => [line.label, line.labourShareBasisPoints])).toEqual([
      ['TV-Anschluss', 3_000],
      ['Multimedia-Kanal', 5_000],
      ['Patch-Feld', 2_000],
      // (90 000 × 20 % + 10 000 × 80 %) / 100 000 = 26 %
      ['Sprechanlage', 2_600],
      ['Schließanlage', 1_000],
      ['Briefkasten', 0],
      ['Abdeckungen', 1_500],
      ['Messkonzept', 2_500],
      ['Heizung', 0],
    ]);
  });

  it("give an intercom at no price its type's labour share", () => {
    const free = option('Vorbereitung', 0, 5_000);
    const intercom = { intercomType: free, intercomLocation: { id: crypto.randomUUID(), location: 'Flur', extraPrice: 0, labourShareBasisPoints: 0 } };
    expect(checkoutLines({ ...EMPTY_CHECKOUT, intercom }, null)[0]).toMatchObject({ totalPrice: 0, labourShareBasisPoints: 5_000 });
  });

  it('are empty for an empty checkout', () => {
    expect(checkoutLines(EMPTY_CHECKOUT, null)).toEqual([]);
  });

  it('show the heating without cooling at no extra price', () => {
    const [heating] = checkoutLines({ ...EMPTY_CHECKOUT, heatpumpLocation: 'Garten', heatpumpTemperatureSensorLocation: 'Nord', heatingManifoldLocation: 'Flur' }, null);
    expect(heating).toEqual({
      section: 'Heizung',
      label: 'Heizung',
      choice: 'Wärmepumpe',
      details: ['Wärmepumpe: Garten', 'Außenfühler: Nord', 'Heizkreisverteiler: Flur'],
      amount: 1,
      unitPrice: 0,
      totalPrice: 0,
      labourShareBasisPoints: 0,
    });
  });
});
