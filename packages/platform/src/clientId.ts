import { randomUuid } from '@planner/api';

const CLIENT_ID_KEY = 'client-id';

/** The id of this browser installation, created once and kept in `localStorage`. */
export function loadClientId(storage: Storage = localStorage): string {
  const existing = storage.getItem(CLIENT_ID_KEY);
  if (existing) return existing;
  const created = randomUuid();
  storage.setItem(CLIENT_ID_KEY, created);
  return created;
}
