import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The signed-in user on whose behalf the current request works. withTenant hands it to the
 * database (`app.user_id`), where the audit log's triggers record it; code needs no parameter
 * for it. Work outside a request (demo data, migrations) has none.
 */
const actor = new AsyncLocalStorage<string>();

export const actingAs = <T>(userId: string, work: () => T): T => actor.run(userId, work);

export const currentActor = (): string | undefined => actor.getStore();
