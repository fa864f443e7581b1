import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { useConfigurationContext } from '../configuration/useConfiguration';
import { loadCheckoutParcel } from './loadCheckoutParcel';

/** The 'Vertragsleistungen & Sondervereinbarungen' tab: the checkout remote's parcel. */
export default function CheckoutTab() {
  const { configuration, readOnly } = useConfigurationContext();
  return (
    <Parcel
      config={loadCheckoutParcel}
      mountParcel={mountRootParcel}
      configurationId={configuration.id}
      readOnly={readOnly}
    />
  );
}
