import { Suspense } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage';
import { LoadingState } from '../states/LoadingState';
import { remoteLifecycles } from './remoteLifecycles';

interface RemoteAppOptions {
  /** The remote's pages; paths are absolute, e.g. `/customers/:customerId`. */
  routes: RouteObject[];
}

/**
 * A remote with react-router's declarative router, which is about half the size of its data
 * router: the lighter choice for every remote that does not block navigation (see
 * `createBlockingRemoteApp`). Unknown paths show the 404 page; errors thrown while rendering
 * a page reach the global error pages through the lifecycles' error boundary.
 */
export function createRemoteApp({ routes }: RemoteAppOptions) {
  const allRoutes: RouteObject[] = [...routes, { path: '*', element: <NotFoundPage /> }];

  function RemoteRoutes() {
    return useRoutes(allRoutes);
  }

  return remoteLifecycles(function RemoteRouter() {
    return (
      <BrowserRouter>
        <Suspense fallback={<LoadingState />}>
          <RemoteRoutes />
        </Suspense>
      </BrowserRouter>
    );
  });
}
