import { Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { LoadingState } from '../states/LoadingState';
import { remoteLifecycles } from './remoteLifecycles';
import { RouteErrorElement } from './RouteErrorElement';

interface RemoteAppOptions {
  /** The remote's pages; paths are absolute, e.g. `/customers/:customerId`. */
  routes: RouteObject[];
}

/**
 * A remote with react-router's data router, for remotes whose pages block navigation while
 * changes are unsaved (`useBlocker` needs it). Router errors go to the global error pages,
 * unknown paths show the 404 page.
 */
export function createBlockingRemoteApp({ routes }: RemoteAppOptions) {
  return remoteLifecycles(function RemoteRouter() {
    const [router] = useState(() =>
      createBrowserRouter([
        {
          element: (
            <Suspense fallback={<LoadingState />}>
              <Outlet />
            </Suspense>
          ),
          errorElement: <RouteErrorElement />,
          children: [...routes, { path: '*', loader: () => { throw new Response('', { status: 404 }); } }],
        },
      ]),
    );
    useEffect(() => () => router.dispose(), [router]);
    return <RouterProvider router={router} />;
  });
}
