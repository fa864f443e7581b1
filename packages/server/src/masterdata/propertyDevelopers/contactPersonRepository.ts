import type { CONTACT_PERSON_SORT_KEYS, ContactPerson, ListQuery } from '@planner/api';
import { sql, type Selectable } from 'kysely';
import type { TenantTransaction } from '../../db/scopes';
import { deleteOrArchive } from '../../db/deleteOrArchive';
import { pagedList, type ListDefinition } from '../../db/listing';
import type { ContactPersonsTable } from '../tables';

const COLUMNS = ['id', 'property_developer_id', 'first_name', 'last_name', 'phone', 'cellphone', 'email'] as const;

type Row = Pick<Selectable<ContactPersonsTable>, (typeof COLUMNS)[number]>;

const toContactPerson = (row: Row): ContactPerson => ({
  id: row.id,
  companyId: row.property_developer_id,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  cellphone: row.cellphone,
  email: row.email,
});

type SortKey = (typeof CONTACT_PERSON_SORT_KEYS)[number];

const CONTACT_PERSON_LIST: ListDefinition<SortKey> = {
  sortBy: {
    LastName: [sql`lower(last_name)`, sql`lower(first_name)`],
    FirstName: [sql`lower(first_name)`, sql`lower(last_name)`],
  },
  defaultSortBy: 'LastName',
  idColumn: 'id',
  searchIn: ['first_name', 'last_name', 'email'],
};

export async function listContactPersons(
  trx: TenantTransaction,
  tenantId: string,
  developerId: string,
  query: ListQuery<SortKey>,
) {
  return pagedList({
    listed: trx
      .selectFrom('contact_persons')
      .where('tenant_id', '=', tenantId)
      .where('property_developer_id', '=', developerId)
      .where('archived_at', 'is', null),
    query,
    list: CONTACT_PERSON_LIST,
    readPage: async (page) => (await page.select(COLUMNS).execute()).map(toContactPerson),
  });
}

/** Also finds archived Bauleiter, which projects still show. */
export async function findContactPerson(trx: TenantTransaction, tenantId: string, developerId: string, id: string) {
  const row = await trx
    .selectFrom('contact_persons')
    .select(COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('property_developer_id', '=', developerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toContactPerson(row);
}

/** Creates or replaces; `false` when the id belongs to another developer of the tenant. */
export async function saveContactPerson(trx: TenantTransaction, tenantId: string, person: ContactPerson) {
  const columns = {
    first_name: person.firstName,
    last_name: person.lastName,
    phone: person.phone,
    cellphone: person.cellphone,
    email: person.email === '' ? null : person.email,
  };
  const saved = await trx
    .insertInto('contact_persons')
    .values({ tenant_id: tenantId, id: person.id, property_developer_id: person.companyId, ...columns })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'id'])
        .doUpdateSet(columns)
        .where('contact_persons.property_developer_id', '=', person.companyId),
    )
    .returning('id')
    .executeTakeFirst();
  return saved !== undefined;
}

export async function deleteContactPerson(trx: TenantTransaction, tenantId: string, developerId: string, id: string) {
  const person = await findContactPerson(trx, tenantId, developerId, id);
  if (!person) return false;
  await deleteOrArchive(trx, 'contact_persons', tenantId, id);
  return true;
}
