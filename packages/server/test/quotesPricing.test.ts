import { EMPTY_CHECKOUT, type CheckoutConfiguration, type OptionType } from '@planner/api';
import { describe, expect, it } from 'vitest';
import { checkoutTotalCents } from '../src/checkout/checkoutTotal';
import { checkoutLines } from '../src/quotes/checkoutLines';
import { quoteTotals } from '../src/quotes/quoteTotals';

describe('quote totals', () => {
  it.each([
    [0, 0],
    [100, 19],
    [50, 10], // 9.5 → 10
    [150, 29], // 28.5 → 29
    [149, 28], // 28.31
    [1_234_567, 234_568], // 234 567.73
  ])('net %i cents: VAT %i cents, rounded half up once on the total', (net, vat) => {
    expect(quoteTotals(net)).toEqual({ netTotal: net, vatRatePercent: 19, vatAmount: vat, grossTotal: net + vat });
  });
});

const option = (name: string, price: number, description = ''): OptionType => ({ id: crypto.randomUUID(), name, description, icon: '', price });

describe('checkout lines', () => {
  const full: CheckoutConfiguration = {
    ...EMPTY_CHECKOUT,
    tv: option('SAT', 9_900),
    multiMediaCableChannel: { channelType: option('Kanal', 2_500), amount: 3 },
    patchField: { patchFieldType: option('Cat7', 1_200), amount: 24 },
    intercom: { intercomType: option('Video', 89_900), intercomLocation: { id: crypto.randomUUID(), location: 'Gartentor', extraPrice: 15_000 } },
    lock: option('Zylinder', 34_900),
    mailbox: option('Edelstahl', 12_000),
    outletCovers: { id: crypto.randomUUID(), name: 'Reinweiß', icon: '', description: '', outletCoverPrice: 450, lightSwitchPrice: 520, thermostatPrice: 1_900 },
    powerMeter: { ...option('Zähler', 45_000), powerMeterTypeConfigurationType: { type: 'StandardWithPV' } },
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
    });
  });
});
