import { sql, type Transaction } from 'kysely';
import type { Db } from './database';
import { SYSTEM_ROLE, TENANT_ROLE, TENANT_SETTING } from './roles';
import type { Database } from './schema';

declare const scope: unique symbol;

/** A transaction in which row-level security shows only one tenant's rows. */
export type TenantTransaction = Transaction<Database> & { readonly [scope]: 'tenant' };

/** A transaction that sees the platform tables of all tenants; for sign-in and registration only. */
export type SystemTransaction = Transaction<Database> & { readonly [scope]: 'system' };

/**
 * Runs `fn` in a transaction as `planner_app` with the tenant set, so row-level security is a
 * second wall behind the `tenant_id` filter that every repository query still applies.
 * The connecting user may be a superuser, which row-level security ignores; the role switch
 * (`set_config('role', …, true)` is `SET LOCAL ROLE`) is what makes the policies apply.
 */
export function withTenant<T>(db: Db, tenantId: string, fn: (trx: TenantTransaction) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`
      select set_config('role', ${TENANT_ROLE}, true), set_config(${TENANT_SETTING}, ${tenantId}, true)
    `.execute(trx);
    return fn(trx as TenantTransaction);
  });
}

/** Runs `fn` in a transaction across tenants: sign-in, token refresh, registration. */
export function asSystem<T>(db: Db, fn: (trx: SystemTransaction) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('role', ${SYSTEM_ROLE}, true)`.execute(trx);
    return fn(trx as SystemTransaction);
  });
}
