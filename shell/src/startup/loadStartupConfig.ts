import { appConfigEndpoints, parseRemotesManifest, type AppConfig, type RemoteDescriptor } from '@planner/api';
import { apiClient } from '@planner/platform';

export interface StartupConfig {
  appConfig: AppConfig;
  remotes: RemoteDescriptor[];
}

const REMOTES_MANIFEST_URL = '/remotes.json';

/** The remotes currently published; an entry the shell cannot use is left out, never the whole app. */
export async function loadRemotesManifest(): Promise<RemoteDescriptor[]> {
  const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} antwortete mit ${response.status}`);
  const { remotes, rejected } = parseRemotesManifest(await response.json());
  for (const entry of rejected) console.error(`${REMOTES_MANIFEST_URL}: entry ${entry.name ?? entry.index} skipped`, entry.problems);
  return remotes;
}

/** Everything the shell needs before it can decide between sign-in and the app. */
export async function loadStartupConfig(): Promise<StartupConfig> {
  const autoLoginRequested = new URLSearchParams(window.location.search).get('auto-login') === 'true';
  const [appConfigResult, remotes] = await Promise.all([
    apiClient.call(appConfigEndpoints.get, { query: autoLoginRequested ? { autoLogin: 'true' } : {} }),
    loadRemotesManifest(),
  ]);
  return { appConfig: appConfigResult.data, remotes };
}
