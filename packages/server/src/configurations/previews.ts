import type { ConfigurationPreview } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';

/**
 * The quotes of a tenant with their figures. Floors, rooms, placed installations and prices
 * arrive with the planning features; each then replaces its constant here by a subquery.
 */
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
      sql<number>`0`.as('floors_count'),
      sql<number>`0`.as('rooms_count'),
      sql<number>`0`.as('electrical_components_count'),
      sql<number>`0`.as('total_price'),
    ])
    .orderBy('configurations.created_at')
    .orderBy('configurations.id');

type PreviewRow = Awaited<ReturnType<ReturnType<typeof configurationPreviews>['executeTakeFirstOrThrow']>>;

export function toConfigurationPreview(row: PreviewRow): ConfigurationPreview {
  return {
    type: row.quote_status
      ? 'ElectroProjectConfigurationPreviewWithQuote'
      : 'ElectroProjectConfigurationPreviewWithoutQuote',
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    isFavorite: row.is_favorite,
    status: { type: row.status },
    quoteStatus: row.quote_status ? { type: row.quote_status } : null,
    floorsCount: Number(row.floors_count),
    roomsCount: Number(row.rooms_count),
    electricalComponentsCount: Number(row.electrical_components_count),
    totalPrice: Number(row.total_price),
  };
}

export async function findConfigurationPreview(
  trx: TenantTransaction,
  tenantId: string,
  id: string,
): Promise<ConfigurationPreview | undefined> {
  const row = await configurationPreviews(trx, tenantId).where('configurations.id', '=', id).executeTakeFirst();
  return row && toConfigurationPreview(row);
}

/** The previews of the given quotes by id. */
export async function configurationPreviewsById(
  trx: TenantTransaction,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, ConfigurationPreview>> {
  if (ids.length === 0) return new Map();
  const rows = await configurationPreviews(trx, tenantId).where('configurations.id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, toConfigurationPreview(row)]));
}
