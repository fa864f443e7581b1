import { authEndpoints, type CurrentUser } from '@planner/api';
import { queryClient } from '@planner/platform';
import { http, type HttpHandler } from 'msw';
import { mockExpectedError } from './mockEndpoint';
import type { LifeCycles } from 'single-spa';
import { startMockWorker } from './startMockWorker';

export interface RemoteAloneOptions {
  /** The remote's `remote.json`: its title and sidebar entries become the page's navigation. */
  declared: { title: string; sidebar?: readonly { label: string; path: string }[] };
  /** The lifecycles the remote exposes as `./app`. */
  lifecycles: LifeCycles;
  /** Typed mock handlers (`mockEndpoint`) for every endpoint the remote calls. */
  handlers: readonly HttpHandler[];
  /** Signed in as this user, as the shell would have loaded them. */
  user: CurrentUser;
  /** Pages of demo records to link besides the sidebar entries (a remote reached from another one has none). */
  pages?: readonly { label: string; path: string }[];
}

const navigate = (path: string) => {
  history.pushState(null, '', path);
  // The remote's router follows the history on popstate, as with the shell's navigation.
  window.dispatchEvent(new PopStateEvent('popstate'));
};

function navigation(declared: RemoteAloneOptions['declared'], entries: readonly { label: string; path: string }[]): HTMLElement {
  const nav = document.createElement('nav');
  nav.setAttribute('aria-label', `${declared.title} (Mock-Modus)`);
  nav.className = 'mock-navigation';
  const heading = document.createElement('strong');
  heading.textContent = `${declared.title} · Mock-Modus mit Demodaten`;
  nav.append(heading);
  for (const entry of entries) {
    const link = document.createElement('a');
    link.href = entry.path;
    link.textContent = entry.label;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      navigate(entry.path);
    });
    nav.append(link);
  }
  return nav;
}

/**
 * Runs a remote without the shell and the server (`npm run dev -w <remote> -- --mock`): the API
 * is answered in the browser by MSW from the typed handlers, the user is signed in as the shell
 * would have done it, and the remote's sidebar entries lead to its pages.
 */
export async function runRemoteAlone({ declared, lifecycles, handlers, user, pages = [] }: RemoteAloneOptions): Promise<void> {
  // A call no handler answers gets a clear refusal instead of the dev server's HTML page.
  const unanswered = http.all('*/api/*', () => mockExpectedError(501, 'NotInMockMode', 'Im Mock-Modus nicht verfügbar.'));
  await startMockWorker([...handlers, unanswered]);
  queryClient.setQueryData([authEndpoints.me.path], user);
  const page = document.getElementById('root') as HTMLElement;
  const area = document.createElement('main');
  const entries = [...(declared.sidebar ?? []), ...pages];
  page.replaceChildren(navigation(declared, entries), area);
  const first = entries[0];
  if (location.pathname === '/' && first) history.replaceState(null, '', first.path);
  const props = { name: declared.title, domElement: area } as never;
  for (const bootstrap of [lifecycles.bootstrap].flat()) await bootstrap(props);
  for (const mount of [lifecycles.mount].flat()) await mount(props);
}
