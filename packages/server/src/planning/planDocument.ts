import type { PlanDocument, SavedPlanDocument } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';

export async function findPlanDocument(
  trx: TenantTransaction,
  tenantId: string,
  floorId: string,
): Promise<SavedPlanDocument | undefined> {
  const row = await trx
    .selectFrom('floors')
    .select(['plan_document', 'plan_document_version'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', floorId)
    .executeTakeFirst();
  return row && { version: row.plan_document_version, document: row.plan_document };
}

/**
 * Saves the document as `version` when the floor is still at the version before it (the one the
 * save was based on); answers whether it did. Anything saved in between wins until the person
 * decides otherwise, so no save silently overwrites another.
 */
export async function savePlanDocument(
  trx: TenantTransaction,
  tenantId: string,
  floorId: string,
  { version, document }: Pick<PlanDocument, 'version' | 'document'>,
): Promise<boolean> {
  const saved = await trx
    .updateTable('floors')
    .set({ plan_document: JSON.stringify(document), plan_document_version: version })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', floorId)
    .where('plan_document_version', '=', version - 1)
    .returning('id')
    .executeTakeFirst();
  return saved !== undefined;
}
