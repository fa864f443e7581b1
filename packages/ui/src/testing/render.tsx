import { queryClient } from '@planner/platform';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, vi } from 'vitest';
import { TestProviders } from './TestProviders';

// Every test starts with an empty query cache, the real fetch and no spies.
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** `ui` inside the providers a remote's root or parcel gives it. */
export function renderWithProviders(ui: ReactNode) {
  return render(<TestProviders>{ui}</TestProviders>);
}

/** A remote's `routes` at `url` inside the providers its root gives them; answers the router to follow navigation. */
export function renderRoutes(routes: RouteObject[], url: string) {
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
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}
