import type { BillingUnit, COMPONENT_SORT_KEYS, CoverKind, ElectricalComponent, Tag } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../../db/scopes';
import { deleteOrArchive } from '../../db/deleteOrArchive';
import { toPngDataUrl } from '../icons';
import { containsPattern, sortDirection, windowTotal } from '../../db/listing';
import { currentPrice, recordPrice } from '../priceHistory';
import { ensureTags, tagsOfComponents } from './tagRepository';

export interface ComponentListQuery {
  pageIndex: number;
  pageSize: number;
  sortBy?: (typeof COMPONENT_SORT_KEYS)[number];
  sortOrder?: 'Asc' | 'Desc';
  anyText?: string;
  label?: string;
}

interface ComponentRow {
  id: string;
  label: string;
  description: string;
  unit: BillingUnit;
  icon: Uint8Array;
  cover_kind: CoverKind;
  archived_at: Date | null;
  price: number | null;
}

const selectComponents = (trx: TenantTransaction, tenantId: string) =>
  trx
    .selectFrom('electrical_components as c')
    .select(['c.id', 'c.label', 'c.description', 'c.unit', 'c.icon', 'c.cover_kind', 'c.archived_at', currentPrice('component', 'c').as('price')])
    .where('c.tenant_id', '=', tenantId);

async function withTags(trx: TenantTransaction, tenantId: string, rows: ComponentRow[]): Promise<ElectricalComponent[]> {
  const tags = await tagsOfComponents(
    trx,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    description: row.description,
    unit: row.unit,
    price: Number(row.price ?? 0),
    icon: toPngDataUrl(row.icon),
    tags: { tags: tags.get(row.id) ?? [] },
    coverKind: row.cover_kind,
    archived: row.archived_at !== null,
  }));
}

/** Installations that are not archived; `anyText` matches label or tag, `label` the label. */
export async function listComponents(trx: TenantTransaction, tenantId: string, query: ComponentListQuery) {
  const active = selectComponents(trx, tenantId).where('c.archived_at', 'is', null);
  let filtered = query.label ? active.where('c.label', 'ilike', containsPattern(query.label)) : active;
  if (query.anyText) {
    const pattern = containsPattern(query.anyText);
    filtered = filtered.where((eb) =>
      eb.or([
        eb('c.label', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('electrical_component_tags as ct')
            .innerJoin('tags as t', (join) => join.onRef('t.tenant_id', '=', 'ct.tenant_id').onRef('t.id', '=', 'ct.tag_id'))
            .whereRef('ct.tenant_id', '=', 'c.tenant_id')
            .whereRef('ct.component_id', '=', 'c.id')
            .where('t.name', 'ilike', pattern),
        ),
      ]),
    );
  }
  const direction = sortDirection(query.sortOrder);
  const sorted =
    query.sortBy === 'Price'
      ? filtered.orderBy(currentPrice('component', 'c'), direction).orderBy(sql`lower(c.label)`)
      : filtered.orderBy(sql`lower(c.label)`, direction);
  const [rows, total] = await Promise.all([
    sorted
      .select(windowTotal().as('filtered_total'))
      .orderBy('c.id')
      .limit(query.pageSize)
      .offset(query.pageIndex * query.pageSize)
      .execute(),
    trx
      .selectFrom('electrical_components')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('tenant_id', '=', tenantId)
      .where('archived_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    components: await withTags(trx, tenantId, rows),
    filteredTotal: rows[0]?.filtered_total ?? 0,
    total: total.count,
  };
}

/** Also finds archived installations, which plans and quotes still show. */
export async function findComponent(trx: TenantTransaction, tenantId: string, id: string) {
  const row = await selectComponents(trx, tenantId).where('c.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [component] = await withTags(trx, tenantId, [row]);
  return component;
}

export interface ComponentToSave {
  id: string;
  label: string;
  description: string;
  unit: BillingUnit;
  price: number;
  /** New icon bytes, or null to keep the stored icon. */
  icon: Uint8Array | null;
  tags: Tag[];
  coverKind: CoverKind;
}

export type SaveComponentOutcome = 'saved' | 'iconMissing';

/** Creates or replaces an installation with its tags and records its price from `priceValidFrom`. */
export async function saveComponent(
  trx: TenantTransaction,
  tenantId: string,
  component: ComponentToSave,
  priceValidFrom: string,
): Promise<SaveComponentOutcome> {
  const columns = { label: component.label, description: component.description, unit: component.unit, cover_kind: component.coverKind };
  if (component.icon) {
    await trx
      .insertInto('electrical_components')
      .values({ tenant_id: tenantId, id: component.id, icon: component.icon, ...columns })
      .onConflict((oc) => oc.columns(['tenant_id', 'id']).doUpdateSet({ ...columns, icon: component.icon ?? undefined }))
      .execute();
  } else {
    const { numUpdatedRows } = await trx
      .updateTable('electrical_components')
      .set(columns)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', component.id)
      .executeTakeFirstOrThrow();
    if (numUpdatedRows === 0n) return 'iconMissing';
  }
  const tagIds = await ensureTags(trx, tenantId, component.tags);
  await trx
    .deleteFrom('electrical_component_tags')
    .where('tenant_id', '=', tenantId)
    .where('component_id', '=', component.id)
    .execute();
  if (tagIds.length > 0) {
    await trx
      .insertInto('electrical_component_tags')
      .values(tagIds.map((tagId) => ({ tenant_id: tenantId, component_id: component.id, tag_id: tagId })))
      .execute();
  }
  await recordPrice(trx, 'component', tenantId, component.id, component.price, priceValidFrom);
  return 'saved';
}

/** Deletes an installation, or archives it while a specification or plan uses it. */
export async function deleteComponent(trx: TenantTransaction, tenantId: string, id: string): Promise<boolean> {
  const row = await trx
    .selectFrom('electrical_components')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (!row) return false;
  await deleteOrArchive(trx, 'electrical_components', tenantId, id);
  return true;
}
