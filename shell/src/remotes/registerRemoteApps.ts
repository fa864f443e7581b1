import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  addErrorHandler,
  getAppStatus,
  LOAD_ERROR,
  registerApplication,
  start,
  triggerAppChange,
  type LifeCycles,
} from 'single-spa';
import { REMOTE_APP_MODULE, type RemoteDescriptor } from '@planner/api';
import { reportError, store } from '@planner/platform';
import { unavailableRemotesAtom } from './remoteAvailability';
import { findOwningRemote } from './routeMatching';

export const CONTENT_ELEMENT_ID = 'app-content';

const setAvailability = (remoteName: string, available: boolean) =>
  store.set(unavailableRemotesAtom, (current) => {
    const next = new Set(current);
    if (available) next.delete(remoteName);
    else next.add(remoteName);
    return next;
  });

/** Each remote renders into its own element inside the layout's content area. */
function remoteContainer(remote: RemoteDescriptor): HTMLElement {
  const id = `remote-${remote.name}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const content = document.getElementById(CONTENT_ELEMENT_ID);
  if (!content) throw new Error(`Element #${CONTENT_ELEMENT_ID} fehlt im Layout.`);
  const element = document.createElement('div');
  element.id = id;
  content.append(element);
  return element;
}

async function loadRemoteApp(remote: RemoteDescriptor): Promise<LifeCycles> {
  try {
    const lifecycles = await loadRemote<LifeCycles>(`${remote.federationName}/${REMOTE_APP_MODULE}`);
    if (!lifecycles) throw new Error(`Remote ${remote.name} liefert keine Anwendung.`);
    setAvailability(remote.name, true);
    return lifecycles;
  } catch (error) {
    setAvailability(remote.name, false);
    throw error;
  }
}

/**
 * Registers the user's remotes with Module Federation and single-spa. Route ownership is
 * decided over all remotes, so a URL of a remote outside the user's environments is
 * claimed by nobody (and shows the 404 page) instead of by a less specific remote.
 */
let registered = false;

export function registerRemoteApps(userRemotes: readonly RemoteDescriptor[], allRemotes: readonly RemoteDescriptor[]) {
  if (registered) return;
  registered = true;
  // A remote that cannot be downloaded is shown as unavailable in the layout; every other
  // failure of a remote (bootstrap, mount, unmount) goes to the global error pages.
  addErrorHandler((error) => {
    if (getAppStatus(error.appOrParcelName) !== LOAD_ERROR) reportError(error);
  });
  registerRemotes(userRemotes.map((remote) => ({ name: remote.federationName, entry: remote.entry })));
  for (const remote of userRemotes) {
    registerApplication({
      name: remote.name,
      app: () => loadRemoteApp(remote),
      activeWhen: (location) => findOwningRemote(allRemotes, location.pathname)?.name === remote.name,
      customProps: { domElementGetter: () => remoteContainer(remote) },
    });
  }
  start({ urlRerouteOnly: true });
}

/** Forgets the failed download and lets single-spa load the remote again. */
export function retryRemote(remote: RemoteDescriptor) {
  registerRemotes([{ name: remote.federationName, entry: remote.entry }], { force: true });
  setAvailability(remote.name, true);
  triggerAppChange();
}
