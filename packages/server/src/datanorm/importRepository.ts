import { DATANORM_LISTED_PROBLEMS, type DatanormArticleGroup, type DatanormImport, type DatanormTarget } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';

interface GroupRow {
  supplier: string;
  article_group: string;
  new_articles: string;
  price_changes: string;
  unchanged: string;
  remembered_target: DatanormTarget | null;
}

async function groupsOf(trx: TenantTransaction, tenantId: string, importId: string): Promise<DatanormArticleGroup[]> {
  const { rows } = await sql<GroupRow>`
    select a.supplier, a.article_group,
      count(*) filter (where a.outcome = 'New') as new_articles,
      count(*) filter (where a.outcome = 'PriceChanged') as price_changes,
      count(*) filter (where a.outcome = 'Unchanged') as unchanged,
      min(t.target) as remembered_target
    from datanorm_import_articles a
    left join datanorm_group_targets t on t.tenant_id = a.tenant_id and t.supplier = a.supplier and t.article_group = a.article_group
    where a.tenant_id = ${tenantId} and a.import_id = ${importId} and a.outcome in ('New', 'PriceChanged', 'Unchanged')
    group by a.supplier, a.article_group
    order by a.supplier, a.article_group
  `.execute(trx);
  return rows.map((row) => ({
    supplier: row.supplier,
    articleGroup: row.article_group,
    newArticles: Number(row.new_articles),
    priceChanges: Number(row.price_changes),
    unchanged: Number(row.unchanged),
    rememberedTarget: row.remembered_target,
  }));
}

/** An import with its progress and, once read, its preview; undefined for another company's or an unknown id. */
export async function findImport(trx: TenantTransaction, tenantId: string, importId: string): Promise<DatanormImport | undefined> {
  const row = await trx
    .selectFrom('datanorm_imports')
    .select(['id', 'file_name', 'status', 'done', 'total', 'error', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', importId)
    .executeTakeFirst();
  if (!row) return undefined;
  const [groups, problems, problemCount] = await Promise.all([
    groupsOf(trx, tenantId, importId),
    trx
      .selectFrom('datanorm_import_problems')
      .select(['file_name as fileName', 'line', 'reason'])
      .where('tenant_id', '=', tenantId)
      .where('import_id', '=', importId)
      .orderBy('position')
      .limit(DATANORM_LISTED_PROBLEMS)
      .execute(),
    trx
      .selectFrom('datanorm_import_problems')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('tenant_id', '=', tenantId)
      .where('import_id', '=', importId)
      .executeTakeFirstOrThrow(),
  ]);
  const sum = (pick: (group: DatanormArticleGroup) => number) => groups.reduce((total, group) => total + pick(group), 0);
  return {
    id: row.id,
    fileName: row.file_name,
    status: row.status,
    done: row.done,
    total: row.total,
    error: row.error,
    counts: {
      new: sum((group) => group.newArticles),
      priceChanged: sum((group) => group.priceChanges),
      unchanged: sum((group) => group.unchanged),
      unreadable: Number(problemCount.count),
    },
    groups,
    problems,
    createdAt: row.created_at.toISOString(),
  };
}

/** The company's newest import, to show again after the page was left. */
export async function latestImportId(trx: TenantTransaction, tenantId: string): Promise<string | undefined> {
  const row = await trx
    .selectFrom('datanorm_imports')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** An import of the company that is still reading or writing; a company runs one at a time. */
export async function runningImport(trx: TenantTransaction, tenantId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('datanorm_imports')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', ['Reading', 'Importing', 'Cancelling'])
    .executeTakeFirst();
  return row !== undefined;
}

export async function setStatus(
  trx: TenantTransaction,
  tenantId: string,
  importId: string,
  changes: { status?: DatanormImport['status']; done?: number; total?: number; error?: string | null },
): Promise<void> {
  await trx.updateTable('datanorm_imports').set(changes).where('tenant_id', '=', tenantId).where('id', '=', importId).execute();
}

export async function cancelRequested(trx: TenantTransaction, tenantId: string, importId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('datanorm_imports')
    .select('cancel_requested')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', importId)
    .executeTakeFirst();
  return row?.cancel_requested ?? true;
}
