import { randomUUID } from 'node:crypto';
import { FIRST_CONFIGURATION_NAME } from '@planner/api';
import type { BodyOutput, Project, projectEndpoints, PropertyDeveloperType, QueryOutput } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { tenantRowExists } from '../db/rowExists';
import { favoritePreviewColumns, favoritePreviewRow, insertFirstConfiguration, markFavorite, withTotals } from '../configurations';
import { pagedList, type ListDefinition } from '../db/listing';
import { jobsitesWithCustomer, toJobsite } from '../jobsites';

type ProjectListQuery = QueryOutput<typeof projectEndpoints.favorites> & { archived?: boolean };
type SortKey = NonNullable<ProjectListQuery['sortBy']>;
export type ProjectValues = BodyOutput<typeof projectEndpoints.put>;

/**
 * A project is found by what its list shows: its name, its customer's name and its jobsite's
 * street and city; with a search, the best matches of its name come first.
 */
const PROJECT_LIST: ListDefinition<SortKey> = {
  sortBy: {
    Name: [sql`lower(projects.name)`],
    Customer: [sql`lower(customers.last_name)`, sql`lower(customers.first_name)`],
    Jobsite: [sql`lower(jobsites.city)`, sql`lower(jobsites.street)`],
    LastModified: [sql`projects.updated_at`],
  },
  defaultSortBy: 'Name',
  idColumn: 'projects.id',
  searchIn: [{ folded: 'projects.search_text' }, { folded: 'customers.name_search_text' }, { folded: 'jobsites.place_search_text' }],
  rankBy: sql.ref('projects.search_text'),
};

/** Projects of one tenant with jobsite, customer and the preview of the favorite quote (without its total). */
const projectRows = (trx: TenantTransaction, tenantId: string) =>
  jobsitesWithCustomer(trx, tenantId)
    .innerJoin('projects', (join) =>
      join.onRef('projects.tenant_id', '=', 'jobsites.tenant_id').onRef('projects.jobsite_id', '=', 'jobsites.id'),
    )
    .innerJoin('configurations as favorite', (join) =>
      join
        .onRef('favorite.tenant_id', '=', 'projects.tenant_id')
        .onRef('favorite.project_id', '=', 'projects.id')
        .on('favorite.is_favorite', '=', true),
    )
    .select([
      'projects.id as project_id',
      'projects.name as project_name',
      'projects.property_developer_type',
      'projects.company_id',
      'projects.contact_person_id',
      'projects.construction_specification_id',
      'projects.archived_at as project_archived_at',
      ...favoritePreviewColumns,
      (eb) =>
        eb
          .selectFrom('configurations')
          .select(sql<number>`count(*)`.as('count'))
          .whereRef('configurations.tenant_id', '=', 'projects.tenant_id')
          .whereRef('configurations.project_id', '=', 'projects.id')
          .as('configuration_count'),
    ]);

type ProjectRow = Awaited<ReturnType<ReturnType<typeof projectRows>['executeTakeFirstOrThrow']>>;

function propertyDeveloperType(row: ProjectRow): PropertyDeveloperType {
  if (row.property_developer_type === 'PrivateConstruction') return { type: 'PrivateConstruction' };
  return {
    type: 'DeveloperConstruction',
    companyId: row.company_id ?? '',
    contactPersonId: row.contact_person_id ?? '',
    constructionSpecificationId: row.construction_specification_id ?? '',
  };
}

async function toProjects(trx: TenantTransaction, tenantId: string, rows: readonly ProjectRow[]): Promise<Project[]> {
  const favorites = await withTotals(trx, tenantId, rows.map(favoritePreviewRow));
  return rows.map((row, index) => ({
    id: row.project_id,
    name: row.project_name,
    jobsiteId: row.id,
    jobsite: toJobsite(row),
    propertyDeveloperType: propertyDeveloperType(row),
    favoriteConfigurationId: row.favorite_configuration_id,
    favoriteConfiguration: favorites[index]!,
    configurationCount: Number(row.configuration_count),
    archived: row.project_archived_at !== null,
  }));
}

/**
 * A page of projects, optionally of one customer (archived ones included, marked); `byLastChange`
 * for the dashboard. Otherwise only active projects, or with `archived` only the archived ones:
 * archived themselves or through their customer.
 */
export async function listProjects(
  trx: TenantTransaction,
  tenantId: string,
  query: ProjectListQuery,
  options: { customerId?: string; byLastChange?: boolean } = {},
) {
  const scoped = options.customerId
    ? projectRows(trx, tenantId).where('jobsites.customer_id', '=', options.customerId)
    : projectRows(trx, tenantId).where((eb) =>
        query.archived
          ? eb.or([eb('projects.archived_at', 'is not', null), eb('customers.archived_at', 'is not', null)])
          : eb.and([eb('projects.archived_at', 'is', null), eb('customers.archived_at', 'is', null)]),
      );
  const sorting = options.byLastChange ? { sortBy: 'LastModified' as const, sortOrder: 'Desc' as const } : {};
  return pagedList({
    listed: scoped,
    query: { ...query, ...sorting },
    list: PROJECT_LIST,
    readPage: async (page) => toProjects(trx, tenantId, await page.execute()),
  });
}

export async function findProject(trx: TenantTransaction, tenantId: string, id: string): Promise<Project | undefined> {
  const row = await projectRows(trx, tenantId).where('projects.id', '=', id).executeTakeFirst();
  return row && (await toProjects(trx, tenantId, [row]))[0];
}

export const developerColumns = (order: PropertyDeveloperType) =>
  order.type === 'DeveloperConstruction'
    ? {
        property_developer_type: order.type,
        company_id: order.companyId,
        contact_person_id: order.contactPersonId,
        construction_specification_id: order.constructionSpecificationId,
      }
    : {
        property_developer_type: order.type,
        company_id: null,
        contact_person_id: null,
        construction_specification_id: null,
      };

/**
 * Creates the project with its first quote (the favorite), or changes it and marks the
 * given quote as favorite. The caller has checked the jobsite and the developer order.
 * `false`, with nothing written, when the favorite is not a quote of this project (or,
 * for a new project, its id is taken).
 */
export async function saveProject(trx: TenantTransaction, tenantId: string, project: ProjectValues): Promise<boolean> {
  const columns = { name: project.name, jobsite_id: project.jobsiteId, ...developerColumns(project.propertyDeveloperType) };
  const existing = await trx
    .selectFrom('projects')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', project.id)
    .executeTakeFirst();
  if (!existing) {
    const configurationId = project.favoriteConfigurationId ?? randomUUID();
    if (await tenantRowExists(trx, 'configurations', tenantId, configurationId)) return false;
    await trx.insertInto('projects').values({ tenant_id: tenantId, id: project.id, ...columns }).execute();
    await insertFirstConfiguration(trx, tenantId, project.id, configurationId, FIRST_CONFIGURATION_NAME);
    return true;
  }
  if (project.favoriteConfigurationId && !(await markFavorite(trx, tenantId, project.id, project.favoriteConfigurationId))) {
    return false;
  }
  await trx
    .updateTable('projects')
    .set({ ...columns, updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', project.id)
    .execute();
  return true;
}

/** Deletes the project with its quotes; the caller has checked that none of them is finalized. */
export async function deleteProject(trx: TenantTransaction, tenantId: string, id: string): Promise<boolean> {
  const { numDeletedRows } = await trx
    .deleteFrom('projects')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return numDeletedRows > 0n;
}
