import type { TenantTransaction } from '../db/scopes';
import { findCheckout } from './checkoutRepository';
import { checkoutTotalCents } from './checkoutTotal';
import { configurationCoversTotalCents } from './coversTotal';

/** The checkout's share of a configuration's total in cents, at current option prices, covers included. */
export async function configurationCheckoutTotalCents(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
): Promise<number> {
  const checkout = await findCheckout(trx, tenantId, configurationId);
  const covers = await configurationCoversTotalCents(trx, tenantId, configurationId, checkout.outletCovers);
  return checkoutTotalCents(checkout) + (covers ?? 0);
}
