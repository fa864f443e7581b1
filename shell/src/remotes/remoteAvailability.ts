import { atom } from 'jotai';

/** Names of remotes whose code could not be loaded; the layout shows a fallback for them. */
export const unavailableRemotesAtom = atom<ReadonlySet<string>>(new Set<string>());
