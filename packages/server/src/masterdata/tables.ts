import type { BillingUnit, CoverKind } from '@planner/api';
import type { ColumnType } from 'kysely';
import type { CreatedAt } from '../db/schema';

type ArchivedAt = ColumnType<Date | null, never, Date | null>;
type Bytes = ColumnType<Uint8Array, Uint8Array, Uint8Array>;
/** A date column (`date`), written as ISO day string. */
type Day = ColumnType<Date | string, string, string>;
/** Basis points of a labour share (2500 = 25 %), 0 unless written. */
type LabourShare = ColumnType<number, number | undefined, number>;
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

/** Where an item imported from a wholesaler's DATANORM price list came from (migration 0038). */
interface SupplierArticle {
  supplier: OptionalText;
  supplier_article_number: OptionalText;
  supplier_article_group: OptionalText;
  supplier_price_unit: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface TagsTable {
  tenant_id: string;
  id: string;
  name: string;
  created_at: CreatedAt;
}

export interface ElectricalComponentsTable extends SupplierArticle {
  tenant_id: string;
  id: string;
  label: string;
  description: ColumnType<string, string | undefined, string>;
  unit: ColumnType<BillingUnit, BillingUnit | undefined, BillingUnit>;
  labour_share_basis_points: LabourShare;
  icon: Bytes;
  cover_kind: CoverKind;
  archived_at: ArchivedAt;
  created_at: CreatedAt;
}

export interface ElectricalComponentTagsTable {
  tenant_id: string;
  component_id: string;
  tag_id: string;
}

export interface ElectricalComponentPricesTable {
  tenant_id: string;
  component_id: string;
  valid_from: Day;
  price: number;
}

export interface AdditionalInstallationsTable extends SupplierArticle {
  tenant_id: string;
  id: string;
  title: string;
  description: string;
  unit: ColumnType<BillingUnit, BillingUnit | undefined, BillingUnit>;
  labour_share_basis_points: LabourShare;
  icon: ColumnType<Uint8Array | null, Uint8Array | null, Uint8Array | null>;
  archived_at: ArchivedAt;
  created_at: CreatedAt;
}

export interface AdditionalInstallationPricesTable {
  tenant_id: string;
  additional_installation_id: string;
  valid_from: Day;
  price: number;
}

export interface PropertyDevelopersTable {
  tenant_id: string;
  id: string;
  name: string;
  street: string;
  house_number: string;
  zip_code: string;
  city: string;
  mail: string;
  phone: string;
  fax: string;
  url: string;
  archived_at: ArchivedAt;
  created_at: CreatedAt;
}

export interface ContactPersonsTable {
  tenant_id: string;
  id: string;
  property_developer_id: string;
  first_name: string;
  last_name: string;
  phone: string;
  cellphone: string;
  email: string | null;
  archived_at: ArchivedAt;
  created_at: CreatedAt;
}

export interface ConstructionSpecificationsTable {
  tenant_id: string;
  id: string;
  property_developer_id: string;
  name: string;
  archived_at: ArchivedAt;
  created_at: CreatedAt;
}

export interface RoomTypesTable {
  tenant_id: string;
  id: string;
  construction_specification_id: string;
  name: string;
  archived_at: ArchivedAt;
}

export interface RoomTypeComponentsTable {
  tenant_id: string;
  room_type_id: string;
  component_id: string;
  amount: number;
}

declare module '../db/schema' {
  interface Database {
    tags: TagsTable;
    electrical_components: ElectricalComponentsTable;
    electrical_component_tags: ElectricalComponentTagsTable;
    electrical_component_prices: ElectricalComponentPricesTable;
    additional_installations: AdditionalInstallationsTable;
    additional_installation_prices: AdditionalInstallationPricesTable;
    property_developers: PropertyDevelopersTable;
    contact_persons: ContactPersonsTable;
    construction_specifications: ConstructionSpecificationsTable;
    room_types: RoomTypesTable;
    room_type_components: RoomTypeComponentsTable;
  }
}
