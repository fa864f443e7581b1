import type { ConfigurationPreview } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { configurationTotalsCents } from '../planning';
import { quoteStatusLockSql } from './quoteStatusLock';

/** The counts of the quote under `table`'s floors, and of the rooms and installations on them. */
const countOf = (table: 'configurations' | 'favorite', counted: 'floors' | 'floor_rooms' | 'floor_components') => {
  const tenant = sql.ref(`${table}.tenant_id`);
  const id = sql.ref(`${table}.id`);
  return counted === 'floors'
    ? sql<number>`(select count(*) from floors f where f.tenant_id = ${tenant} and f.configuration_id = ${id})`
    : sql<number>`(select count(*) from ${sql.table(counted)} x join floors f on f.tenant_id = x.tenant_id and f.id = x.floor_id and f.structure_revision = x.revision
        where f.tenant_id = ${tenant} and f.configuration_id = ${id})`;
};

const STORED_COLUMNS = ['id', 'project_id', 'name', 'is_favorite', 'status', 'quote_status'] as const;

/** The status lock and the counts of the quote under `table`, named with `prefix`. */
const derivedColumns = <P extends string>(table: 'configurations' | 'favorite', prefix: P) =>
  [
    quoteStatusLockSql(table).as(`${prefix}status_lock`),
    countOf(table, 'floors').as(`${prefix}floors_count`),
    countOf(table, 'floor_rooms').as(`${prefix}rooms_count`),
    countOf(table, 'floor_components').as(`${prefix}electrical_components_count`),
  ] as const;

/** The quotes of a tenant with their counts; the total price comes from `withTotals`. */
export const configurationPreviews = (trx: TenantTransaction, tenantId: string) =>
  trx
    .selectFrom('configurations')
    .where('configurations.tenant_id', '=', tenantId)
    .select([...STORED_COLUMNS.map((column) => `configurations.${column}` as const), ...derivedColumns('configurations', '')])
    .orderBy('configurations.created_at')
    .orderBy('configurations.id');

/**
 * The preview columns of a project's favorite quote joined as `favorite`, named `favorite_…`,
 * so that a page of projects reads them in its own statement (`favoritePreviewRow` reads them back).
 */
export const favoritePreviewColumns = [
  'favorite.id as favorite_configuration_id',
  'favorite.project_id as favorite_project_id',
  'favorite.name as favorite_name',
  'favorite.is_favorite as favorite_is_favorite',
  'favorite.status as favorite_status',
  'favorite.quote_status as favorite_quote_status',
  ...derivedColumns('favorite', 'favorite_'),
] as const;

export type PreviewRow = Awaited<ReturnType<ReturnType<typeof configurationPreviews>['executeTakeFirstOrThrow']>>;

/** The preview row of a project row's favorite quote, read through `favoritePreviewColumns`. */
export const favoritePreviewRow = (row: { [K in keyof PreviewRow as K extends 'id' ? 'favorite_configuration_id' : `favorite_${K}`]: PreviewRow[K] }): PreviewRow => ({
  id: row.favorite_configuration_id,
  project_id: row.favorite_project_id,
  name: row.favorite_name,
  is_favorite: row.favorite_is_favorite,
  status: row.favorite_status,
  quote_status: row.favorite_quote_status,
  status_lock: row.favorite_status_lock,
  floors_count: row.favorite_floors_count,
  rooms_count: row.favorite_rooms_count,
  electrical_components_count: row.favorite_electrical_components_count,
});

function toConfigurationPreview(row: PreviewRow, totalPrice: number): ConfigurationPreview {
  return {
    type: row.quote_status
      ? 'ElectroProjectConfigurationPreviewWithQuote'
      : 'ElectroProjectConfigurationPreviewWithoutQuote',
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    isFavorite: row.is_favorite,
    status: { type: row.status },
    quoteStatus: row.quote_status ? { type: row.quote_status, lock: row.status_lock } : null,
    floorsCount: Number(row.floors_count),
    roomsCount: Number(row.rooms_count),
    electricalComponentsCount: Number(row.electrical_components_count),
    totalPrice,
  };
}

export async function findConfigurationPreview(
  trx: TenantTransaction,
  tenantId: string,
  id: string,
): Promise<ConfigurationPreview | undefined> {
  const row = await configurationPreviews(trx, tenantId).where('configurations.id', '=', id).executeTakeFirst();
  return row && (await withTotals(trx, tenantId, [row]))[0];
}

/**
 * The previews of the rows with each quote's total price, all priced together: floors,
 * additional installations and checkout, or a finalized quote's frozen net total.
 */
export async function withTotals(
  trx: TenantTransaction,
  tenantId: string,
  rows: readonly PreviewRow[],
): Promise<ConfigurationPreview[]> {
  const totals = await configurationTotalsCents(trx, tenantId, rows.map((row) => row.id));
  return rows.map((row) => toConfigurationPreview(row, totals.get(row.id) ?? 0));
}
