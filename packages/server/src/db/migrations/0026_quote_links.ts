import { sql, type Kysely } from 'kysely';
import { SYSTEM_ROLE } from '../roles';
import { enableTenantIsolation } from '../tenantIsolation';

/*
 * Links through which a customer opens a finalized quote and accepts or declines it, without an
 * account. Only the SHA-256 of a link's token is stored; the public page finds the link by that
 * hash in a system transaction (the customer belongs to no tenant) and everything else runs in
 * the link's tenant. A link is never deleted: revoking dates it, and the answer with its evidence
 * (typed name, time, address, browser, hash of the PDF) stays with the quote.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table quote_links (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null,
      quote_id uuid not null,
      token_sha256 text not null check (token_sha256 ~ '^[0-9a-f]{64}$'),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      answer text check (answer in ('Accepted', 'Declined')),
      answered_at timestamptz,
      signer_name text not null default '',
      decline_reason text not null default '',
      ip_address text not null default '',
      user_agent text not null default '',
      pdf_sha256 text not null default '',
      answer_seen_at timestamptz,
      primary key (tenant_id, id),
      foreign key (tenant_id, quote_id) references quotes (tenant_id, id),
      check ((answer is null) = (answered_at is null))
    );
    create unique index quote_links_token_key on quote_links (token_sha256);
    create index quote_links_tenant_quote_idx on quote_links (tenant_id, quote_id, created_at desc);
    create index quote_links_tenant_unseen_idx on quote_links (tenant_id, answered_at) where answered_at is not null and answer_seen_at is null;

    create function quote_links_are_kept() returns trigger language plpgsql as $$
    begin
      if coalesce(current_setting('app.erase_tenant', true), '') = 'on' then
        return old;
      end if;
      raise exception 'quote link % is evidence and cannot be deleted', old.id using errcode = 'restrict_violation';
    end $$;
    create trigger quote_links_are_kept before delete on quote_links for each row execute function quote_links_are_kept();

    create trigger audit_row_change after insert or update or delete on quote_links
      for each row execute function audit_row_change('plain');
  `.execute(db);
  await enableTenantIsolation(db, 'quote_links');
  await sql`
    create policy system_access on quote_links to ${sql.id(SYSTEM_ROLE)} using (true) with check (true);
  `.execute(db);
}
