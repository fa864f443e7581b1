import { renderWithProviders } from '@planner/ui/testing';
import { CheckoutTab } from '../checkout/CheckoutTab';
import { CONFIGURATION_ID } from './mockCheckoutApi';

/** The checkout tab inside the providers the parcel gives it. */
export function renderCheckoutTab(readOnly = false) {
  return renderWithProviders(<CheckoutTab configurationId={CONFIGURATION_ID} readOnly={readOnly} />);
}
