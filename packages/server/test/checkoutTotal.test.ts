import { EMPTY_CHECKOUT, type CheckoutConfiguration, type OptionType } from '@planner/api';
import { describe, expect, it } from 'vitest';
import { checkoutTotalCents } from '../src/checkout/checkoutTotal';

const option = (price: number): OptionType => ({ id: crypto.randomUUID(), name: 'Option', description: '', icon: '', price, labourShareBasisPoints: 0 });
const location = (extraPrice: number) => ({ id: crypto.randomUUID(), location: 'Gartentor', extraPrice, labourShareBasisPoints: 0 });
const cover = {
  id: crypto.randomUUID(),
  name: 'Weiß',
  icon: '',
  description: '',
  outletCoverPrice: 450,
  lightSwitchPrice: 520,
  thermostatPrice: 1_900,
  labourShareBasisPoints: 0,
};
const meter = { ...option(45_000), powerMeterTypeConfigurationType: { type: 'StandardWithPV' as const } };

const cases: [string, Partial<CheckoutConfiguration>, number][] = [
  ['nothing chosen', {}, 0],
  ['a TV connection', { tv: option(9_900) }, 9_900],
  ['a cable channel times its amount', { multiMediaCableChannel: { channelType: option(2_500), amount: 3 } }, 7_500],
  ['a patch field per port', { patchField: { patchFieldType: option(1_200), amount: 24 } }, 28_800],
  ['a free patch field', { patchField: { patchFieldType: option(0), amount: 8 } }, 0],
  ['an intercom with the location extra price', { intercom: { intercomType: option(89_900), intercomLocation: location(15_000) } }, 104_900],
  ['lock, mailbox and power meter', { lock: option(34_900), mailbox: option(12_000), powerMeter: meter }, 91_900],
  ['heating without cooling', { heatpumpLocation: 'Garten', heatingAndCooling: false }, 0],
  ['heating and cooling surcharge', { heatpumpLocation: 'Garten', heatingAndCooling: true }, 73_000],
  ['outlet covers are priced by the floors, not here', { outletCovers: cover }, 0],
  [
    'everything together',
    {
      tv: option(100),
      multiMediaCableChannel: { channelType: option(200), amount: 2 },
      patchField: { patchFieldType: option(300), amount: 3 },
      intercom: { intercomType: option(400), intercomLocation: location(50) },
      lock: option(500),
      mailbox: option(600),
      powerMeter: meter,
      heatingAndCooling: true,
    },
    100 + 400 + 900 + 450 + 500 + 600 + 45_000 + 73_000,
  ],
];

describe('checkout total in cents', () => {
  it.each(cases)('%s', (_name, checkout, expected) => {
    expect(checkoutTotalCents({ ...EMPTY_CHECKOUT, ...checkout })).toBe(expected);
  });
});
