import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { addErrorHandler, registerApplication, start, type LifeCycles } from 'single-spa';
import { REMOTE_APP_MODULE, type RemoteDescriptor } from '@planner/api';
import { reportError } from '@planner/platform';
import { loadRemotesManifest } from '../startup/loadStartupConfig';
import { contractMismatches } from './contract';
import { createRemoteArea, type RemoteArea } from './remoteArea';
import { findOwningRemote } from './routeMatching';

export const CONTENT_ELEMENT_ID = 'app-content';

const containerId = (remote: RemoteDescriptor) => `remote-${remote.name}`;

/** Each remote renders into its own element inside the layout's content area. */
function remoteContainer(remote: RemoteDescriptor): HTMLElement {
  const existing = document.getElementById(containerId(remote));
  if (existing) return existing;
  const content = document.getElementById(CONTENT_ELEMENT_ID);
  if (!content) throw new Error(`Element #${CONTENT_ELEMENT_ID} fehlt im Layout.`);
  const element = document.createElement('div');
  element.id = containerId(remote);
  content.append(element);
  return element;
}

/** The entry each federation name was registered with. */
const registeredEntries = new Map<string, string>();
/** The remotes whose area has asked for their code at least once. */
const downloadedBefore = new Set<string>();

/**
 * Registers the remotes with Module Federation before any area opens, so that a module one
 * remote loads from another (the checkout parcel inside planning) is found whichever area the
 * page opened first.
 */
function registerEntries(remotes: readonly RemoteDescriptor[]) {
  registerRemotes(remotes.map((remote) => ({ name: remote.federationName, entry: remote.entry })));
  for (const remote of remotes) registeredEntries.set(remote.federationName, remote.entry);
}

/**
 * Loads the remote's application. A second download, or one of a switched entry, replaces
 * (`force`) the earlier registration, so that a failed download is forgotten and a switched
 * version is fetched.
 */
async function downloadRemote(remote: RemoteDescriptor): Promise<LifeCycles> {
  const registered = registeredEntries.get(remote.federationName);
  if (registered !== remote.entry || downloadedBefore.has(remote.federationName)) {
    registerRemotes([{ name: remote.federationName, entry: remote.entry }], { force: registered !== undefined });
    registeredEntries.set(remote.federationName, remote.entry);
  }
  downloadedBefore.add(remote.federationName);
  const lifecycles = await loadRemote<LifeCycles>(`${remote.federationName}/${REMOTE_APP_MODULE}`);
  if (!lifecycles) throw new Error(`Remote ${remote.name} liefert keine Anwendung.`);
  return lifecycles;
}

async function publishedRemote(name: string): Promise<RemoteDescriptor | undefined> {
  try {
    return (await loadRemotesManifest()).find((remote) => remote.name === name);
  } catch {
    return undefined; // The list cannot be read now: the known entry is tried again.
  }
}

const areas = new Map<string, RemoteArea>();

/** The version of each of the user's remotes this page runs, or would load when its area is opened. */
export const remotesUsedByThisPage = (): readonly RemoteDescriptor[] => [...areas.values()].map((area) => area.remote());

/**
 * Registers the user's remotes with single-spa, each as an area that loads its code when first
 * shown (see remoteArea). Route ownership is decided over all remotes, so a URL of a remote
 * outside the user's environments is claimed by nobody (and shows the 404 page) instead of by a
 * less specific remote.
 */
let registered = false;

export function registerRemoteApps(userRemotes: readonly RemoteDescriptor[], allRemotes: readonly RemoteDescriptor[]) {
  if (registered) return;
  registered = true;
  // The areas' lifecycles never reject and download failures are shown in the area; whatever
  // single-spa still reports is a fault of the shell.
  addErrorHandler((error) => {
    if (!userRemotes.some((remote) => remote.name === error.appOrParcelName)) reportError(error);
  });
  registerEntries(userRemotes.filter((remote) => contractMismatches(remote).length === 0));
  for (const remote of userRemotes) {
    const area = createRemoteArea(remote, {
      download: downloadRemote,
      published: publishedRemote,
      discardElement: () => document.getElementById(containerId(remote))?.remove(),
      reloadPage: () => window.location.reload(),
    });
    areas.set(remote.name, area);
    registerApplication({
      name: remote.name,
      app: async () => area.lifecycles,
      activeWhen: (location) => findOwningRemote(allRemotes, location.pathname)?.name === remote.name,
      customProps: { domElementGetter: () => remoteContainer(remote) },
    });
  }
  start({ urlRerouteOnly: true });
}

/** 'Erneut versuchen' in a remote's area. */
export function retryRemote(remote: RemoteDescriptor) {
  void areas.get(remote.name)?.retry();
}
