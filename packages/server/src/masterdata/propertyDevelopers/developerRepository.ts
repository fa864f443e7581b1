import type { ListQuery, PropertyDeveloper, PropertyDeveloperBody, PROPERTY_DEVELOPER_SORT_KEYS } from '@planner/api';
import { sql, type Selectable } from 'kysely';
import type { TenantTransaction } from '../../db/scopes';
import { tenantRowExists } from '../../db/rowExists';
import { deleteOrArchive } from '../../db/deleteOrArchive';
import { pagedList, type ListDefinition } from '../../db/listing';
import type { PropertyDevelopersTable } from '../tables';

type Row = Pick<
  Selectable<PropertyDevelopersTable>,
  'id' | 'name' | 'street' | 'house_number' | 'zip_code' | 'city' | 'mail' | 'phone' | 'fax' | 'url'
>;

const COLUMNS = ['id', 'name', 'street', 'house_number', 'zip_code', 'city', 'mail', 'phone', 'fax', 'url'] as const;

const toDeveloper = (row: Row): PropertyDeveloper => ({
  id: row.id,
  namespace: row.name,
  name: row.name,
  address: { street: row.street, houseNumber: row.house_number, zipCode: row.zip_code, city: row.city },
  contactInformation: { mail: row.mail, phone: row.phone, fax: row.fax, url: row.url },
});

type SortKey = (typeof PROPERTY_DEVELOPER_SORT_KEYS)[number];

const DEVELOPER_LIST: ListDefinition<SortKey> = {
  sortBy: { Name: [sql`lower(name)`], City: [sql`lower(city)`] },
  defaultSortBy: 'Name',
  idColumn: 'id',
  searchIn: ['name', 'city', 'street'],
};

export async function listDevelopers(trx: TenantTransaction, tenantId: string, query: ListQuery<SortKey>) {
  return pagedList({
    listed: trx.selectFrom('property_developers').where('tenant_id', '=', tenantId).where('archived_at', 'is', null),
    query,
    list: DEVELOPER_LIST,
    readPage: async (page) => (await page.select(COLUMNS).execute()).map(toDeveloper),
  });
}

/** Also finds archived developers, which projects still show. */
export async function findDeveloper(trx: TenantTransaction, tenantId: string, id: string) {
  const row = await trx
    .selectFrom('property_developers')
    .select(COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toDeveloper(row);
}

/** True when the developer exists for the tenant and is not archived. */
export async function developerIsActive(trx: TenantTransaction, tenantId: string, id: string): Promise<boolean> {
  return tenantRowExists(trx, 'property_developers', tenantId, id, { activeOnly: true });
}

export async function saveDeveloper(trx: TenantTransaction, tenantId: string, developer: PropertyDeveloperBody) {
  const { address, contactInformation } = developer;
  const columns = {
    name: developer.name,
    street: address.street,
    house_number: address.houseNumber,
    zip_code: address.zipCode,
    city: address.city,
    mail: contactInformation.mail,
    phone: contactInformation.phone,
    fax: contactInformation.fax,
    url: contactInformation.url,
  };
  await trx
    .insertInto('property_developers')
    .values({ tenant_id: tenantId, id: developer.id, ...columns })
    .onConflict((oc) => oc.columns(['tenant_id', 'id']).doUpdateSet(columns))
    .execute();
}

/** Deletes the developer with its Bauleiter and specifications, or archives it while a project refers to it. */
export async function deleteDeveloper(trx: TenantTransaction, tenantId: string, id: string): Promise<boolean> {
  if (!(await developerIsActive(trx, tenantId, id))) return false;
  await deleteOrArchive(trx, 'property_developers', tenantId, id);
  return true;
}
