import { sql, type Kysely } from 'kysely';
import type { Db } from './database';
import { currentActor } from './actor';
import { ACTOR_SETTING, SYSTEM_ROLE, TENANT_ROLE, TENANT_SETTING } from './roles';
import type { Database } from './schema';

declare const scope: unique symbol;

/** A transaction in which row-level security shows only one tenant's rows. */
export type TenantTransaction = Kysely<Database> & { readonly [scope]: 'tenant' };

/** A transaction that sees the platform tables of all tenants; for sign-in and registration only. */
export type SystemTransaction = Kysely<Database> & { readonly [scope]: 'system' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs `fn` in a transaction on one connection. `begin` opens it and sets the role and tenant
 * in the same message: a list page is three round trips to the database instead of five,
 * which on a busy server is most of its time.
 */
function inTransaction<T>(db: Db, begin: string, fn: (connection: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    try {
      await sql.raw(begin).execute(connection);
      const result = await fn(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

export interface TransactionOptions {
  /**
   * `false`: the commit does not wait until the disk has the transaction (`synchronous_commit =
   * off`); the next commit that waits writes it out with its own. A crash may lose it, never half
   * of it. Only for steps of background work that a crash repeats from what was kept, such as
   * the chunks of an import (ADR 0016): on the embedded database every waiting commit holds the
   * server's thread until `fsync(2)` returns.
   */
  waitForDisk?: boolean;
  /**
   * `false`: installations and additional installations written here get no audit entry each
   * (migration 0056); the work records one named event for all of them instead.
   */
  auditEachRow?: boolean;
}

/**
 * Runs `fn` in a transaction as `planner_app` with the tenant set, so row-level security is a
 * second wall behind the `tenant_id` filter that every repository query still applies.
 * The connecting user may be a superuser, which row-level security ignores; the role switch
 * (`set_config('role', …, true)` is `SET LOCAL ROLE`) is what makes the policies apply.
 * Inside, use only `trx`: it is the transaction's connection.
 */
export function withTenant<T>(db: Db, tenantId: string, fn: (trx: TenantTransaction) => Promise<T>, { waitForDisk = true, auditEachRow = true }: TransactionOptions = {}): Promise<T> {
  // The id is written into the statement (parameters would need a round trip of their own).
  if (!UUID.test(tenantId)) throw new Error(`withTenant: ${JSON.stringify(tenantId)} is not a tenant id`);
  const userId = currentActor();
  // The acting user for the audit log's triggers; ids are checked before they are written into the statement.
  const actorSetting = userId && UUID.test(userId) ? `, set_config('${ACTOR_SETTING}', '${userId}', true)` : '';
  const commitSetting = waitForDisk ? '' : ", set_config('synchronous_commit', 'off', true)";
  const auditSetting = auditEachRow ? '' : ", set_config('app.audit_rows', 'off', true)";
  const begin = `begin; select set_config('role', '${TENANT_ROLE}', true), set_config('${TENANT_SETTING}', '${tenantId}', true)${actorSetting}${commitSetting}${auditSetting}`;
  return inTransaction(db, begin, (connection) => fn(connection as TenantTransaction));
}

/** Runs `fn` in a transaction across tenants: sign-in, token refresh, registration. */
export function asSystem<T>(db: Db, fn: (trx: SystemTransaction) => Promise<T>): Promise<T> {
  const userId = currentActor();
  const actorSetting = userId && UUID.test(userId) ? `, set_config('${ACTOR_SETTING}', '${userId}', true)` : '';
  return inTransaction(db, `begin; select set_config('role', '${SYSTEM_ROLE}', true)${actorSetting}`, (connection) =>
    fn(connection as SystemTransaction),
  );
}
