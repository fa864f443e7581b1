import type { componentEndpoints, QueryOutput, Tag } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../../db/scopes';
import { pagedList, type ListDefinition } from '../../db/listing';

type TagListQuery = QueryOutput<typeof componentEndpoints.tags>;

const TAG_LIST: ListDefinition<'Name'> = {
  sortBy: { Name: [sql`lower(name)`] },
  defaultSortBy: 'Name',
  idColumn: 'id',
  searchIn: ['name'],
};

export async function listTags(trx: TenantTransaction, tenantId: string, query: TagListQuery) {
  return pagedList({
    listed: trx.selectFrom('tags').where('tenant_id', '=', tenantId),
    query,
    list: TAG_LIST,
    readPage: async (page): Promise<Tag[]> => page.select(['id', 'name']).execute(),
  });
}

/**
 * The ids under which the given tags are stored: an existing tag with the same name
 * (ignoring case) is reused, any other is created with its id.
 */
export async function ensureTags(trx: TenantTransaction, tenantId: string, tags: readonly Tag[]): Promise<string[]> {
  const ids: string[] = [];
  for (const tag of tags) {
    const existing = await trx
      .selectFrom('tags')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where((eb) => eb.or([eb('id', '=', tag.id), eb(eb.fn('lower', ['name']), '=', tag.name.toLowerCase())]))
      .orderBy(sql`id = ${tag.id}`, 'desc')
      .executeTakeFirst();
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    await trx.insertInto('tags').values({ tenant_id: tenantId, id: tag.id, name: tag.name }).execute();
    ids.push(tag.id);
  }
  return [...new Set(ids)];
}

export async function tagsOfComponents(trx: TenantTransaction, tenantId: string, componentIds: readonly string[]) {
  const byComponent = new Map<string, Tag[]>();
  if (componentIds.length === 0) return byComponent;
  const rows = await trx
    .selectFrom('electrical_component_tags as ct')
    .innerJoin('tags as t', (join) => join.onRef('t.tenant_id', '=', 'ct.tenant_id').onRef('t.id', '=', 'ct.tag_id'))
    .select(['ct.component_id', 't.id', 't.name'])
    .where('ct.tenant_id', '=', tenantId)
    .where('ct.component_id', 'in', [...componentIds])
    .orderBy(sql`lower(t.name)`)
    .execute();
  for (const row of rows) {
    byComponent.set(row.component_id, [...(byComponent.get(row.component_id) ?? []), { id: row.id, name: row.name }]);
  }
  return byComponent;
}
