import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from '../tenantIsolation';

/*
 * DATANORM price lists (docs/adr/0016-datanorm-import.md). Installations and additional
 * installations remember the wholesaler's article number, supplier, price unit and article
 * group they were imported from; an upload is read into staging rows of its import, shown as
 * a preview and written only when confirmed. Each write of an import is logged, so that a
 * cancelled import is undone completely. The company's choice of installation or additional
 * installation per article group is kept for the next import.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['electrical_components', 'additional_installations']) {
    await sql`
      alter table ${sql.table(table)}
        add column supplier text,
        add column supplier_article_number text,
        add column supplier_article_group text,
        add column supplier_price_unit integer
          constraint ${sql.id(`${table}_supplier_price_unit_check`)} check (supplier_price_unit in (1, 10, 100, 1000));
      create unique index ${sql.id(`${table}_supplier_article_idx`)}
        on ${sql.table(table)} (tenant_id, supplier, supplier_article_number) where supplier_article_number is not null;
    `.execute(db);
  }
  await sql`
    create table datanorm_group_targets (
      tenant_id uuid not null references tenants (id) on delete cascade,
      supplier text not null,
      article_group text not null,
      target text not null check (target in ('Component', 'AdditionalInstallation')),
      primary key (tenant_id, supplier, article_group)
    );

    create table datanorm_imports (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null,
      file_name text not null,
      status text not null check (status in ('Reading', 'Preview', 'Importing', 'Imported', 'Cancelling', 'Cancelled', 'Failed')),
      cancel_requested boolean not null default false,
      selected_groups jsonb not null default '[]',
      done integer not null default 0,
      total integer not null default 0,
      error text,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id)
    );
    create index datanorm_imports_created_idx on datanorm_imports (tenant_id, created_at desc);

    create table datanorm_import_articles (
      tenant_id uuid not null,
      import_id uuid not null,
      supplier text not null,
      article_number text not null,
      file_name text not null,
      line integer not null,
      article_group text not null default '',
      label text,
      description text,
      unit text,
      price_unit integer,
      price_cents bigint not null,
      valid_from date not null,
      text_key text,
      existing_kind text check (existing_kind in ('Component', 'AdditionalInstallation')),
      existing_id uuid,
      unit_price bigint,
      outcome text check (outcome in ('New', 'PriceChanged', 'Unchanged', 'Unknown')),
      primary key (tenant_id, import_id, supplier, article_number),
      foreign key (tenant_id, import_id) references datanorm_imports (tenant_id, id) on delete cascade
    );

    create table datanorm_import_texts (
      tenant_id uuid not null,
      import_id uuid not null,
      text_key text not null,
      line_number integer not null,
      text text not null,
      primary key (tenant_id, import_id, text_key, line_number),
      foreign key (tenant_id, import_id) references datanorm_imports (tenant_id, id) on delete cascade
    );

    create table datanorm_import_problems (
      tenant_id uuid not null,
      import_id uuid not null,
      position integer not null,
      file_name text not null,
      line integer not null,
      reason text not null,
      primary key (tenant_id, import_id, position),
      foreign key (tenant_id, import_id) references datanorm_imports (tenant_id, id) on delete cascade
    );

    create table datanorm_import_writes (
      tenant_id uuid not null,
      import_id uuid not null,
      item_kind text not null check (item_kind in ('Component', 'AdditionalInstallation')),
      item_id uuid not null,
      created boolean not null,
      valid_from date not null,
      previous_price bigint,
      primary key (tenant_id, import_id, item_kind, item_id),
      foreign key (tenant_id, import_id) references datanorm_imports (tenant_id, id) on delete cascade
    );
  `.execute(db);
  for (const table of ['datanorm_group_targets', 'datanorm_imports', 'datanorm_import_articles', 'datanorm_import_texts', 'datanorm_import_problems', 'datanorm_import_writes']) {
    await enableTenantIsolation(db, table);
  }
}
