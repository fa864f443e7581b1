import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from '../tenantIsolation';

/*
 * Every table has the primary key (tenant_id, id) like the master data: ids come from the
 * client, so another tenant's id behaves exactly like an unknown one, even for a creating PUT.
 * References are composite (tenant_id, …) foreign keys and never cross a tenant.
 */

/**
 * pg_trgm makes `anyText` searches (`like '%text%'`) use an index. PGlite has it only when
 * the extension is loaded at start; without it the searches still work, unindexed.
 */
async function createTrigramIndexes(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    begin
      if exists (select from pg_available_extensions where name = 'pg_trgm') then
        create extension if not exists pg_trgm;
        create index customers_search_trgm_idx on customers using gin (search_text gin_trgm_ops);
        create index jobsites_search_trgm_idx on jobsites using gin (search_text gin_trgm_ops);
        create index projects_search_trgm_idx on projects using gin (search_text gin_trgm_ops);
      end if;
    end $$;
  `.execute(db);
}

/**
 * The number of customers per tenant, kept by statement triggers: counting 100 000 rows for
 * every list page would cost more than the page itself.
 */
async function createCustomerCounts(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table customer_counts (
      tenant_id uuid primary key,
      count bigint not null default 0
    );

    create function customer_counts_add() returns trigger language plpgsql as $$
    begin
      insert into customer_counts (tenant_id, count)
        select tenant_id, count(*) from inserted group by tenant_id
        on conflict (tenant_id) do update set count = customer_counts.count + excluded.count;
      return null;
    end $$;

    create function customer_counts_remove() returns trigger language plpgsql as $$
    begin
      update customer_counts set count = customer_counts.count - removed.count
        from (select tenant_id, count(*) as count from deleted group by tenant_id) as removed
        where customer_counts.tenant_id = removed.tenant_id;
      return null;
    end $$;

    create trigger customers_count_insert after insert on customers
      referencing new table as inserted for each statement execute function customer_counts_add();
    create trigger customers_count_delete after delete on customers
      referencing old table as deleted for each statement execute function customer_counts_remove();
  `.execute(db);
  await enableTenantIsolation(db, 'customer_counts');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table customers (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null,
      first_name text not null,
      last_name text not null,
      street text not null,
      house_number text not null,
      zip_code text not null,
      city text not null,
      phone text not null default '',
      cellphone text not null default '',
      email text not null default '',
      search_text text generated always as (
        lower(first_name || ' ' || last_name || ' ' || street || ' ' || house_number || ' ' || zip_code || ' ' ||
          city || ' ' || phone || ' ' || cellphone || ' ' || email)
      ) stored,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id)
    );
    create index customers_tenant_name_idx on customers (tenant_id, lower(last_name), lower(first_name), id);
    create index customers_tenant_first_name_idx on customers (tenant_id, lower(first_name), id);
    create index customers_tenant_city_idx on customers (tenant_id, lower(city), lower(street), id);
    create index customers_tenant_email_idx on customers (tenant_id, lower(email), id);
    create index customers_tenant_phone_idx on customers (tenant_id, phone, id);

    create table jobsites (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null,
      customer_id uuid not null,
      street text not null,
      house_number text not null,
      zip_code text not null,
      city text not null,
      building_type text not null check (building_type in
        ('SingleFamilyHouse', 'SemiDetachedHouse', 'TerracedHouse', 'MultiFamilyHouse', 'Apartment', 'Other')),
      comment text not null default '' check (char_length(comment) <= 500),
      search_text text generated always as (
        lower(street || ' ' || house_number || ' ' || zip_code || ' ' || city || ' ' || comment)
      ) stored,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, customer_id) references customers (tenant_id, id) on delete cascade
    );
    create index jobsites_tenant_customer_idx on jobsites (tenant_id, customer_id);
    create index jobsites_tenant_city_idx on jobsites (tenant_id, lower(city), lower(street), id);

    create table projects (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null,
      jobsite_id uuid not null,
      name text not null,
      property_developer_type text not null check (property_developer_type in ('PrivateConstruction', 'DeveloperConstruction')),
      company_id uuid,
      contact_person_id uuid,
      construction_specification_id uuid,
      foreign key (tenant_id, company_id) references property_developers (tenant_id, id),
      foreign key (tenant_id, contact_person_id) references contact_persons (tenant_id, id),
      foreign key (tenant_id, construction_specification_id) references construction_specifications (tenant_id, id),
      search_text text generated always as (lower(name)) stored,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, jobsite_id) references jobsites (tenant_id, id) on delete cascade,
      check ((property_developer_type = 'DeveloperConstruction') =
        (company_id is not null and contact_person_id is not null and construction_specification_id is not null)),
      check (property_developer_type = 'DeveloperConstruction' or
        (company_id is null and contact_person_id is null and construction_specification_id is null))
    );
    create index projects_tenant_jobsite_idx on projects (tenant_id, jobsite_id);
    create index projects_tenant_name_idx on projects (tenant_id, lower(name), id);
    create index projects_tenant_updated_idx on projects (tenant_id, updated_at desc, id);

    create table configurations (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null,
      project_id uuid not null,
      name text not null,
      is_favorite boolean not null default false,
      status text not null default 'InProgress' check (status in ('InProgress', 'InReview', 'Finalized')),
      quote_status text check (quote_status in ('Sent', 'Accepted', 'Declined')),
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, project_id) references projects (tenant_id, id) on delete cascade
    );
    create index configurations_tenant_project_idx on configurations (tenant_id, project_id, created_at);
    create unique index configurations_one_favorite_idx on configurations (tenant_id, project_id) where is_favorite;
  `.execute(db);
  for (const table of ['customers', 'jobsites', 'projects', 'configurations']) {
    await enableTenantIsolation(db, table);
  }
  await createCustomerCounts(db);
  await createTrigramIndexes(db);
}
