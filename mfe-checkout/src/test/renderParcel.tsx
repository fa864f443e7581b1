import { PlatformProviders, queryClient } from '@planner/platform';
import { ConfigProvider, UiProviders } from '@planner/ui';
import { render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { CheckoutTab } from '../checkout/CheckoutTab';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

/**
 * The checkout tab inside the providers the parcel gives it. Motion is off because
 * happy-dom never ends CSS transitions, so closing dialogs would never unmount.
 */
export function renderCheckoutTab(readOnly = false) {
  return render(
    <PlatformProviders>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <UiProviders>
          <CheckoutTab configurationId="5d7c1e52-3f4b-4a9e-9d7a-0b1c2d3e4f50" readOnly={readOnly} />
        </UiProviders>
      </ConfigProvider>
    </PlatformProviders>,
  );
}
