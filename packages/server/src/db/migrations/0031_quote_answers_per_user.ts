import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from '../tenantIsolation';

/*
 * Online acceptance, closed at the edges of an offer:
 *
 * - A quote's validity is printed on it and frozen; extending it is its own record (who, when,
 *   from which day to which), never a change of the frozen quote or its PDF. The latest
 *   extension is the day the offer may be accepted until. Extensions are kept like links.
 * - The notice that a customer answered is per user: each staff member sees it until they
 *   dismiss it. Answers already shown to the company count as dismissed for everyone there now;
 *   the company-wide mark is dropped.
 * - Whether a user wants those answers by e-mail as well; no row means the default (on for owners).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table quote_validity_extensions (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null,
      quote_id uuid not null,
      previous_valid_until date not null,
      valid_until date not null check (valid_until > previous_valid_until),
      extended_at timestamptz not null default now(),
      extended_by uuid references users (id),
      primary key (tenant_id, id),
      foreign key (tenant_id, quote_id) references quotes (tenant_id, id)
    );
    create index quote_validity_extensions_quote_idx on quote_validity_extensions (tenant_id, quote_id, valid_until desc);
    create function quote_validity_extensions_are_kept() returns trigger language plpgsql as $$
    begin
      if coalesce(current_setting('app.erase_tenant', true), '') = 'on' then
        return old;
      end if;
      raise exception 'validity extension % is a record and cannot be changed', old.id using errcode = 'restrict_violation';
    end $$;
    create trigger quote_validity_extensions_are_kept before update or delete on quote_validity_extensions
      for each row execute function quote_validity_extensions_are_kept();
    create trigger audit_row_change after insert on quote_validity_extensions
      for each row execute function audit_row_change('plain');

    create table quote_answer_dismissals (
      tenant_id uuid not null references tenants (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      link_id uuid not null,
      dismissed_at timestamptz not null default now(),
      primary key (tenant_id, user_id, link_id),
      foreign key (tenant_id, link_id) references quote_links (tenant_id, id)
    );
    insert into quote_answer_dismissals (tenant_id, user_id, link_id, dismissed_at)
      select l.tenant_id, u.id, l.id, l.answer_seen_at
      from quote_links l join users u on u.tenant_id = l.tenant_id
      where l.answer_seen_at is not null;
    alter table quote_links drop column answer_seen_at;

    create table quote_answer_mail_settings (
      tenant_id uuid not null references tenants (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      wants_mail boolean not null,
      primary key (tenant_id, user_id)
    );
  `.execute(db);
  await enableTenantIsolation(db, 'quote_validity_extensions');
  await enableTenantIsolation(db, 'quote_answer_dismissals');
  await enableTenantIsolation(db, 'quote_answer_mail_settings');
}
