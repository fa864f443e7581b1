import type { Jobsite, jobsiteEndpoints, QueryOutput } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import { countRows, orderByTerms } from '../customers';
import { anyTextCondition } from '../db/listing';

type JobsiteListQuery = QueryOutput<typeof jobsiteEndpoints.list>;
type SortKey = NonNullable<JobsiteListQuery['sortBy']>;

export interface JobsiteValues {
  id: string;
  customerId: string;
  location: Jobsite['location'];
  buildingType: Jobsite['buildingType'];
  comment: string;
}

const SORT_EXPRESSIONS: Record<SortKey, readonly string[]> = {
  Address: ['lower(jobsites.street)', 'lower(jobsites.house_number)'],
  City: ['lower(jobsites.city)', 'lower(jobsites.street)'],
  Customer: ['lower(customers.last_name)', 'lower(customers.first_name)'],
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
  const scoped = query.customerId
    ? jobsitesWithCustomer(trx, tenantId).where('jobsites.customer_id', '=', query.customerId)
    : jobsitesWithCustomer(trx, tenantId).where('customers.archived_at', 'is', null);
  const search = anyTextCondition('jobsites.search_text', query.anyText ?? query.filter, { lowerCased: true });
  const matching = search ? scoped.where(search) : scoped;
  const rows = await matching
    .orderBy(orderByTerms(SORT_EXPRESSIONS[query.sortBy ?? 'City'], query.sortOrder, 'jobsites.id'))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize)
    .execute();
  const filtered = await countRows(matching.clearSelect());
  const total = search ? await countRows(scoped.clearSelect()) : filtered;
  return { rows: rows.map(toJobsite), filtered, total };
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
  const customer = await trx
    .selectFrom('customers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', jobsite.customerId)
    .executeTakeFirst();
  if (!customer) return undefined;
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
