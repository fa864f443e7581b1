import { createStore } from 'jotai';

/** The one jotai store of the app; every React root passes it to its jotai `Provider`. */
export const store = createStore();
