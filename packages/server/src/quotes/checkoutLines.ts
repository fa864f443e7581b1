import {
  COOLING_SURCHARGE_CENTS,
  POWER_METER_CONCEPT_LABELS,
  type CheckoutConfiguration,
  type PowerMeterCustomInformation,
  type QuoteCheckoutLine,
} from '@planner/api';
import { formatCents, formatDecimal } from './format';

/** The outlet and switch covers of a quote: their price for every installation that needs one. */
export interface CoversPrice {
  totalPrice: number;
  /** How the price comes about, e.g. '12 Steckdosen × 4,50 €'. */
  details: string[];
}

const SECTION = {
  multimedia: 'Multimedia',
  access: 'Sprech- und Schließanlage/Briefkasten',
  covers: 'Schalter- und Steckdosenabdeckungen',
  powerMeter: 'Stromzähler',
  heating: 'Heizung',
} as const;

/** What a line costs per piece and how much of it is labour, in basis points. */
interface LinePrice {
  unitPrice: number;
  labourShareBasisPoints: number;
}

/** The price of a chosen option. */
const priceOf = (option: { price: number; labourShareBasisPoints: number }): LinePrice => ({
  unitPrice: option.price,
  labourShareBasisPoints: option.labourShareBasisPoints,
});

/**
 * Two prices that one line adds up: their sum, with the labour share that keeps the labour of
 * both (rounded to whole basis points); the first one's share when they add up to nothing.
 */
function together(first: LinePrice, second: LinePrice): LinePrice {
  const unitPrice = first.unitPrice + second.unitPrice;
  if (unitPrice === 0) return first;
  const labour = first.unitPrice * first.labourShareBasisPoints + second.unitPrice * second.labourShareBasisPoints;
  return { unitPrice, labourShareBasisPoints: Math.round(labour / unitPrice) };
}

/** A line of no option, such as the cooling surcharge: no labour share recorded. */
const withoutOption = (unitPrice: number): LinePrice => ({ unitPrice, labourShareBasisPoints: 0 });

function line(
  section: string,
  label: string,
  choice: string,
  { unitPrice, labourShareBasisPoints }: LinePrice,
  { amount = 1, details = [] }: { amount?: number; details?: string[] } = {},
): QuoteCheckoutLine {
  return { section, label, choice, details, amount, unitPrice, totalPrice: amount * unitPrice, labourShareBasisPoints };
}

const withDescription = (description: string) => (description.trim() ? [description.trim()] : []);

function externalPvDetails(information: PowerMeterCustomInformation): string[] {
  const { pvCompanyContact: company, pvPowerWatt, batterySizeWattHours } = information;
  const contact = [company.contactInformation.phone, company.contactInformation.mail].filter(Boolean).join(', ');
  return [
    `PV-Anlage: ${formatDecimal(pvPowerWatt / 1000)} kWp`,
    batterySizeWattHours === null
      ? 'ohne Batteriespeicher'
      : `Batteriespeicher: ${formatDecimal(batterySizeWattHours / 1000)} kWh`,
    `Installation durch ${company.name}${contact ? ` (${contact})` : ''}`,
  ];
}

/**
 * Every chosen checkout option as a quote line, in the order of the checkout tab. The lines
 * add up to the checkout's share of the total: each option's price times its amount (a patch
 * field per port), the intercom location's extra price, the covers and the cooling surcharge.
 * Each line carries its option's labour share: the intercom's that of type and location together,
 * the covers' that of the chosen cover, the heating none, as it is no option.
 */
export function checkoutLines(checkout: CheckoutConfiguration, covers: CoversPrice | null): QuoteCheckoutLine[] {
  const lines: QuoteCheckoutLine[] = [];
  const { tv, multiMediaCableChannel: channel, patchField, intercom, lock, mailbox, outletCovers, powerMeter } = checkout;
  if (tv) lines.push(line(SECTION.multimedia, 'TV-Anschluss', tv.name, priceOf(tv), { details: withDescription(tv.description) }));
  if (channel) {
    lines.push(
      line(SECTION.multimedia, 'Multimedia-Kanal', channel.channelType.name, priceOf(channel.channelType), {
        amount: channel.amount,
        details: withDescription(channel.channelType.description),
      }),
    );
  }
  if (patchField) {
    lines.push(
      line(SECTION.multimedia, 'Patch-Feld', patchField.patchFieldType.name, priceOf(patchField.patchFieldType), {
        amount: patchField.amount,
        details: [`${patchField.amount} Ports`, ...withDescription(patchField.patchFieldType.description)],
      }),
    );
  }
  if (intercom) {
    const { intercomType, intercomLocation } = intercom;
    const extra = intercomLocation.extraPrice;
    const locationPrice = { unitPrice: extra, labourShareBasisPoints: intercomLocation.labourShareBasisPoints };
    lines.push(
      line(SECTION.access, 'Sprechanlage', intercomType.name, together(priceOf(intercomType), locationPrice), {
        details: [
          `Installationsort: ${intercomLocation.location}${extra > 0 ? ` (Aufpreis ${formatCents(extra)})` : ''}`,
          ...withDescription(intercomType.description),
        ],
      }),
    );
  }
  if (lock) lines.push(line(SECTION.access, 'Schließanlage', lock.name, priceOf(lock), { details: withDescription(lock.description) }));
  if (mailbox) {
    lines.push(line(SECTION.access, 'Briefkasten', mailbox.name, priceOf(mailbox), { details: withDescription(mailbox.description) }));
  }
  if (outletCovers) {
    const coversPrice = { unitPrice: covers?.totalPrice ?? 0, labourShareBasisPoints: outletCovers.labourShareBasisPoints };
    lines.push(
      line(SECTION.covers, 'Abdeckungen', outletCovers.name, coversPrice, {
        details: [...(covers?.details ?? []), ...withDescription(outletCovers.description)],
      }),
    );
  }
  if (powerMeter) {
    const concept = powerMeter.powerMeterTypeConfigurationType.type;
    const external = checkout.powerMeterCustomInformation;
    lines.push(
      line(SECTION.powerMeter, 'Messkonzept', powerMeter.name, priceOf(powerMeter), {
        details: [
          POWER_METER_CONCEPT_LABELS[concept],
          ...(concept === 'StandardWithPVExternal' && external ? externalPvDetails(external) : []),
          ...withDescription(powerMeter.description),
        ],
      }),
    );
  }
  if (checkout.heatpumpLocation !== null) {
    lines.push(
      line(
        SECTION.heating,
        'Heizung',
        checkout.heatingAndCooling ? 'Wärmepumpe mit Kühlfunktion' : 'Wärmepumpe',
        withoutOption(checkout.heatingAndCooling ? COOLING_SURCHARGE_CENTS : 0),
        {
          details: [
            `Wärmepumpe: ${checkout.heatpumpLocation}`,
            `Außenfühler: ${checkout.heatpumpTemperatureSensorLocation ?? ''}`,
            `Heizkreisverteiler: ${checkout.heatingManifoldLocation ?? ''}`,
            ...(checkout.heatingAndCooling ? [`Aufpreis Kühlfunktion: ${formatCents(COOLING_SURCHARGE_CENTS)}`] : []),
          ],
        },
      ),
    );
  }
  return lines;
}
