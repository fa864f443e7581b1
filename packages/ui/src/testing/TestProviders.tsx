import { PlatformProviders } from '@planner/platform';
import type { ReactNode } from 'react';
import { ConfigProvider } from '../kit/antd';
import { UiProviders } from '../UiProviders';

/**
 * The providers every React root gives its tree, for component tests. Motion is off because
 * happy-dom never ends CSS transitions, so closing menus and dialogs would never unmount.
 */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <PlatformProviders>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <UiProviders>{children}</UiProviders>
      </ConfigProvider>
    </PlatformProviders>
  );
}
