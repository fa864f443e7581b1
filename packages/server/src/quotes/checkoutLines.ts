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

function line(
  section: string,
  label: string,
  choice: string,
  unitPrice: number,
  { amount = 1, details = [] }: { amount?: number; details?: string[] } = {},
): QuoteCheckoutLine {
  return { section, label, choice, details, amount, unitPrice, totalPrice: amount * unitPrice };
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
 */
export function checkoutLines(checkout: CheckoutConfiguration, covers: CoversPrice | null): QuoteCheckoutLine[] {
  const lines: QuoteCheckoutLine[] = [];
  const { tv, multiMediaCableChannel: channel, patchField, intercom, lock, mailbox, outletCovers, powerMeter } = checkout;
  if (tv) lines.push(line(SECTION.multimedia, 'TV-Anschluss', tv.name, tv.price, { details: withDescription(tv.description) }));
  if (channel) {
    lines.push(
      line(SECTION.multimedia, 'Multimedia-Kanal', channel.channelType.name, channel.channelType.price, {
        amount: channel.amount,
        details: withDescription(channel.channelType.description),
      }),
    );
  }
  if (patchField) {
    lines.push(
      line(SECTION.multimedia, 'Patch-Feld', patchField.patchFieldType.name, patchField.patchFieldType.price, {
        amount: patchField.amount,
        details: [`${patchField.amount} Ports`, ...withDescription(patchField.patchFieldType.description)],
      }),
    );
  }
  if (intercom) {
    const { intercomType, intercomLocation } = intercom;
    const extra = intercomLocation.extraPrice;
    lines.push(
      line(SECTION.access, 'Sprechanlage', intercomType.name, intercomType.price + extra, {
        details: [
          `Installationsort: ${intercomLocation.location}${extra > 0 ? ` (Aufpreis ${formatCents(extra)})` : ''}`,
          ...withDescription(intercomType.description),
        ],
      }),
    );
  }
  if (lock) lines.push(line(SECTION.access, 'Schließanlage', lock.name, lock.price, { details: withDescription(lock.description) }));
  if (mailbox) {
    lines.push(line(SECTION.access, 'Briefkasten', mailbox.name, mailbox.price, { details: withDescription(mailbox.description) }));
  }
  if (outletCovers) {
    lines.push(
      line(SECTION.covers, 'Abdeckungen', outletCovers.name, covers?.totalPrice ?? 0, {
        details: [...(covers?.details ?? []), ...withDescription(outletCovers.description)],
      }),
    );
  }
  if (powerMeter) {
    const concept = powerMeter.powerMeterTypeConfigurationType.type;
    const external = checkout.powerMeterCustomInformation;
    lines.push(
      line(SECTION.powerMeter, 'Messkonzept', powerMeter.name, powerMeter.price, {
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
        checkout.heatingAndCooling ? COOLING_SURCHARGE_CENTS : 0,
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
