import { atom } from 'jotai';
import { store } from '@planner/platform';

/**
 * Why the shell shows its fallback instead of a remote: its code could not be downloaded
 * (`unavailable`), it was built for another contract than the shell's (`incompatible`, not
 * loaded at all), or it threw in a lifecycle (`crashed`).
 */
export type RemoteIssue = 'unavailable' | 'incompatible' | 'crashed';

export const remoteIssuesAtom = atom<ReadonlyMap<string, RemoteIssue>>(new Map<string, RemoteIssue>());

export function setRemoteIssue(remoteName: string, issue: RemoteIssue | null): void {
  store.set(remoteIssuesAtom, (current) => {
    if ((current.get(remoteName) ?? null) === issue) return current;
    const next = new Map(current);
    if (issue === null) next.delete(remoteName);
    else next.set(remoteName, issue);
    return next;
  });
}
