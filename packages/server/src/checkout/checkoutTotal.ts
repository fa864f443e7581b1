import { COOLING_SURCHARGE_CENTS, withoutUnavailableEntries, type CheckoutConfiguration } from '@planner/api';

/**
 * The checkout's share of a quote's total in cents: every chosen option's price times its
 * amount (a patch field's price is per port), the intercom location's extra price and the
 * cooling surcharge. Outlet covers depend on the installations on the floors and are
 * added by configurationCheckoutTotalCents. Entries whose option is no longer available count for nothing.
 */
export function checkoutTotalCents(checkout: CheckoutConfiguration): number {
  const { tv, multiMediaCableChannel, patchField, intercom, lock, mailbox, powerMeter } = withoutUnavailableEntries(checkout);
  return (
    (tv?.price ?? 0) +
    (multiMediaCableChannel ? multiMediaCableChannel.channelType.price * multiMediaCableChannel.amount : 0) +
    (patchField ? patchField.patchFieldType.price * patchField.amount : 0) +
    (intercom ? intercom.intercomType.price + intercom.intercomLocation.extraPrice : 0) +
    (lock?.price ?? 0) +
    (mailbox?.price ?? 0) +
    (powerMeter?.price ?? 0) +
    (checkout.heatingAndCooling ? COOLING_SURCHARGE_CENTS : 0)
  );
}

