import { withoutUnavailableEntries, type CheckoutConfiguration } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import { findCheckouts } from './checkoutRepository';
import { checkoutTotalCents } from './checkoutTotal';
import { coversPriceCents, coversTotalsCents, type CoverCounts } from './coversTotal';

/** A checkout's share of its configuration's total in cents with the price of its chosen covers for `covers`. */
export function checkoutWithCoversCents(checkout: CheckoutConfiguration, covers: CoverCounts): number {
  const cover = withoutUnavailableEntries(checkout).outletCovers;
  return checkoutTotalCents(checkout) + (cover ? coversPriceCents(cover, covers) : 0);
}

/**
 * The checkout's share of each given configuration's total in cents, at current option
 * prices, covers included; the queries are the same for one configuration or many.
 */
export async function configurationCheckoutTotalsCents(
  trx: TenantTransaction,
  tenantId: string,
  configurationIds: readonly string[],
): Promise<Map<string, number>> {
  const checkouts = await findCheckouts(trx, tenantId, configurationIds);
  const covers = await coversTotalsCents(
    trx,
    tenantId,
    new Map([...checkouts].map(([id, checkout]) => [id, withoutUnavailableEntries(checkout).outletCovers])),
  );
  return new Map([...checkouts].map(([id, checkout]) => [id, checkoutTotalCents(checkout) + (covers.get(id) ?? 0)]));
}

/** The checkout's share of a configuration's total in cents, at current option prices, covers included. */
export async function configurationCheckoutTotalCents(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
): Promise<number> {
  return (await configurationCheckoutTotalsCents(trx, tenantId, [configurationId])).get(configurationId) ?? 0;
}
