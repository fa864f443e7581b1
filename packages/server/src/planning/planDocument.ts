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

/** Saves the document unless a save with the same or a higher version came first; answers whether it did. */
export async function savePlanDocument(
  trx: TenantTransaction,
  tenantId: string,
  floorId: string,
  { version, document }: PlanDocument,
): Promise<boolean> {
  const saved = await trx
    .updateTable('floors')
    .set({ plan_document: JSON.stringify(document), plan_document_version: version })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', floorId)
    .where('plan_document_version', '<', version)
    .returning('id')
    .executeTakeFirst();
  return saved !== undefined;
}
