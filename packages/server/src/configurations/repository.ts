import { randomUUID } from 'node:crypto';
import type { ConfigurationPreview } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { tenantRowExists } from '../db/rowExists';
import { copyCheckout } from '../checkout';
import { copyConfigurationPlanning } from '../planning';
import { configurationPreviews, findConfigurationPreview, withTotals } from './previews';

export type DeleteConfigurationOutcome = 'deleted' | 'not-found' | 'last' | 'favorite' | 'finalized';

/** Marks the project as worked on, for the dashboard's recent projects. */
export async function touchProject(trx: TenantTransaction, tenantId: string, projectId: string): Promise<void> {
  await trx
    .updateTable('projects')
    .set({ updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', projectId)
    .execute();
}

export async function listProjectConfigurations(
  trx: TenantTransaction,
  tenantId: string,
  projectId: string,
): Promise<ConfigurationPreview[] | undefined> {
  if (!(await tenantRowExists(trx, 'projects', tenantId, projectId))) return undefined;
  const rows = await configurationPreviews(trx, tenantId).where('configurations.project_id', '=', projectId).execute();
  return withTotals(trx, tenantId, rows);
}

/**
 * Creates a quote of the project (never its favorite) or renames an existing one.
 * `undefined` when the project is unknown or the quote belongs to another project.
 */
export async function saveConfiguration(
  trx: TenantTransaction,
  tenantId: string,
  input: { id: string; projectId: string; name: string },
): Promise<ConfigurationPreview | 'finalized' | undefined> {
  const existing = await trx
    .selectFrom('configurations')
    .select(['project_id', 'status', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', input.id)
    .forUpdate()
    .executeTakeFirst();
  if (existing) {
    if (existing.project_id !== input.projectId) return undefined;
    // The name of a sent quote is in its PDF; a quote waiting for approval is read-only too.
    if (existing.status !== 'InProgress') {
      return existing.name === input.name ? findConfigurationPreview(trx, tenantId, input.id) : 'finalized';
    }
    await trx
      .updateTable('configurations')
      .set({ name: input.name })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', input.id)
      .execute();
  } else {
    if (!(await tenantRowExists(trx, 'projects', tenantId, input.projectId))) return undefined;
    await trx
      .insertInto('configurations')
      .values({ tenant_id: tenantId, id: input.id, project_id: input.projectId, name: input.name })
      .execute();
  }
  await touchProject(trx, tenantId, input.projectId);
  return findConfigurationPreview(trx, tenantId, input.id);
}

/** The first quote of a new project, its favorite. */
export async function insertFirstConfiguration(
  trx: TenantTransaction,
  tenantId: string,
  projectId: string,
  id: string,
  name: string,
): Promise<void> {
  await trx
    .insertInto('configurations')
    .values({ tenant_id: tenantId, id, project_id: projectId, name, is_favorite: true })
    .execute();
}

/** Makes the quote the project's only favorite; `false` when it is not a quote of that project. */
export async function markFavorite(
  trx: TenantTransaction,
  tenantId: string,
  projectId: string,
  configurationId: string,
): Promise<boolean> {
  const target = await trx
    .selectFrom('configurations')
    .select('is_favorite')
    .where('tenant_id', '=', tenantId)
    .where('project_id', '=', projectId)
    .where('id', '=', configurationId)
    .executeTakeFirst();
  if (!target) return false;
  if (target.is_favorite) return true;
  await trx
    .updateTable('configurations')
    .set({ is_favorite: false })
    .where('tenant_id', '=', tenantId)
    .where('project_id', '=', projectId)
    .where('is_favorite', '=', true)
    .execute();
  await trx
    .updateTable('configurations')
    .set({ is_favorite: true })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', configurationId)
    .execute();
  return true;
}

/** Copies the quote as a new, editable quote of the same project; `undefined` when unknown. */
export async function cloneConfiguration(
  trx: TenantTransaction,
  tenantId: string,
  sourceId: string,
  name: string,
): Promise<string | undefined> {
  const source = await trx
    .selectFrom('configurations')
    .select('project_id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', sourceId)
    .executeTakeFirst();
  if (!source) return undefined;
  const id = randomUUID();
  await trx.insertInto('configurations').values({ tenant_id: tenantId, id, project_id: source.project_id, name }).execute();
  await copyConfigurationPlanning(trx, tenantId, sourceId, id);
  await copyCheckout(trx, tenantId, sourceId, id);
  await touchProject(trx, tenantId, source.project_id);
  return id;
}

/** Deletes a quote unless it is finalized (kept for good), the project's last one or its favorite. */
export async function deleteConfiguration(
  trx: TenantTransaction,
  tenantId: string,
  id: string,
): Promise<DeleteConfigurationOutcome> {
  const target = await trx
    .selectFrom('configurations')
    .select(['project_id', 'is_favorite', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!target) return 'not-found';
  if (target.status === 'Finalized') return 'finalized';
  const { count } = await trx
    .selectFrom('configurations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('project_id', '=', target.project_id)
    .executeTakeFirstOrThrow();
  if (count <= 1) return 'last';
  if (target.is_favorite) return 'favorite';
  await trx.deleteFrom('configurations').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  await touchProject(trx, tenantId, target.project_id);
  return 'deleted';
}

