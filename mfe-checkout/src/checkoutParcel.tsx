import { PlatformProviders, reportError } from '@planner/platform';
import { UiProviders } from '@planner/ui';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { CheckoutTab, type CheckoutTabProps } from './checkout/CheckoutTab';

function CheckoutParcelRoot({ configurationId, readOnly }: CheckoutTabProps) {
  return (
    <PlatformProviders>
      <UiProviders>
        <CheckoutTab configurationId={configurationId} readOnly={readOnly} />
      </UiProviders>
    </PlatformProviders>
  );
}

/**
 * The checkout tab as a single-spa parcel, mounted by the planning remote's configuration
 * page with the props `configurationId` and `readOnly`.
 */
export const { bootstrap, mount, unmount, update } = singleSpaReact<CheckoutTabProps>({
  React,
  ReactDOMClient,
  rootComponent: CheckoutParcelRoot,
  errorBoundary: (error) => {
    reportError(error);
    return <></>;
  },
});
