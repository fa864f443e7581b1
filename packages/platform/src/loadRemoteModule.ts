import { getInstance } from '@module-federation/enhanced/runtime';

const HOST_FEDERATION_NAME = 'shell';

/**
 * Loads a module another remote exposes (e.g. the checkout parcel) through the shell's
 * federation instance: the shell registered exactly the remotes of the user's environments
 * there, while every remote's own instance knows none.
 */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  const host = getInstance((instance) => instance.name === HOST_FEDERATION_NAME);
  if (!host) throw new Error('Module anderer Bereiche sind nur innerhalb der Anwendung verfügbar.');
  const module = await host.loadRemote<T>(id);
  if (!module) throw new Error(`Das Modul ${id} konnte nicht geladen werden.`);
  return module;
}
