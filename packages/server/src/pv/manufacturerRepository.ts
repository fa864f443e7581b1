import type { ListQuery } from '@planner/api';
import type { Manufacturer } from '@planner/api/pv';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { tenantRowExists } from '../db/rowExists';
import { pagedList, type ListDefinition } from '../db/listing';

const MANUFACTURER_LIST: ListDefinition<'Name'> = {
  sortBy: { Name: [sql`lower(name)`] },
  defaultSortBy: 'Name',
  idColumn: 'id',
  searchIn: ['name'],
};

export async function listManufacturers(trx: TenantTransaction, tenantId: string, query: ListQuery<'Name'>) {
  return pagedList({
    listed: trx.selectFrom('pv_manufacturers').where('tenant_id', '=', tenantId),
    query,
    list: MANUFACTURER_LIST,
    readPage: (page): Promise<Manufacturer[]> => page.select(['id', 'name']).execute(),
  });
}

export async function manufacturerExists(trx: TenantTransaction, tenantId: string, id: string): Promise<boolean> {
  return tenantRowExists(trx, 'pv_manufacturers', tenantId, id);
}

/** Creates or renames a manufacturer; `null` when another manufacturer already has the name. */
export async function saveManufacturer(
  trx: TenantTransaction,
  tenantId: string,
  manufacturer: Manufacturer,
): Promise<Manufacturer | null> {
  const sameName = await trx
    .selectFrom('pv_manufacturers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql<boolean>`lower(name) = ${manufacturer.name.toLowerCase()}`)
    .where('id', '<>', manufacturer.id)
    .executeTakeFirst();
  if (sameName) return null;
  return trx
    .insertInto('pv_manufacturers')
    .values({ tenant_id: tenantId, id: manufacturer.id, name: manufacturer.name })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'id']).doUpdateSet({ name: manufacturer.name }))
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}
