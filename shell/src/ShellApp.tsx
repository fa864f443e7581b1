import { BrowserRouter, Navigate, useLocation } from 'react-router';
import { Flex, LoadingState } from '@planner/ui';
import { RegisterPage } from './auth/RegisterPage';
import { SignInPage } from './auth/SignInPage';
import { useCurrentUser } from './auth/useCurrentUser';
import { AppLayout } from './layout/AppLayout';
import type { StartupConfig } from './startup/loadStartupConfig';

const FullPageLoading = () => (
  <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
    <LoadingState />
  </Flex>
);

function ShellRoutes({ config }: { config: StartupConfig }) {
  const currentUser = useCurrentUser();
  const { pathname } = useLocation();
  const { registrationEnabled } = config.appConfig;

  if (currentUser.status === 'pending') return <FullPageLoading />;
  if (currentUser.status === 'signed-out') {
    return pathname === '/register' && registrationEnabled ? (
      <RegisterPage />
    ) : (
      <SignInPage registrationEnabled={registrationEnabled} />
    );
  }
  if (pathname === '/register') return <Navigate to="/" replace />;
  return <AppLayout user={currentUser.user} appConfig={config.appConfig} remotes={config.remotes} />;
}

export function ShellApp({ config }: { config: StartupConfig }) {
  return (
    <BrowserRouter>
      <ShellRoutes config={config} />
    </BrowserRouter>
  );
}
