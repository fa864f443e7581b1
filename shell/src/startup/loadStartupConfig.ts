import * as v from 'valibot';
import { appConfigEndpoints, RemotesManifestSchema, type AppConfig, type RemoteDescriptor } from '@planner/api';
import { apiClient } from '@planner/platform';

export interface StartupConfig {
  appConfig: AppConfig;
  remotes: RemoteDescriptor[];
}

const REMOTES_MANIFEST_URL = '/remotes.json';

async function loadRemotesManifest(): Promise<RemoteDescriptor[]> {
  const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} antwortete mit ${response.status}`);
  return v.parse(RemotesManifestSchema, await response.json());
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
