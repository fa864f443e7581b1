import { MSG_CHECKOUT_NOT_FOUND, type CheckoutConfiguration } from '@planner/api';
import { ErrorState, LoadingState, NotFoundState } from '@planner/ui';
import { CheckoutSections } from './CheckoutSections';
import { useCheckout, useSaveCheckout } from './useCheckout';
import { useCoversTotal } from './useCoversTotal';

export interface CheckoutTabProps {
  configurationId: string;
  /** A finalized quote: every entry is disabled. */
  readOnly: boolean;
}

function LoadedCheckout({ configurationId, readOnly, checkout }: CheckoutTabProps & { checkout: CheckoutConfiguration }) {
  const save = useSaveCheckout(configurationId, checkout);
  const coversTotal = useCoversTotal(configurationId, checkout.outletCovers?.id ?? null);
  return <CheckoutSections checkout={checkout} coversTotal={coversTotal} readOnly={readOnly} save={save} />;
}

/** The tab 'Vertragsleistungen & Sondervereinbarungen' of a quote. */
export function CheckoutTab({ configurationId, readOnly }: CheckoutTabProps) {
  const { data, failure, isPending, refetch } = useCheckout(configurationId);
  if (isPending) return <LoadingState />;
  if (failure) return <NotFoundState message={MSG_CHECKOUT_NOT_FOUND} />;
  if (!data) return <ErrorState onRetry={() => void refetch()} />;
  return <LoadedCheckout configurationId={configurationId} readOnly={readOnly} checkout={data} />;
}
