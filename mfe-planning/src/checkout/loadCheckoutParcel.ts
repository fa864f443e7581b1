import type { ParcelConfigObject } from 'single-spa';
import { loadRemoteModule } from '@planner/platform';

/** The checkout tab, a single-spa parcel exposed by the checkout remote. */
export const loadCheckoutParcel = () => loadRemoteModule<ParcelConfigObject>('mfe_checkout/checkoutParcel');
