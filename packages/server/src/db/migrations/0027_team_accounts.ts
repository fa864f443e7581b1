import { sql, type Kysely } from 'kysely';
import { allowSystemAccess, enableTenantIsolation } from '../tenantIsolation';

const ROLE_CHECK = sql`cardinality(roles) > 0 and roles <@ array['Owner', 'Planner', 'MasterData', 'ReadOnly']::text[]`;

/*
 * Several people per company. A user holds one or more roles and is active or deactivated
 * (deactivated users keep their name in the audit log and cannot sign in). Every user who
 * registered a company so far is its owner. A company always keeps an active owner: the
 * server checks it under lock, and a deferred trigger refuses any commit that would leave none.
 *
 * Invitations and password reset links are single-use and expiring; only the SHA-256 of their
 * token is stored, and the signed-out pages find them by that hash in a system transaction.
 * Sessions remember the browser that opened them, for the user's list of signed-in devices.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column roles text[] not null default array['Owner']::text[] check (${ROLE_CHECK}),
      add column status text not null default 'Active' check (status in ('Active', 'Deactivated')),
      add column last_sign_in_at timestamptz,
      add column version integer not null default 0;
    alter table users alter column roles drop default;
    create index users_tenant_name_idx on users (tenant_id, last_name, first_name);

    -- Signing in stamps last_sign_in_at: that is no change of the user worth an audit entry.
    drop trigger audit_row_change on users;
    create trigger audit_row_change after insert or delete on users
      for each row execute function audit_row_change('plain');
    create trigger audit_row_change_update after update on users
      for each row when (
        (old.first_name, old.last_name, old.email, old.roles, old.status, old.password_hash)
          is distinct from (new.first_name, new.last_name, new.email, new.roles, new.status, new.password_hash)
      )
      execute function audit_row_change('plain');

    create function company_keeps_an_owner() returns trigger language plpgsql as $$
    declare
      tenant uuid := coalesce(new.tenant_id, old.tenant_id);
    begin
      if coalesce(current_setting('app.erase_tenant', true), '') = 'on'
        or not exists (select from tenants where id = tenant) then
        return null;
      end if;
      if not exists (
        select from users where tenant_id = tenant and status = 'Active' and 'Owner' = any (roles)
      ) then
        raise exception 'company % would have no active owner', tenant using errcode = 'check_violation';
      end if;
      return null;
    end $$;
    create constraint trigger company_keeps_an_owner after update or delete on users
      deferrable initially deferred
      for each row execute function company_keeps_an_owner();

    alter table refresh_tokens add column user_agent text not null default '';
    create index refresh_tokens_user_idx on refresh_tokens (user_id, family_id) where revoked_at is null;

    create table invitations (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      email text not null,
      roles text[] not null check (${ROLE_CHECK}),
      token_sha256 text not null check (token_sha256 ~ '^[0-9a-f]{64}$'),
      invited_by uuid not null references users (id),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      accepted_at timestamptz,
      accepted_user_id uuid references users (id),
      revoked_at timestamptz,
      primary key (tenant_id, id),
      check ((accepted_at is null) = (accepted_user_id is null))
    );
    create unique index invitations_token_key on invitations (token_sha256);
    create index invitations_tenant_created_idx on invitations (tenant_id, created_at desc);
    create trigger audit_row_change after insert or update or delete on invitations
      for each row execute function audit_row_change('plain');

    create table password_resets (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      token_sha256 text not null check (token_sha256 ~ '^[0-9a-f]{64}$'),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz,
      primary key (tenant_id, id)
    );
    create unique index password_resets_token_key on password_resets (token_sha256);
    create index password_resets_user_idx on password_resets (user_id) where used_at is null;
  `.execute(db);
  for (const table of ['invitations', 'password_resets']) {
    await enableTenantIsolation(db, table);
    await allowSystemAccess(db, table);
  }
}
