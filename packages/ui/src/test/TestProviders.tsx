import { ConfigProvider } from '../kit/antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { UiProviders } from '../UiProviders';

/**
 * The app's providers for component tests, with a router at `url`. Motion is off because
 * happy-dom never ends CSS transitions, so closing dialogs would never unmount.
 */
export function TestProviders({ children, url = '/' }: { children: ReactNode; url?: string }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <UiProviders>{children}</UiProviders>
      </ConfigProvider>
    </MemoryRouter>
  );
}
