import { lazy, Suspense, useEffect } from 'react';
import { Flex, LoadingState } from '@planner/ui';
import { accountPageAt } from './auth/accountPages';
import { useCurrentUser } from './auth/useCurrentUser';
import { AppLayout } from './layout/AppLayout';
import { replaceUrl, usePathname } from './routing/shellRouting';
import type { StartupConfig } from './startup/loadStartupConfig';

const SignInPage = lazy(() => import('./auth/SignInPage'));
const RegisterPage = lazy(() => import('./auth/RegisterPage'));

const FullPageLoading = () => (
  <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
    <LoadingState />
  </Flex>
);

function SignedOut({ registrationEnabled }: { registrationEnabled: boolean }) {
  const pathname = usePathname();
  return (
    <Suspense fallback={<FullPageLoading />}>
      {pathname === '/register' && registrationEnabled ? (
        <RegisterPage />
      ) : (
        <SignInPage registrationEnabled={registrationEnabled} />
      )}
    </Suspense>
  );
}

/**
 * Pages that only serve signing in or registering; once signed in, they lead to the start page.
 * Every other path shows the sign-in page while signed out and stays, so the app opens there.
 */
const SIGNED_OUT_PATHS = new Set(['/login', '/register']);

export function ShellApp({ config }: { config: StartupConfig }) {
  const currentUser = useCurrentUser();
  const pathname = usePathname();
  const signedInOnSignedOutPage = currentUser.status === 'signed-in' && SIGNED_OUT_PATHS.has(pathname.replace(/\/+$/, ''));

  useEffect(() => {
    if (signedInOnSignedOutPage) replaceUrl('/');
  }, [signedInOnSignedOutPage]);

  const accountPage = accountPageAt(pathname, config.appConfig.mailEnabled);
  if (accountPage) return <Suspense fallback={<FullPageLoading />}>{accountPage}</Suspense>;
  if (currentUser.status === 'pending' || signedInOnSignedOutPage) return <FullPageLoading />;
  if (currentUser.status === 'signed-out') return <SignedOut registrationEnabled={config.appConfig.registrationEnabled} />;
  return <AppLayout user={currentUser.user} appConfig={config.appConfig} remotes={config.remotes} />;
}
