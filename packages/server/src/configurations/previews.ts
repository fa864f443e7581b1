import type { ConfigurationPreview } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { configurationTotalsCents } from '../planning';
import { quoteStatusLockSql } from './quoteStatusLock';

const countOf = (table: 'floors' | 'floor_rooms' | 'floor_components') =>
  table === 'floors'
    ? sql<number>`(select count(*) from floors f where f.tenant_id = configurations.tenant_id and f.configuration_id = configurations.id)`
    : sql<number>`(select count(*) from ${sql.table(table)} x join floors f on f.tenant_id = x.tenant_id and f.id = x.floor_id and f.structure_revision = x.revision
        where f.tenant_id = configurations.tenant_id and f.configuration_id = configurations.id)`;

/** The quotes of a tenant with their counts; the total price comes from `withTotals`. */
export const configurationPreviews = (trx: TenantTransaction, tenantId: string) =>
  trx
    .selectFrom('configurations')
    .where('configurations.tenant_id', '=', tenantId)
    .select([
      'configurations.id',
      'configurations.project_id',
      'configurations.name',
      'configurations.is_favorite',
      'configurations.status',
      'configurations.quote_status',
      quoteStatusLockSql('configurations').as('status_lock'),
      countOf('floors').as('floors_count'),
      countOf('floor_rooms').as('rooms_count'),
      countOf('floor_components').as('electrical_components_count'),
    ])
    .orderBy('configurations.created_at')
    .orderBy('configurations.id');

type PreviewRow = Awaited<ReturnType<ReturnType<typeof configurationPreviews>['executeTakeFirstOrThrow']>>;

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

/** The previews of the given quotes by id. */
export async function configurationPreviewsById(
  trx: TenantTransaction,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, ConfigurationPreview>> {
  if (ids.length === 0) return new Map();
  const rows = await configurationPreviews(trx, tenantId).where('configurations.id', 'in', [...ids]).execute();
  const previews = await withTotals(trx, tenantId, rows);
  return new Map(previews.map((preview) => [preview.id, preview]));
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
