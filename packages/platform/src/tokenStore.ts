import { localStorageTokenStore } from '@planner/api';
import type { TokenStore } from '@planner/api';
import { atom } from 'jotai';
import { store } from './store';

const storage = localStorageTokenStore();
const hasTokensState = atom(storage.getAccessToken() !== null || storage.getRefreshToken() !== null);

/** Whether this browser holds a session; the shell shows the sign-in screen when false. */
export const hasTokensAtom = atom((get) => get(hasTokensState));

/** The tokens in `localStorage`, mirrored into `hasTokensAtom` on every change. */
export const tokenStore: TokenStore = {
  getAccessToken: storage.getAccessToken,
  getRefreshToken: storage.getRefreshToken,
  setTokens: (tokens) => {
    storage.setTokens(tokens);
    store.set(hasTokensState, true);
  },
  clear: () => {
    storage.clear();
    store.set(hasTokensState, false);
  },
};
