import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { addErrorHandler, registerApplication, start, triggerAppChange, type LifeCycles } from 'single-spa';
import { REMOTE_APP_MODULE, type RemoteDescriptor } from '@planner/api';
import { reportError } from '@planner/platform';
import { containLifecycles, type ContainedRemote } from './containLifecycles';
import { contractMismatches } from './contract';
import { reportRemoteProblem } from './reportRemoteProblem';
import { setRemoteIssue, type RemoteIssue } from './remoteIssues';
import { findOwningRemote } from './routeMatching';

export const CONTENT_ELEMENT_ID = 'app-content';

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

const containedRemotes = new Map<string, ContainedRemote>();
/** The remotes whose code this page runs, as listed when they were loaded. */
const loadedRemotes = new Map<string, RemoteDescriptor>();

export const remotesLoadedInThisPage = (): readonly RemoteDescriptor[] => [...loadedRemotes.values()];

async function loadRemoteApp(remote: RemoteDescriptor): Promise<LifeCycles> {
  try {
    const lifecycles = await loadRemote<LifeCycles>(`${remote.federationName}/${REMOTE_APP_MODULE}`);
    if (!lifecycles) throw new Error(`Remote ${remote.name} liefert keine Anwendung.`);
    const contained = containLifecycles(remote, lifecycles);
    containedRemotes.set(remote.name, contained);
    loadedRemotes.set(remote.name, remote);
    setRemoteIssue(remote.name, null);
    return contained.lifecycles;
  } catch (error) {
    reportRemoteProblem(remote, 'load', error);
    setRemoteIssue(remote.name, 'unavailable');
    throw error;
  }
}

/**
 * Registers the user's remotes with Module Federation and single-spa. A remote built for
 * another contract than the shell's is not loaded at all; its area says it is being updated.
 * Route ownership is decided over all remotes, so a URL of a remote outside the user's
 * environments is claimed by nobody (and shows the 404 page) instead of by a less specific remote.
 */
let registered = false;

export function registerRemoteApps(userRemotes: readonly RemoteDescriptor[], allRemotes: readonly RemoteDescriptor[]) {
  if (registered) return;
  registered = true;
  // Lifecycles never reject (see containLifecycles) and download failures are shown in the
  // area; whatever single-spa still reports is a fault of the shell.
  addErrorHandler((error) => {
    if (!userRemotes.some((remote) => remote.name === error.appOrParcelName)) reportError(error);
  });
  const loadable = userRemotes.filter((remote) => {
    const mismatches = contractMismatches(remote);
    if (mismatches.length === 0) return true;
    setRemoteIssue(remote.name, 'incompatible');
    reportRemoteProblem(remote, 'incompatible', mismatches.join('; '));
    return false;
  });
  registerRemotes(loadable.map((remote) => ({ name: remote.federationName, entry: remote.entry })));
  for (const remote of loadable) {
    registerApplication({
      name: remote.name,
      app: () => loadRemoteApp(remote),
      activeWhen: (location) => findOwningRemote(allRemotes, location.pathname)?.name === remote.name,
      customProps: { domElementGetter: () => remoteContainer(remote) },
    });
  }
  start({ urlRerouteOnly: true });
}

/** What 'Erneut versuchen' does for each kind of problem. */
export function retryRemote(remote: RemoteDescriptor, issue: RemoteIssue) {
  if (issue === 'crashed') {
    void containedRemotes.get(remote.name)?.retry();
  } else if (issue === 'unavailable') {
    // Forgets the failed download and lets single-spa load the remote again.
    registerRemotes([{ name: remote.federationName, entry: remote.entry }], { force: true });
    setRemoteIssue(remote.name, null);
    triggerAppChange();
  } else {
    // A fitting version may have been published meanwhile; only a new page takes it.
    window.location.reload();
  }
}
