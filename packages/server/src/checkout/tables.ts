import type { CheckoutOptionKind, OptionImageType, PowerMeterConcept, PowerMeterCustomInformation } from '@planner/api';
import type { ColumnType } from 'kysely';
import type { CreatedAt } from '../db/schema';
import type { JsonColumn } from '../db/json';

export interface CheckoutOptionsTable {
  tenant_id: string;
  id: string;
  kind: CheckoutOptionKind;
  /** The location of an intercom location type. */
  name: string;
  description: ColumnType<string, string | undefined, string>;
  icon: Uint8Array | null;
  icon_type: OptionImageType | null;
  power_meter_concept: PowerMeterConcept | null;
  /** Basis points of the price that are labour (2500 = 25 %). */
  labour_share_basis_points: ColumnType<number, number | undefined, number>;
  archived_at: Date | null;
  created_at: CreatedAt;
}

/** `price` is the outlet cover price of outlet covers and the extra price of intercom locations. */
export interface CheckoutOptionPricesTable {
  tenant_id: string;
  option_id: string;
  valid_from: ColumnType<Date, string, string>;
  price: number;
  light_switch_price: number | null;
  thermostat_price: number | null;
}

export interface ConfigurationCheckoutsTable {
  tenant_id: string;
  configuration_id: string;
  tv_type_id: string | null;
  channel_type_id: string | null;
  channel_amount: number | null;
  patch_field_type_id: string | null;
  patch_field_ports: number | null;
  intercom_type_id: string | null;
  intercom_location_id: string | null;
  lock_type_id: string | null;
  mailbox_type_id: string | null;
  outlet_cover_type_id: string | null;
  power_meter_type_id: string | null;
  power_meter_custom_information: JsonColumn<PowerMeterCustomInformation | null>;
  heatpump_location: string | null;
  heatpump_temperature_sensor_location: string | null;
  heating_manifold_location: string | null;
  heating_and_cooling: boolean;
  updated_at: ColumnType<Date, never, Date>;
}

declare module '../db/schema' {
  interface Database {
    checkout_options: CheckoutOptionsTable;
    checkout_option_prices: CheckoutOptionPricesTable;
    configuration_checkouts: ConfigurationCheckoutsTable;
  }
}
