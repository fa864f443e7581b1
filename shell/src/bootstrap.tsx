import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { classifyError, installGlobalErrorHandlers, PlatformProviders } from '@planner/platform';
import { UiProviders } from '@planner/ui';
import { DEFAULT_SUPPORT_URL, ErrorPage, GlobalErrorScreen } from './errors/GlobalErrorScreen';
import { ShellErrorBoundary } from './errors/ShellErrorBoundary';
import { ShellApp } from './ShellApp';
import { autoLogin } from './startup/autoLogin';
import { loadStartupConfig } from './startup/loadStartupConfig';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root fehlt in index.html');
const root = createRoot(rootElement);

const render = (children: ReactNode) =>
  root.render(
    <PlatformProviders>
      <UiProviders hostsPageMessages>{children}</UiProviders>
    </PlatformProviders>,
  );

async function start() {
  installGlobalErrorHandlers();
  try {
    const config = await loadStartupConfig();
    if (config.appConfig.autoLogin) await autoLogin();
    render(
      <GlobalErrorScreen supportUrl={config.appConfig.supportUrl}>
        <ShellErrorBoundary>
          <ShellApp config={config} />
        </ShellErrorBoundary>
      </GlobalErrorScreen>,
    );
  } catch (error) {
    render(<ErrorPage error={classifyError(error)} supportUrl={DEFAULT_SUPPORT_URL} />);
  }
}

void start();
