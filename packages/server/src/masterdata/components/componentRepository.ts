import type { BillingUnit, componentEndpoints, CoverKind, ElectricalComponent, QueryOutput, Tag } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../../db/scopes';
import { deleteOrArchive } from '../../db/deleteOrArchive';
import { toPngDataUrl } from '../icons';
import { anyTextCondition, pagedList, type ListDefinition } from '../../db/listing';
import { componentPrices } from '../priceHistory';
import { ensureTags, tagsOfComponents } from './tagRepository';

type ComponentListQuery = QueryOutput<typeof componentEndpoints.list>;

interface ComponentRow {
  id: string;
  label: string;
  description: string;
  unit: BillingUnit;
  labour_share_basis_points: number;
  icon: Uint8Array;
  cover_kind: CoverKind;
  archived_at: Date | null;
  price: number | null;
}

const selectComponents = (trx: TenantTransaction, tenantId: string) =>
  trx
    .selectFrom('electrical_components as c')
    .select(['c.id', 'c.label', 'c.description', 'c.unit', 'c.labour_share_basis_points', 'c.icon', 'c.cover_kind', 'c.archived_at', componentPrices.current('c').as('price')])
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
    labourShareBasisPoints: row.labour_share_basis_points,
    icon: toPngDataUrl(row.icon),
    tags: { tags: tags.get(row.id) ?? [] },
    coverKind: row.cover_kind,
    archived: row.archived_at !== null,
  }));
}

/** An installation is found by its label or one of its tags. */
const COMPONENT_LIST: ListDefinition<NonNullable<ComponentListQuery['sortBy']>> = {
  sortBy: { Label: [sql`lower(c.label)`], Price: [componentPrices.current('c'), sql`lower(c.label)`] },
  defaultSortBy: 'Label',
  idColumn: 'c.id',
  searchIn: [
    'c.label',
    (pattern) => sql<boolean>`exists (
      select from electrical_component_tags ct
      join tags t on t.tenant_id = ct.tenant_id and t.id = ct.tag_id
      where ct.tenant_id = c.tenant_id and ct.component_id = c.id and search_fold(t.name) like ${pattern}
    )`,
  ],
};

export async function listComponents(trx: TenantTransaction, tenantId: string, query: ComponentListQuery) {
  return pagedList({
    listed: selectComponents(trx, tenantId).where('c.archived_at', 'is', null),
    query,
    list: COMPONENT_LIST,
    filter: anyTextCondition('c.label', query.label),
    readPage: async (page) => withTags(trx, tenantId, await page.execute()),
  });
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
  labourShareBasisPoints: number;
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
  const columns = {
    label: component.label,
    description: component.description,
    unit: component.unit,
    labour_share_basis_points: component.labourShareBasisPoints,
    cover_kind: component.coverKind,
  };
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
  await componentPrices.record(trx, tenantId, component.id, { price: component.price }, priceValidFrom);
  return 'saved';
}

/** Deletes an installation, or archives it while a specification or plan uses it. */
export async function deleteComponent(trx: TenantTransaction, tenantId: string, id: string): Promise<boolean> {
  return (await deleteOrArchive(trx, 'electrical_components', tenantId, id)) !== 'not-found';
}
