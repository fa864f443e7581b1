import { atom } from 'jotai';
import { store } from '@planner/platform';

/**
 * Why the shell shows its fallback instead of a remote: its code could not be downloaded in time
 * (`unavailable`), it was built for another contract than the shell's (`incompatible`, not
 * loaded at all), or it threw in a lifecycle (`crashed`).
 */
export type RemoteIssue = 'unavailable' | 'incompatible' | 'crashed';

/** What a remote's area shows instead of the remote: its loading state while its code downloads, or an issue. */
export type RemoteAreaState = 'loading' | RemoteIssue;

export const remoteIssuesAtom = atom<ReadonlyMap<string, RemoteAreaState>>(new Map<string, RemoteAreaState>());

export function setRemoteIssue(remoteName: string, state: RemoteAreaState | null): void {
  store.set(remoteIssuesAtom, (current) => {
    if ((current.get(remoteName) ?? null) === state) return current;
    const next = new Map(current);
    if (state === null) next.delete(remoteName);
    else next.set(remoteName, state);
    return next;
  });
}
