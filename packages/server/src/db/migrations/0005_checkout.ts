import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from '../tenantIsolation';

/*
 * Checkout options ('Sondervereinbarungen') and the checkout configuration of each quote.
 * All option catalogues share one table, told apart by `kind`; prices live in a history
 * like the other priced master data. Checkout references are composite foreign keys
 * without cascade, so deleting a chosen option fails inside the delete's savepoint and the
 * option is archived instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table checkout_options (
      tenant_id uuid not null references tenants (id) on delete cascade,
      id uuid not null,
      kind text not null check (kind in ('intercomType', 'intercomLocationType', 'lockType', 'mailboxType', 'tvType',
        'multiMediaCableChannelType', 'patchFieldType', 'powerMeterType', 'outletCoverType')),
      name text not null,
      description text not null default '',
      icon bytea check (octet_length(icon) <= 262144),
      icon_type text check (icon_type in ('image/png', 'image/jpeg')),
      power_meter_concept text check (power_meter_concept in ('StandardWithoutPV', 'StandardWithPV',
        'StandardWithPVExternal', 'StandardWithAdditionalDistribution', 'CascadingMeters', 'ExtraHeatingMeter')),
      archived_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      check ((icon is null) = (icon_type is null)),
      check ((kind = 'powerMeterType') = (power_meter_concept is not null))
    );
    create index checkout_options_kind_name_idx on checkout_options (tenant_id, kind, lower(name), id)
      where archived_at is null;

    create table checkout_option_prices (
      tenant_id uuid not null,
      option_id uuid not null,
      valid_from date not null,
      price bigint not null check (price >= 0),
      light_switch_price bigint check (light_switch_price >= 0),
      thermostat_price bigint check (thermostat_price >= 0),
      primary key (tenant_id, option_id, valid_from),
      foreign key (tenant_id, option_id) references checkout_options (tenant_id, id) on delete cascade
    );

    create table configuration_checkouts (
      tenant_id uuid not null,
      configuration_id uuid not null,
      tv_type_id uuid,
      channel_type_id uuid,
      channel_amount integer check (channel_amount >= 1),
      patch_field_type_id uuid,
      patch_field_ports integer check (patch_field_ports >= 1),
      intercom_type_id uuid,
      intercom_location_id uuid,
      lock_type_id uuid,
      mailbox_type_id uuid,
      outlet_cover_type_id uuid,
      power_meter_type_id uuid,
      power_meter_custom_information jsonb,
      heatpump_location text,
      heatpump_temperature_sensor_location text,
      heating_manifold_location text,
      heating_and_cooling boolean not null default false,
      updated_at timestamptz not null default now(),
      primary key (tenant_id, configuration_id),
      foreign key (tenant_id, configuration_id) references configurations (tenant_id, id) on delete cascade,
      foreign key (tenant_id, tv_type_id) references checkout_options (tenant_id, id),
      foreign key (tenant_id, channel_type_id) references checkout_options (tenant_id, id),
      foreign key (tenant_id, patch_field_type_id) references checkout_options (tenant_id, id),
      foreign key (tenant_id, intercom_type_id) references checkout_options (tenant_id, id),
      foreign key (tenant_id, intercom_location_id) references checkout_options (tenant_id, id),
      foreign key (tenant_id, lock_type_id) references checkout_options (tenant_id, id),
      foreign key (tenant_id, mailbox_type_id) references checkout_options (tenant_id, id),
      foreign key (tenant_id, outlet_cover_type_id) references checkout_options (tenant_id, id),
      foreign key (tenant_id, power_meter_type_id) references checkout_options (tenant_id, id),
      check ((channel_type_id is null) = (channel_amount is null)),
      check ((patch_field_type_id is null) = (patch_field_ports is null)),
      check ((intercom_type_id is null) = (intercom_location_id is null)),
      check (power_meter_custom_information is null or power_meter_type_id is not null)
    );
  `.execute(db);
  // Lookups of the checkouts that still choose an option (deleting it archives instead).
  for (const column of [
    'tv_type_id',
    'channel_type_id',
    'patch_field_type_id',
    'intercom_type_id',
    'intercom_location_id',
    'lock_type_id',
    'mailbox_type_id',
    'outlet_cover_type_id',
    'power_meter_type_id',
  ]) {
    await sql`create index ${sql.raw(`configuration_checkouts_${column}_idx`)} on configuration_checkouts (tenant_id, ${sql.ref(column)})`.execute(db);
  }
  for (const table of ['checkout_options', 'checkout_option_prices', 'configuration_checkouts']) {
    await enableTenantIsolation(db, table);
  }
}
