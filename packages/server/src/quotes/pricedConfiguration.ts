import {
  germanDay,
  quoteTotals,
  withoutUnavailableEntries,
  type OutletCoverType,
  type QuoteAdditionalInstallationLine,
  type QuoteCheckoutLine,
  type QuotePvPart,
  type QuoteRoom,
  type QuoteTotals,
} from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import { coversPriceCents, type CoverCounts } from '../checkout';
import { loadPricingInputs, type FloorStructure } from '../planning';
import { priceFloor } from '../pricing';
import { quotePvPart } from '../pv';
import { checkoutLines, type CoversPrice } from './checkoutLines';
import { formatCents } from './format';

export interface PricedFloor {
  id: string;
  name: string;
  totalPrice: number;
  rooms: QuoteRoom[];
  /** What the PDF draws over the plan. */
  structure: FloorStructure;
  imageBlobId: string | null;
}

/** A configuration's lines and totals at today's prices: what its quote would say. */
export interface PricedConfiguration {
  floors: PricedFloor[];
  additionalInstallations: QuoteAdditionalInstallationLine[];
  checkout: QuoteCheckoutLine[];
  additionalInstallationsTotal: number;
  checkoutTotal: number;
  totals: QuoteTotals;
}

const sumOf = (items: readonly { totalPrice: number }[]) => items.reduce((sum, item) => sum + item.totalPrice, 0);

function coverLine(count: number, one: string, many: string, price: number): string[] {
  return count === 0 ? [] : [`${count} ${count === 1 ? one : many} × ${formatCents(price)}`];
}

function coversPrice(cover: OutletCoverType | null, counts: CoverCounts): CoversPrice | null {
  if (!cover) return null;
  return {
    totalPrice: coversPriceCents(cover, counts),
    details: [
      ...coverLine(counts.outlets, 'Steckdose', 'Steckdosen', cover.outletCoverPrice),
      ...coverLine(counts.lightSwitches, 'Schalter', 'Schalter', cover.lightSwitchPrice),
      ...coverLine(counts.thermostats, 'Thermostat', 'Thermostate', cover.thermostatPrice),
    ],
  };
}

/**
 * Prices a configuration with the pricing of the planning and checkout: floors room by room,
 * additional installations, every chosen checkout option with the covers; net, VAT per rate and gross.
 */
export async function priceConfiguration(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
): Promise<PricedConfiguration> {
  const inputs = await loadPricingInputs(trx, tenantId, [configurationId]);
  const pricingFloors = inputs.pricingFloors.get(configurationId)!;
  const context = inputs.contexts.get(configurationId)!;
  const floors = inputs.floors.map((row, index): PricedFloor => {
    const priced = priceFloor(pricingFloors[index]!, context);
    return { id: row.id, name: row.name, ...priced, structure: row.structure, imageBlobId: row.imageBlobId };
  });

  const additionalInstallations = inputs.additionalInstallations.get(configurationId)!.map(
    ({ title, description, amount, unit, unitPrice, totalPrice, labourShareBasisPoints, vatCategory }) => ({
      title,
      description,
      amount,
      unit,
      unitPrice,
      totalPrice,
      labourShareBasisPoints,
      vatCategory,
    }),
  );
  // Entries whose option is no longer available are not priced (finalizing refuses them anyway).
  const checkout = withoutUnavailableEntries(inputs.checkouts.get(configurationId)!);
  const checkoutLinesPriced = checkoutLines(checkout, coversPrice(checkout.outletCovers, inputs.covers.get(configurationId)!));

  return {
    floors,
    additionalInstallations,
    checkout: checkoutLinesPriced,
    additionalInstallationsTotal: sumOf(additionalInstallations),
    checkoutTotal: sumOf(checkoutLinesPriced),
    totals: quoteTotals({ floors, additionalInstallations, checkout: checkoutLinesPriced }),
  };
}

/** A configuration priced as its quote would be as of `now`: the electrical lines and the PV positions (ADR 0030). */
export interface PricedQuote extends PricedConfiguration {
  pv: QuotePvPart | null;
}

/** The electrical lines and the PV positions of a configuration as of `now`, with the totals of both per rate. */
export async function priceQuote(trx: TenantTransaction, tenantId: string, configurationId: string, now = new Date()): Promise<PricedQuote> {
  const priced = await priceConfiguration(trx, tenantId, configurationId);
  const pv = await quotePvPart(trx, tenantId, configurationId, germanDay(now));
  return { ...priced, pv, totals: quoteTotals({ ...priced, pv }) };
}
