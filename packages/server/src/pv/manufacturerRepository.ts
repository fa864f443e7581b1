import type { Manufacturer } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { containsPattern, searchWords } from '../db/listing';
import { orderByTerms, type ListQuery } from './listSql';

export async function listManufacturers(trx: TenantTransaction, tenantId: string, query: ListQuery<'Name'>) {
  const tenantRows = trx.selectFrom('pv_manufacturers').where('tenant_id', '=', tenantId);
  const words = searchWords(query.anyText);
  const matching = words.reduce(
    (rows, word) => rows.where(sql<boolean>`lower(name) like ${containsPattern(word)}`),
    tenantRows,
  );
  const rows = await matching
    .select(['id', 'name'])
    .orderBy(orderByTerms(sql`lower(name)`, query.sortOrder, 'id'))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize)
    .execute();
  const count = sql<number>`count(*)`.as('count');
  const filtered = (await matching.select(count).executeTakeFirstOrThrow()).count;
  const total = words.length > 0 ? (await tenantRows.select(count).executeTakeFirstOrThrow()).count : filtered;
  return { rows, filtered, total };
}

export async function manufacturerExists(trx: TenantTransaction, tenantId: string, id: string): Promise<boolean> {
  const row = await trx
    .selectFrom('pv_manufacturers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
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
