import type { DatanormTarget } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { additionalInstallationPrices, componentPrices } from '../masterdata';
import { unitPriceCents, type PriceUnit } from './parser/prices';

export interface ArticleKey {
  supplier: string;
  articleNumber: string;
}

interface StagedRow {
  supplier: string;
  article_number: string;
  file_name: string;
  line: number;
  article_group: string;
  price_only: boolean;
  price_unit: number | null;
  price_cents: string;
  component_id: string | null;
  component_price_unit: number | null;
  component_group: string | null;
  component_price: string | null;
  additional_id: string | null;
  additional_price_unit: number | null;
  additional_group: string | null;
  additional_price: string | null;
}

type Outcome = 'New' | 'PriceChanged' | 'Unchanged' | 'Unknown';

interface Classified {
  key: ArticleKey;
  outcome: Outcome;
  articleGroup: string;
  existingKind: DatanormTarget | null;
  existingId: string | null;
  unitPrice: number | null;
}

function classify(row: StagedRow): Classified {
  const key = { supplier: row.supplier, articleNumber: row.article_number };
  const existing = row.component_id
    ? { kind: 'Component' as const, id: row.component_id, priceUnit: row.component_price_unit, group: row.component_group, price: row.component_price }
    : row.additional_id
      ? { kind: 'AdditionalInstallation' as const, id: row.additional_id, priceUnit: row.additional_price_unit, group: row.additional_group, price: row.additional_price }
      : null;
  const priceUnit = (row.price_unit ?? existing?.priceUnit ?? null) as PriceUnit | null;
  const unitPrice = priceUnit === null ? null : unitPriceCents(Number(row.price_cents), priceUnit);
  const articleGroup = row.article_group || existing?.group || '';
  if (!existing) {
    return { key, outcome: row.price_only ? 'Unknown' : 'New', articleGroup, existingKind: null, existingId: null, unitPrice };
  }
  const outcome = existing.price !== null && Number(existing.price) === unitPrice ? 'Unchanged' : 'PriceChanged';
  return { key, outcome, articleGroup, existingKind: existing.kind, existingId: existing.id, unitPrice };
}

/** The staging rows of an import after `after`, in key order. */
export const keysAfter = (after: ArticleKey | null) =>
  after ? sql`and (a.supplier, a.article_number) > (${after.supplier}, ${after.articleNumber})` : sql``;

/** The next chunk of staged articles after `after`, with the installation or additional installation it matches. */
async function readChunk(trx: TenantTransaction, tenantId: string, importId: string, after: ArticleKey | null, size: number): Promise<StagedRow[]> {
  const { rows } = await sql<StagedRow>`
    select a.supplier, a.article_number, a.file_name, a.line, a.article_group, a.label is null as price_only, a.price_unit, a.price_cents,
      c.id as component_id, c.supplier_price_unit as component_price_unit, c.supplier_article_group as component_group,
      ${componentPrices.current('c')} as component_price,
      ai.id as additional_id, ai.supplier_price_unit as additional_price_unit, ai.supplier_article_group as additional_group,
      ${additionalInstallationPrices.current('ai')} as additional_price
    from datanorm_import_articles a
    left join electrical_components c
      on c.tenant_id = a.tenant_id and c.supplier = a.supplier and c.supplier_article_number = a.article_number
    left join additional_installations ai
      on ai.tenant_id = a.tenant_id and ai.supplier = a.supplier and ai.supplier_article_number = a.article_number
    where a.tenant_id = ${tenantId} and a.import_id = ${importId}
      ${keysAfter(after)}
    order by a.supplier, a.article_number
    limit ${size}
  `.execute(trx);
  return rows;
}

/**
 * Compares one chunk of the staged articles with the company's master data: new, price
 * changed, unchanged, or a price change of an article the company does not have. Answers the
 * last key of the chunk, or null when all are compared.
 */
export async function classifyChunk(trx: TenantTransaction, tenantId: string, importId: string, after: ArticleKey | null, size: number): Promise<ArticleKey | null> {
  const rows = await readChunk(trx, tenantId, importId, after, size);
  if (rows.length === 0) return null;
  const classified = rows.map(classify);
  const values = sql.join(
    classified.map((row) => sql`(${row.key.supplier}, ${row.key.articleNumber}, ${row.outcome}, ${row.articleGroup}, ${row.existingKind}, ${row.existingId}::uuid, ${row.unitPrice}::bigint)`),
  );
  await sql`
    update datanorm_import_articles a
    set outcome = v.outcome, article_group = v.article_group, existing_kind = v.existing_kind, existing_id = v.existing_id, unit_price = v.unit_price
    from (values ${values}) as v (supplier, article_number, outcome, article_group, existing_kind, existing_id, unit_price)
    where a.tenant_id = ${tenantId} and a.import_id = ${importId} and a.supplier = v.supplier and a.article_number = v.article_number
  `.execute(trx);
  const unknown = rows.filter((_, index) => classified[index]?.outcome === 'Unknown');
  if (unknown.length > 0) {
    const { rows: [next] } = await sql<{ position: number }>`
      select coalesce(max(position), -1) + 1 as position from datanorm_import_problems where tenant_id = ${tenantId} and import_id = ${importId}
    `.execute(trx);
    await trx
      .insertInto('datanorm_import_problems')
      .values(unknown.map((row, index) => ({
        tenant_id: tenantId, import_id: importId, position: (next?.position ?? 0) + index, file_name: row.file_name, line: row.line,
        reason: `Artikel ${row.article_number} ist nicht angelegt; seine Preisänderung wird übergangen.`,
      })))
      .execute();
  }
  const last = rows.at(-1) as StagedRow;
  return { supplier: last.supplier, articleNumber: last.article_number };
}
