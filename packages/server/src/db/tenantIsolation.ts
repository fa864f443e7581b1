import { sql, type Kysely } from 'kysely';
import { SYSTEM_ROLE, TENANT_ROLE, TENANT_SETTING } from './roles';

/**
 * Lets `planner_app` see and write only the rows of the tenant set by `withTenant`.
 * Call it in the migration that creates a tenant-owned table (a `tenant_id uuid not null`
 * column). Forced, so the policies bind the table owner too unless it is a superuser.
 */
export async function enableTenantIsolation(db: Kysely<unknown>, table: string, column = 'tenant_id'): Promise<void> {
  await sql`
    alter table ${sql.table(table)} enable row level security;
    alter table ${sql.table(table)} force row level security;
    create policy tenant_isolation on ${sql.table(table)} to ${sql.id(TENANT_ROLE)}
      using (${sql.ref(column)} = nullif(current_setting(${sql.lit(TENANT_SETTING)}, true), '')::uuid);
  `.execute(db);
}

/** Lets `asSystem` transactions reach every row of a platform table (sign-in, registration). */
export async function allowSystemAccess(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`
    create policy system_access on ${sql.table(table)} to ${sql.id(SYSTEM_ROLE)} using (true) with check (true);
  `.execute(db);
}
