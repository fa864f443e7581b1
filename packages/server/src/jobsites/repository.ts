import type { Jobsite, jobsiteEndpoints, QueryOutput } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { pagedList, type ListDefinition } from '../db/listing';
import { tenantRowExists } from '../db/rowExists';

type JobsiteListQuery = QueryOutput<typeof jobsiteEndpoints.list>;
type SortKey = NonNullable<JobsiteListQuery['sortBy']>;

export interface JobsiteValues {
  id: string;
  customerId: string;
  location: Jobsite['location'];
  buildingType: Jobsite['buildingType'];
  comment: string;
}

const JOBSITE_LIST: ListDefinition<SortKey> = {
  sortBy: {
    Address: [sql`lower(jobsites.street)`, sql`lower(jobsites.house_number)`],
    City: [sql`lower(jobsites.city)`, sql`lower(jobsites.street)`],
    Customer: [sql`lower(customers.last_name)`, sql`lower(customers.first_name)`],
  },
  defaultSortBy: 'City',
  idColumn: 'jobsites.id',
  // The list shows the customer's name beside the address, so it is found by it too.
  searchIn: [{ folded: 'jobsites.search_text' }, { folded: 'customers.name_search_text' }],
};

/** Jobsites with their customer's name, of one tenant. */
export const jobsitesWithCustomer = (trx: TenantTransaction, tenantId: string) =>
  trx
    .selectFrom('jobsites')
    .innerJoin('customers', (join) =>
      join.onRef('customers.tenant_id', '=', 'jobsites.tenant_id').onRef('customers.id', '=', 'jobsites.customer_id'),
    )
    .where('jobsites.tenant_id', '=', tenantId)
    .select([
      'jobsites.id',
      'jobsites.street',
      'jobsites.house_number',
      'jobsites.zip_code',
      'jobsites.city',
      'jobsites.building_type',
      'jobsites.comment',
      'customers.id as customer_id',
      'customers.first_name as customer_first_name',
      'customers.last_name as customer_last_name',
    ]);

type JobsiteRow = Awaited<ReturnType<ReturnType<typeof jobsitesWithCustomer>['executeTakeFirstOrThrow']>>;

export function toJobsite(row: JobsiteRow): Jobsite {
  return {
    id: row.id,
    location: { street: row.street, houseNumber: row.house_number, zipCode: row.zip_code, city: row.city },
    buildingType: row.building_type,
    comment: row.comment,
    customer: { id: row.customer_id, firstName: row.customer_first_name, lastName: row.customer_last_name },
  };
}

export async function listJobsites(trx: TenantTransaction, tenantId: string, query: JobsiteListQuery) {
  const listed = query.customerId
    ? jobsitesWithCustomer(trx, tenantId).where('jobsites.customer_id', '=', query.customerId)
    : jobsitesWithCustomer(trx, tenantId).where('customers.archived_at', 'is', null);
  return pagedList({
    listed,
    query: { ...query, anyText: query.anyText ?? query.filter },
    list: JOBSITE_LIST,
    readPage: async (page) => (await page.execute()).map(toJobsite),
  });
}

export async function findJobsite(trx: TenantTransaction, tenantId: string, id: string): Promise<Jobsite | undefined> {
  const row = await jobsitesWithCustomer(trx, tenantId).where('jobsites.id', '=', id).executeTakeFirst();
  return row && toJobsite(row);
}

/** Creates the jobsite or replaces its data; `undefined` when its customer does not exist. */
export async function saveJobsite(
  trx: TenantTransaction,
  tenantId: string,
  jobsite: JobsiteValues,
): Promise<Jobsite | undefined> {
  if (!(await tenantRowExists(trx, 'customers', tenantId, jobsite.customerId))) return undefined;
  const columns = {
    customer_id: jobsite.customerId,
    street: jobsite.location.street,
    house_number: jobsite.location.houseNumber,
    zip_code: jobsite.location.zipCode,
    city: jobsite.location.city,
    building_type: jobsite.buildingType,
    comment: jobsite.comment,
  };
  await trx
    .insertInto('jobsites')
    .values({ tenant_id: tenantId, id: jobsite.id, ...columns })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'id']).doUpdateSet(columns))
    .execute();
  return findJobsite(trx, tenantId, jobsite.id);
}

/** Deletes the jobsite with its projects and quotes. */
export async function deleteJobsite(trx: TenantTransaction, tenantId: string, id: string): Promise<boolean> {
  const { numDeletedRows } = await trx
    .deleteFrom('jobsites')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return numDeletedRows > 0n;
}
