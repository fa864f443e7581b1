import type { CONTACT_PERSON_SORT_KEYS, ContactPerson } from '@planner/api';
import type { Selectable } from 'kysely';
import type { TenantTransaction } from '../../db/scopes';
import { deleteOrArchive } from '../../db/deleteOrArchive';
import { anyTextCondition, sortDirection, windowTotal } from '../../db/listing';
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

export interface ContactPersonListQuery {
  pageIndex: number;
  pageSize: number;
  sortBy?: (typeof CONTACT_PERSON_SORT_KEYS)[number];
  sortOrder?: 'Asc' | 'Desc';
  anyText?: string;
}

export async function listContactPersons(
  trx: TenantTransaction,
  tenantId: string,
  developerId: string,
  query: ContactPersonListQuery,
) {
  const active = trx
    .selectFrom('contact_persons')
    .where('tenant_id', '=', tenantId)
    .where('property_developer_id', '=', developerId)
    .where('archived_at', 'is', null);
  const search = anyTextCondition(['first_name', 'last_name', 'email'], query.anyText);
  const filtered = search ? active.where(search) : active;
  const direction = sortDirection(query.sortOrder);
  const [first, second] = query.sortBy === 'FirstName' ? (['first_name', 'last_name'] as const) : (['last_name', 'first_name'] as const);
  const [rows, total] = await Promise.all([
    filtered
      .select([...COLUMNS, windowTotal().as('filtered_total')])
      .orderBy((eb) => eb.fn('lower', [first]), direction)
      .orderBy((eb) => eb.fn('lower', [second]), direction)
      .orderBy('id')
      .limit(query.pageSize)
      .offset(query.pageIndex * query.pageSize)
      .execute(),
    active.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { contactPersons: rows.map(toContactPerson), filteredTotal: rows[0]?.filtered_total ?? 0, total: total.count };
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
