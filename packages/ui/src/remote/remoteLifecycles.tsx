import * as React from 'react';
import type { ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { PlatformProviders, reportError } from '@planner/platform';
import { UiProviders } from '../UiProviders';

/**
 * single-spa lifecycles (application or parcel) for a React root around the shared platform
 * instances (QueryClient, jotai store, antd theme), so all roots on the page share data and
 * look alike. The root receives the mount props; errors that escape it go to the global
 * error pages.
 */
export function remoteLifecycles<Props extends object = object>(Root: ComponentType<Props>) {
  function RemoteRoot(props: Props) {
    return (
      <PlatformProviders>
        <UiProviders>
          <Root {...props} />
        </UiProviders>
      </PlatformProviders>
    );
  }

  return singleSpaReact<Props>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: (error) => {
      reportError(error);
      return <></>;
    },
  });
}
