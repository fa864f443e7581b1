import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import type { RemoteDescriptor } from '@planner/api';
import { NotFoundPage } from '@planner/ui';
import { MasterDataPlaceholder } from '../pages/MasterDataPlaceholder';
import { RemoteUnavailable } from '../pages/RemoteUnavailable';
import { unavailableRemotesAtom } from '../remotes/remoteAvailability';
import { CONTENT_ELEMENT_ID, registerRemoteApps, retryRemote } from '../remotes/registerRemoteApps';
import { findOwningRemote } from '../remotes/routeMatching';

interface ContentAreaProps {
  userRemotes: readonly RemoteDescriptor[];
  allRemotes: readonly RemoteDescriptor[];
}

/**
 * The element remotes mount into, plus what the shell itself shows there: the master-data
 * placeholder, the 404 page for URLs no remote of the user owns, and the fallback for a
 * remote that failed to load.
 */
export function ContentArea({ userRemotes, allRemotes }: ContentAreaProps) {
  const { pathname } = useLocation();
  const unavailable = useAtomValue(unavailableRemotesAtom);

  useEffect(() => {
    registerRemoteApps(userRemotes, allRemotes);
  }, [userRemotes, allRemotes]);

  const owner = findOwningRemote(allRemotes, pathname);
  const ownerIsUsers = owner !== undefined && userRemotes.includes(owner);

  let shellPage = null;
  if (pathname === '/master-data') shellPage = <MasterDataPlaceholder />;
  else if (!ownerIsUsers) shellPage = <NotFoundPage />;
  else if (unavailable.has(owner.name)) shellPage = <RemoteUnavailable onRetry={() => retryRemote(owner)} />;

  return (
    <>
      {shellPage}
      <div id={CONTENT_ELEMENT_ID} hidden={shellPage !== null} />
    </>
  );
}
