import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { additionalInstallationPrices, componentPrices } from '../masterdata';

export interface ArticleKey {
  supplier: string;
  articleNumber: string;
}

/** The staging rows of an import after `after`, in key order. */
export const keysAfter = (after: ArticleKey | null) =>
  after ? sql`and (a.supplier, a.article_number) > (${after.supplier}, ${after.articleNumber})` : sql``;

/**
 * Compares one chunk of the staged articles with the company's master data, in one statement
 * whose text is the same for every chunk (so the embedded database plans it once): new, price
 * changed, unchanged, or a price change of an article the company does not have, which is listed
 * among the unreadable lines. An article matches the installation, else the additional
 * installation, of its supplier and wholesaler article number; its price per unit is the file's
 * price for its price unit (the staged one, else the matched item's) rounded half up in integers,
 * as `unitPriceCents` computes it, and compared with the item's current price. Answers the last
 * key of the chunk, or null when all are compared.
 */
export async function classifyChunk(trx: TenantTransaction, tenantId: string, importId: string, after: ArticleKey | null, size: number): Promise<ArticleKey | null> {
  const { rows } = await sql<{ supplier: string; article_number: string }>`
    with chunk as (
      select a.supplier, a.article_number, a.file_name, a.line, a.article_group, a.label is null as price_only, a.price_unit, a.price_cents,
        case when c.id is not null then 'Component' when ai.id is not null then 'AdditionalInstallation' end as existing_kind,
        coalesce(c.id, ai.id) as existing_id,
        case when c.id is not null then c.supplier_price_unit else ai.supplier_price_unit end as existing_price_unit,
        case when c.id is not null then c.supplier_article_group else ai.supplier_article_group end as existing_group,
        case when c.id is not null then ${componentPrices.current('c')} else ${additionalInstallationPrices.current('ai')} end as existing_price
      from datanorm_import_articles a
      left join electrical_components c
        on c.tenant_id = a.tenant_id and c.supplier = a.supplier and c.supplier_article_number = a.article_number
      left join additional_installations ai
        on ai.tenant_id = a.tenant_id and ai.supplier = a.supplier and ai.supplier_article_number = a.article_number
      where a.tenant_id = ${tenantId} and a.import_id = ${importId}
        ${keysAfter(after)}
      order by a.supplier, a.article_number
      limit ${size}
    ),
    priced as (
      select chunk.*, (2 * chunk.price_cents + u.price_unit) / (2 * u.price_unit) as unit_price
      from chunk cross join lateral (select coalesce(chunk.price_unit, chunk.existing_price_unit) as price_unit) u
    ),
    classified as (
      select priced.*,
        coalesce(nullif(article_group, ''), existing_group, '') as taken_group,
        case
          when existing_id is null and price_only then 'Unknown'
          when existing_id is null then 'New'
          when existing_price is not null and existing_price = unit_price then 'Unchanged'
          else 'PriceChanged'
        end as outcome
      from priced
    ),
    compared as (
      update datanorm_import_articles a
      set outcome = v.outcome, article_group = v.taken_group, existing_kind = v.existing_kind, existing_id = v.existing_id, unit_price = v.unit_price
      from classified v
      where a.tenant_id = ${tenantId} and a.import_id = ${importId} and a.supplier = v.supplier and a.article_number = v.article_number
    ),
    listed as (
      insert into datanorm_import_problems (tenant_id, import_id, position, file_name, line, reason)
      select ${tenantId}::uuid, ${importId}::uuid,
        (select coalesce(max(p.position), -1) from datanorm_import_problems p where p.tenant_id = ${tenantId} and p.import_id = ${importId})
          + row_number() over (order by u.supplier, u.article_number),
        u.file_name, u.line, 'Artikel ' || u.article_number || ' ist nicht angelegt; seine Preisänderung wird übergangen.'
      from classified u where u.outcome = 'Unknown'
    )
    select supplier, article_number from chunk order by supplier desc, article_number desc limit 1
  `.execute(trx);
  const last = rows[0];
  return last ? { supplier: last.supplier, articleNumber: last.article_number } : null;
}
