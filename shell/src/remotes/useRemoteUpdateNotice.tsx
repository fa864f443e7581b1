import { useEffect, useRef } from 'react';
import { App, Button } from '@planner/ui';
import type { RemoteDescriptor } from '@planner/api';
import { loadRemotesManifest } from '../startup/loadStartupConfig';
import { usePathname } from '../routing/shellRouting';
import { remotesUsedByThisPage } from './registerRemoteApps';

/** At most one look at `/remotes.json` per this interval when the user navigates. */
const CHECK_ON_NAVIGATION_AFTER_MS = 10_000;
/** An open page that stays on one screen looks this often. */
const CHECK_INTERVAL_MS = 5 * 60_000;

/**
 * The remotes whose published version differs from the one this page runs or would load: also a
 * remote the page never loaded, e.g. one whose download failed before a fixed version came.
 */
export function switchedRemotes(used: readonly RemoteDescriptor[], published: readonly RemoteDescriptor[]): RemoteDescriptor[] {
  return published.filter((remote) => {
    const running = used.find((each) => each.name === remote.name);
    return running !== undefined && (running.entry !== remote.entry || running.version !== remote.version);
  });
}

/**
 * Tells an open page that a remote it uses was switched to another version (checked on
 * navigation, when the tab comes back into view, and every few minutes) and offers a reload.
 * Nothing reloads by itself: an editor with unsaved changes asks before the page is left.
 */
export function useRemoteUpdateNotice() {
  const { notification } = App.useApp();
  const pathname = usePathname();
  // The remotes were just loaded with the page; the first look is due a while later.
  const lastCheck = useRef<number | null>(null);
  const announced = useRef(new Set<string>());

  useEffect(() => {
    lastCheck.current ??= Date.now();
    const check = async (force: boolean) => {
      if (!force && Date.now() - (lastCheck.current ?? 0) < CHECK_ON_NAVIGATION_AFTER_MS) return;
      lastCheck.current = Date.now();
      const used = remotesUsedByThisPage();
      if (used.length === 0) return;
      let published: RemoteDescriptor[];
      try {
        published = await loadRemotesManifest();
      } catch {
        return; // Offline or the server restarting: the next check will tell.
      }
      for (const remote of switchedRemotes(used, published)) {
        const key = `${remote.name}@${remote.entry}`;
        if (announced.current.has(key)) continue;
        announced.current.add(key);
        notification.info({
          key: `remote-update-${remote.name}`,
          title: 'Neue Version verfügbar',
          description: `Der Bereich „${remote.title}“ wurde aktualisiert. Laden Sie die Seite neu, um die neue Version zu nutzen.`,
          duration: 0,
          actions: (
            <Button type="primary" size="small" onClick={() => window.location.reload()}>
              Neu laden
            </Button>
          ),
        });
      }
    };
    void check(false);
    const interval = window.setInterval(() => void check(true), CHECK_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check(false);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [pathname, notification]);
}
