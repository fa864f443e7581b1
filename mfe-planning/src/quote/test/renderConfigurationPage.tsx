import { PlatformProviders, queryClient } from '@planner/platform';
import { ConfigProvider, UiProviders } from '@planner/ui';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { routes } from '../../routes';

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * The planning remote's pages at `url` inside the providers its root gives them. Motion is
 * off because happy-dom never ends CSS transitions, so closing dialogs would never unmount.
 */
export function renderPlanning(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        ),
        children: routes,
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <PlatformProviders>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <UiProviders>
          <RouterProvider router={router} />
        </UiProviders>
      </ConfigProvider>
    </PlatformProviders>,
  );
  return router;
}
