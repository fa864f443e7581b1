import * as React from 'react';
import { Suspense, useEffect, useState } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import singleSpaReact from 'single-spa-react';
import { PlatformProviders, reportError } from '@planner/platform';
import { UiProviders } from '../UiProviders';
import { LoadingState } from '../states/LoadingState';
import { RouteErrorElement } from './RouteErrorElement';

interface RemoteAppOptions {
  /** The remote's pages; paths are absolute, e.g. `/customers/:customerId`. */
  routes: RouteObject[];
}

/**
 * single-spa lifecycles for a remote: its own React root and router around the shared
 * platform instances (QueryClient, jotai store, antd theme), so all roots on the page
 * share data and look alike. Errors in the remote go to the global error pages.
 */
export function createRemoteApp({ routes }: RemoteAppOptions) {
  function RemoteRoot() {
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
    return (
      <PlatformProviders>
        <UiProviders>
          <RouterProvider router={router} />
        </UiProviders>
      </PlatformProviders>
    );
  }

  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: (error) => {
      reportError(error);
      return <></>;
    },
  });
}
