import { lazy, Suspense, useEffect } from 'react';
import { useAtomValue } from 'jotai';
import type { CurrentUser, RemoteDescriptor } from '@planner/api';
import { LoadingState } from '@planner/ui';
import { remoteIssuesAtom } from '../remotes/remoteIssues';
import { CONTENT_ELEMENT_ID, registerRemoteApps, retryRemote } from '../remotes/registerRemoteApps';
import { findOwningRemote } from '../remotes/routeMatching';
import { usePathname } from '../routing/shellRouting';

const NotFoundPage = lazy(() => import('../pages/NotFound'));
const MasterDataPlaceholder = lazy(() => import('../pages/MasterDataPlaceholder'));
const RemoteUnavailable = lazy(() => import('../pages/RemoteUnavailable'));
const RemoteUpdating = lazy(() => import('../pages/RemoteUpdating'));
const ProfilePage = lazy(() => import('../profile/ProfilePage'));

interface ContentAreaProps {
  user: CurrentUser;
  /** Signing out is off on a demo host, whose visitors share one account. */
  signOutDisabled: boolean;
  userRemotes: readonly RemoteDescriptor[];
  allRemotes: readonly RemoteDescriptor[];
}

/**
 * The element remotes mount into, plus what the shell itself shows there: the profile, the
 * master-data placeholder, the 404 page for URLs no remote of the user owns, a remote's loading
 * state while its code downloads, and the fallback for a remote that failed to load or crashed, or
 * is being updated.
 */
export function ContentArea({ user, signOutDisabled, userRemotes, allRemotes }: ContentAreaProps) {
  const pathname = usePathname();
  const issues = useAtomValue(remoteIssuesAtom);

  useEffect(() => {
    registerRemoteApps(userRemotes, allRemotes);
  }, [userRemotes, allRemotes]);

  const owner = findOwningRemote(allRemotes, pathname);
  const ownerIsUsers = owner !== undefined && userRemotes.includes(owner);
  const issue = owner ? issues.get(owner.name) : undefined;

  let shellPage = null;
  if (pathname === '/profile') shellPage = <ProfilePage user={user} signOutDisabled={signOutDisabled} />;
  else if (pathname === '/master-data') shellPage = <MasterDataPlaceholder />;
  else if (!ownerIsUsers) shellPage = <NotFoundPage />;
  else if (issue === 'loading') shellPage = <LoadingState label={`„${owner.title}“ wird geladen …`} />;
  else if (issue === 'incompatible') shellPage = <RemoteUpdating onRetry={() => retryRemote(owner)} />;
  else if (issue) shellPage = <RemoteUnavailable reason={issue} onRetry={() => retryRemote(owner)} />;

  return (
    <>
      <Suspense fallback={null}>{shellPage}</Suspense>
      <div id={CONTENT_ELEMENT_ID} hidden={shellPage !== null} />
    </>
  );
}
