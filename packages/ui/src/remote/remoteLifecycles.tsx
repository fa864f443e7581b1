import * as React from 'react';
import type { ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { PlatformProviders, reportError } from '@planner/platform';
import { UiProviders } from '../UiProviders';

/**
 * single-spa lifecycles for a remote: its own React root around the shared platform
 * instances (QueryClient, jotai store, antd theme), so all roots on the page share data and
 * look alike. Errors that escape the remote's pages go to the global error pages.
 */
export function remoteLifecycles(Router: ComponentType) {
  function RemoteRoot() {
    return (
      <PlatformProviders>
        <UiProviders>
          <Router />
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
