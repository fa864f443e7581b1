import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from '../tenantIsolation';

/**
 * PV master data. The parts share one table: what every part has (name, description,
 * current price, manufacturer, files) are columns, the technical data of each kind a
 * jsonb document validated by the contract; the technical values a list sorts by have
 * expression indexes. Keys are (tenant_id, id), so every reference stays inside one
 * tenant. Each saved price is kept with the day it applies from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pv_manufacturers (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null,
      name text not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id)
    );
    create unique index pv_manufacturers_name_key on pv_manufacturers (tenant_id, lower(name));

    create table pv_components (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null,
      kind text not null
        check (kind in ('pv-module', 'inverter', 'heater-rod', 'wallbox', 'roof-tile', 'metal-roof-tile')),
      name text not null,
      description text not null,
      price bigint not null check (price >= 0),
      manufacturer_id uuid,
      fitting_metal_roof_tile_id uuid,
      technical_data jsonb not null,
      icon jsonb,
      data_sheet jsonb,
      search_text text generated always as (lower(name || ' ' || description)) stored,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, id),
      foreign key (tenant_id, manufacturer_id) references pv_manufacturers (tenant_id, id),
      foreign key (tenant_id, fitting_metal_roof_tile_id) references pv_components (tenant_id, id)
    );
    create index pv_components_name_idx on pv_components (tenant_id, kind, lower(name), id);
    create index pv_components_price_idx on pv_components (tenant_id, kind, price, id);
    create index pv_components_off_load_voltage_idx
      on pv_components (tenant_id, kind, ((technical_data ->> 'offLoadVoltage')::double precision), id);
    create index pv_components_short_circuit_current_idx
      on pv_components (tenant_id, kind, ((technical_data ->> 'shortCircuitCurrent')::double precision), id);
    create index pv_components_manufacturer_idx on pv_components (tenant_id, manufacturer_id);
    create index pv_components_fitting_metal_roof_tile_idx on pv_components (tenant_id, fitting_metal_roof_tile_id);

    create table pv_inverter_mpp_inputs (
      tenant_id uuid not null,
      inverter_id uuid not null,
      input_index smallint not null check (input_index between 0 and 25),
      string_count smallint not null check (string_count >= 1),
      max_input_current double precision,
      primary key (tenant_id, inverter_id, input_index),
      foreign key (tenant_id, inverter_id) references pv_components (tenant_id, id) on delete cascade
    );

    create table pv_component_prices (
      tenant_id uuid not null,
      component_id uuid not null,
      valid_from date not null,
      price bigint not null check (price >= 0),
      created_at timestamptz not null default now(),
      primary key (tenant_id, component_id, valid_from),
      foreign key (tenant_id, component_id) references pv_components (tenant_id, id) on delete cascade
    );

    do $$
    begin
      if exists (select from pg_extension where extname = 'pg_trgm') then
        create index pv_components_search_trgm_idx on pv_components using gin (search_text gin_trgm_ops);
      end if;
    end $$;
  `.execute(db);
  for (const table of ['pv_manufacturers', 'pv_components', 'pv_inverter_mpp_inputs', 'pv_component_prices']) {
    await enableTenantIsolation(db, table);
  }
}
