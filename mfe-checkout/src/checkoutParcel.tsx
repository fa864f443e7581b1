import { remoteLifecycles } from '@planner/ui';
import { CheckoutTab, type CheckoutTabProps } from './checkout/CheckoutTab';

/**
 * The checkout tab as a single-spa parcel, mounted by the planning remote's configuration
 * page with the props `configurationId` and `readOnly`.
 */
export const { bootstrap, mount, unmount, update } = remoteLifecycles<CheckoutTabProps>(CheckoutTab);
