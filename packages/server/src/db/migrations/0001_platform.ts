import { sql, type Kysely } from 'kysely';
import { SYSTEM_ROLE, TENANT_ROLE } from '../roles';
import { allowSystemAccess, enableTenantIsolation } from '../tenantIsolation';

async function createRoles(db: Kysely<unknown>): Promise<void> {
  // Roles are shared by all databases of a cluster, and parallel migrations may race to create them.
  for (const role of [TENANT_ROLE, SYSTEM_ROLE]) {
    await sql`
      do $$
      begin
        if not exists (select from pg_roles where rolname = ${sql.lit(role)}) then
          create role ${sql.id(role)} nologin;
        end if;
      exception when duplicate_object or unique_violation then null;
      end $$;
    `.execute(db);
    // withTenant and asSystem switch to these roles, which needs membership (superusers have it).
    await sql`
      do $$
      begin
        if not pg_has_role(current_user, ${sql.lit(role)}, 'member') then
          execute format('grant %I to %I', ${sql.lit(role)}, current_user);
        end if;
      end $$;
    `.execute(db);
  }
  const roles = sql`${sql.id(TENANT_ROLE)}, ${sql.id(SYSTEM_ROLE)}`;
  // Default privileges cover the tables of later migrations, too.
  await sql`
    grant usage on schema public to ${roles};
    alter default privileges in schema public grant select, insert, update, delete on tables to ${roles};
    alter default privileges in schema public grant usage, select on sequences to ${roles};
  `.execute(db);
}

async function createTenantTables(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table tenants (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      environments text[] not null
        check (cardinality(environments) > 0 and environments <@ array['ElektroPlanner', 'PvPlanner']),
      address jsonb,
      contact_information jsonb,
      bank_information jsonb,
      legal_information jsonb,
      created_at timestamptz not null default now()
    );

    create table users (
      id uuid primary key default gen_random_uuid(),
      tenant_id uuid not null references tenants (id) on delete cascade,
      login_name text not null,
      email text not null,
      first_name text not null,
      last_name text not null,
      password_hash text not null,
      created_at timestamptz not null default now()
    );
    create unique index users_login_name_key on users (lower(login_name));
    create index users_tenant_id_idx on users (tenant_id);

    create table refresh_tokens (
      id uuid primary key default gen_random_uuid(),
      tenant_id uuid not null references tenants (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      family_id uuid not null,
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index refresh_tokens_tenant_id_idx on refresh_tokens (tenant_id);
    create index refresh_tokens_family_id_idx on refresh_tokens (family_id);

    create table blobs (
      id uuid primary key default gen_random_uuid(),
      tenant_id uuid not null references tenants (id) on delete cascade,
      content_type text not null,
      byte_size integer not null,
      data bytea not null,
      created_at timestamptz not null default now()
    );
    create index blobs_tenant_id_idx on blobs (tenant_id);

    create table demo_seed_runs (
      tenant_id uuid not null references tenants (id) on delete cascade,
      name text not null,
      applied_at timestamptz not null default now(),
      primary key (tenant_id, name)
    );
  `.execute(db);

  await enableTenantIsolation(db, 'tenants', 'id');
  for (const table of ['users', 'refresh_tokens', 'blobs', 'demo_seed_runs']) {
    await enableTenantIsolation(db, table);
  }
  for (const table of ['tenants', 'users', 'refresh_tokens']) {
    await allowSystemAccess(db, table);
  }
}

async function createSystemTables(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_attempts (
      key text not null,
      attempted_at timestamptz not null default now()
    );
    create index login_attempts_key_idx on login_attempts (key, attempted_at);
    create index login_attempts_attempted_at_idx on login_attempts (attempted_at);
    revoke all on login_attempts from ${sql.id(TENANT_ROLE)};

    create table server_secrets (
      name text primary key,
      value text not null,
      created_at timestamptz not null default now()
    );
    revoke all on server_secrets from ${sql.id(TENANT_ROLE)}, ${sql.id(SYSTEM_ROLE)};
  `.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createRoles(db);
  await createTenantTables(db);
  await createSystemTables(db);
}
