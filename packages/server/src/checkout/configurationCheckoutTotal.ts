import type { TenantTransaction } from '../db/scopes';
import { findCheckout } from './checkoutRepository';
import { checkoutTotalCents } from './checkoutTotal';

/** The checkout's share of a configuration's total in cents, at current option prices. */
export async function configurationCheckoutTotalCents(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
): Promise<number> {
  return checkoutTotalCents(await findCheckout(trx, tenantId, configurationId));
}
