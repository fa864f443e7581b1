import type { TenantTransaction } from '../db/scopes';

/** What finalized quotes can belong to. */
export type QuoteOwner = { customerId: string } | { projectId: string };

/** Whether the customer or project holds a finalized quote, which must be kept (migration 0013). */
export async function hasFinalizedQuotes(trx: TenantTransaction, tenantId: string, owner: QuoteOwner): Promise<boolean> {
  const quotes = trx.selectFrom('quotes').select('quotes.id').where('quotes.tenant_id', '=', tenantId);
  const scoped =
    'projectId' in owner
      ? quotes.where('quotes.project_id', '=', owner.projectId)
      : quotes
          .innerJoin('projects', (join) => join.onRef('projects.tenant_id', '=', 'quotes.tenant_id').onRef('projects.id', '=', 'quotes.project_id'))
          .innerJoin('jobsites', (join) =>
            join.onRef('jobsites.tenant_id', '=', 'projects.tenant_id').onRef('jobsites.id', '=', 'projects.jobsite_id'),
          )
          .where('jobsites.customer_id', '=', owner.customerId);
  return (await scoped.limit(1).executeTakeFirst()) !== undefined;
}
