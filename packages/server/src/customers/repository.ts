import type { Customer, customerEndpoints, CustomerSortKey, QueryOutput } from '@planner/api';
import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { TenantTransaction } from '../db/scopes';
import type { CustomerListCache, CustomerPage, CustomerPageKey } from './listCache';
import { anyTextCondition, countRows, orderByTerms, searchWords, type ListExpression } from '../db/listing';
import type { CustomersTable } from './tables';

export type CustomerValues = Omit<Customer, 'company' | 'archived'>;
type CustomerListQuery = QueryOutput<typeof customerEndpoints.list>;

const SORT_EXPRESSIONS: Record<CustomerSortKey, readonly ListExpression[]> = {
  LastName: [sql`lower(last_name)`, sql`lower(first_name)`],
  FirstName: [sql`lower(first_name)`],
  Address: [sql`lower(city)`, sql`lower(street)`],
  Phone: [sql`phone`],
  Email: [sql`lower(email)`],
};

/** Every column of a customer the API shows; not the search text. */
const CUSTOMER_COLUMNS = [
  'id',
  'salutation',
  'first_name',
  'last_name',
  'street',
  'house_number',
  'zip_code',
  'city',
  'phone',
  'cellphone',
  'email',
  'e_invoice_scheme',
  'e_invoice_address',
  'archived_at',
] as const;

/** A tenant's listed customers, possibly narrowed by a search. */
type ListedCustomers = SelectQueryBuilder<Database, 'customers', object>;

type CustomerRow = Pick<Selectable<CustomersTable>, (typeof CUSTOMER_COLUMNS)[number]>;

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    salutation: row.salutation,
    firstName: row.first_name,
    lastName: row.last_name,
    address: { street: row.street, houseNumber: row.house_number, zipCode: row.zip_code, city: row.city },
    phone: row.phone,
    cellphone: row.cellphone,
    email: row.email,
    eInvoiceScheme: row.e_invoice_scheme,
    eInvoiceAddress: row.e_invoice_address,
    company: null,
    archived: row.archived_at !== null,
  };
}


/**
 * The tenant's number of listed customers (active ones, or the archived ones) and the version of
 * its customers. Count and version are kept by triggers; the few archived customers are
 * counted through their partial index in the same round trip, and so are the matches of a
 * search (`matching`) whose count is not kept.
 */
async function customersState(
  trx: TenantTransaction,
  tenantId: string,
  archived: boolean,
  matching: ListedCustomers | undefined,
): Promise<{ total: number; version: number; matches: number | undefined }> {
  const row = await trx
    .selectFrom('customer_counts')
    .select((eb) => [
      'count',
      'version',
      eb
        .selectFrom('customers')
        .select(sql<number>`count(*)`.as('archived'))
        .where('customers.tenant_id', '=', tenantId)
        .where('customers.archived_at', 'is not', null)
        .as('archived'),
      (matching ? matching.select(sql<number>`count(*)`.as('matches')) : eb.val(null)).as('matches'),
    ])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  const all = Number(row?.count ?? 0);
  const archivedCount = Number(row?.archived ?? 0);
  const matches = row?.matches === null || row?.matches === undefined ? undefined : Number(row.matches);
  return { total: archived ? archivedCount : all - archivedCount, version: Number(row?.version ?? 0), matches };
}

/**
 * Below this share of a tenant's customers a search is sparse: its matches are fetched through
 * the trigram index and sorted. At or above it they are dense enough that walking the sort index
 * and skipping non-matching customers reaches the page sooner than fetching every match.
 */
const DENSE_MATCH_SHARE = 1 / 50;

/**
 * A page of customers. Without search the sort index delivers the page. With search the
 * matches are counted first (the trigram index finds them); the count then decides the plan
 * of the page: for sparse matches the sort expressions are hidden from the planner, which
 * would otherwise walk the sort index through most of the tenant looking for rare matches;
 * for dense ones it may walk it. Pages and match counts are kept for as long as the tenant's
 * customers stay unchanged (see listCache.ts).
 */
export async function listCustomers(
  trx: TenantTransaction,
  tenantId: string,
  query: CustomerListQuery,
  cache: CustomerListCache,
): Promise<CustomerPage> {
  const words = searchWords(query.anyText);
  const tenantRows = trx
    .selectFrom('customers')
    .where('tenant_id', '=', tenantId)
    .where('archived_at', query.archived ? 'is not' : 'is', null);
  const search = anyTextCondition({ folded: 'search_text' }, query.anyText);
  const matching = search && tenantRows.where(search);
  const lastVersion = cache.lastVersion(tenantId);
  const countKept = lastVersion !== undefined && cache.matchCount({ tenantId, version: lastVersion, words, ...query }) !== undefined;
  const { total, version, matches } = await customersState(trx, tenantId, query.archived, countKept ? undefined : matching);
  cache.rememberVersion(tenantId, version);
  const key: CustomerPageKey = { tenantId, version, words, ...query };
  if (matches !== undefined) cache.rememberMatchCount(key, matches);
  const known = cache.page(key);
  if (known) return known;

  const sortExpressions = SORT_EXPRESSIONS[query.sortBy ?? 'LastName'];
  const offset = query.pageIndex * query.pageSize;
  const page = (rows: CustomerRow[], filtered: number): CustomerPage => {
    const answer = { rows: rows.map(toCustomer), filtered, total };
    cache.rememberPage(key, answer);
    return answer;
  };
  const pageOf = async (rows: typeof tenantRows, orderBy: readonly ListExpression[]) =>
    rows
      .select(CUSTOMER_COLUMNS)
      .orderBy(orderByTerms(orderBy, query.sortOrder, 'id'))
      .limit(query.pageSize)
      .offset(offset)
      .execute();

  if (!matching) return page(await pageOf(tenantRows, sortExpressions), total);

  let filtered = cache.matchCount(key);
  if (filtered === undefined) {
    filtered = await countRows(matching);
    cache.rememberMatchCount(key, filtered);
  }
  if (offset >= filtered) return page([], filtered);
  const dense = filtered >= total * DENSE_MATCH_SHARE;
  const orderBy = dense ? sortExpressions : sortExpressions.map((expression) => sql`(${expression} || '')`);
  return page(await pageOf(matching, orderBy), filtered);
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

/** The columns of a customer's data, as written. */
export const customerColumns = (customer: CustomerValues) => ({
  salutation: customer.salutation,
  first_name: customer.firstName,
  last_name: customer.lastName,
  street: customer.address.street,
  house_number: customer.address.houseNumber,
  zip_code: customer.address.zipCode,
  city: customer.address.city,
  phone: customer.phone,
  cellphone: customer.cellphone,
  email: customer.email,
  e_invoice_scheme: customer.eInvoiceScheme,
  e_invoice_address: customer.eInvoiceAddress,
});

/** Creates the customer or replaces its data. */
export async function saveCustomer(trx: TenantTransaction, tenantId: string, customer: CustomerValues): Promise<Customer> {
  const columns = customerColumns(customer);
  const row = await trx
    .insertInto('customers')
    .values({ tenant_id: tenantId, id: customer.id, ...columns })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'id']).doUpdateSet(columns))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCustomer(row);
}

/**
 * Deletes the customer; its jobsites, projects and quotes go with it (foreign key cascade).
 * The caller has checked that it holds no finalized quote, which the database refuses to delete.
 */
export async function deleteCustomer(trx: TenantTransaction, tenantId: string, id: string): Promise<boolean> {
  const { numDeletedRows } = await trx
    .deleteFrom('customers')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return numDeletedRows > 0n;
}
