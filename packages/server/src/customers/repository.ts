import type { Customer, customerEndpoints, CustomerSortKey, QueryOutput } from '@planner/api';
import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { anyTextCondition, countRows, orderByTerms } from './listSql';
import type { CustomersTable } from './tables';

type CustomerValues = Omit<Customer, 'company'>;
type CustomerListQuery = QueryOutput<typeof customerEndpoints.list>;

const SORT_EXPRESSIONS: Record<CustomerSortKey, readonly string[]> = {
  LastName: ['lower(last_name)', 'lower(first_name)'],
  FirstName: ['lower(first_name)'],
  Address: ['lower(city)', 'lower(street)'],
  Phone: ['phone'],
  Email: ['lower(email)'],
};

export function toCustomer(row: Selectable<CustomersTable>): Customer {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    address: { street: row.street, houseNumber: row.house_number, zipCode: row.zip_code, city: row.city },
    phone: row.phone,
    cellphone: row.cellphone,
    email: row.email,
    company: null,
  };
}

async function countCustomers(trx: TenantTransaction, tenantId: string): Promise<number> {
  const row = await trx.selectFrom('customer_counts').select('count').where('tenant_id', '=', tenantId).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * A page of customers. Without search the sort index delivers the page. With search the
 * trigram index finds the matches, which are then sorted (the sort expressions are hidden
 * from the planner, which otherwise walks the sort index through most of the tenant
 * looking for rare matches) and counted in the same scan.
 */
export async function listCustomers(trx: TenantTransaction, tenantId: string, query: CustomerListQuery) {
  const total = await countCustomers(trx, tenantId);
  const search = anyTextCondition('search_text', query.anyText);
  const sortExpressions = SORT_EXPRESSIONS[query.sortBy ?? 'LastName'];
  const tenantRows = trx.selectFrom('customers').where('tenant_id', '=', tenantId);
  if (!search) {
    const rows = await tenantRows
      .selectAll()
      .orderBy(orderByTerms(sortExpressions, query.sortOrder, 'id'))
      .limit(query.pageSize)
      .offset(query.pageIndex * query.pageSize)
      .execute();
    return { rows: rows.map(toCustomer), filtered: total, total };
  }
  const matching = tenantRows.where(search);
  const rows = await matching
    .selectAll()
    .select(sql<number>`count(*) over ()`.as('match_count'))
    .orderBy(orderByTerms(sortExpressions.map((expression) => `(${expression} || '')`), query.sortOrder, 'id'))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize)
    .execute();
  const filtered = rows[0] ? Number(rows[0].match_count) : await countRows(matching);
  return { rows: rows.map(toCustomer), filtered, total };
}

export async function findCustomer(trx: TenantTransaction, tenantId: string, id: string): Promise<Customer | undefined> {
  const row = await trx
    .selectFrom('customers')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toCustomer(row);
}

/** Creates the customer or replaces its data. */
export async function saveCustomer(trx: TenantTransaction, tenantId: string, customer: CustomerValues): Promise<Customer> {
  const columns = {
    first_name: customer.firstName,
    last_name: customer.lastName,
    street: customer.address.street,
    house_number: customer.address.houseNumber,
    zip_code: customer.address.zipCode,
    city: customer.address.city,
    phone: customer.phone,
    cellphone: customer.cellphone,
    email: customer.email,
  };
  const row = await trx
    .insertInto('customers')
    .values({ tenant_id: tenantId, id: customer.id, ...columns })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'id']).doUpdateSet(columns))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCustomer(row);
}

/** Deletes the customer; its jobsites, projects and quotes go with it (foreign key cascade). */
export async function deleteCustomer(trx: TenantTransaction, tenantId: string, id: string): Promise<boolean> {
  const { numDeletedRows } = await trx
    .deleteFrom('customers')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return numDeletedRows > 0n;
}
