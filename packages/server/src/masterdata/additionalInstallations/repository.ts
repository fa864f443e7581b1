import type { ADDITIONAL_INSTALLATION_SORT_KEYS, AdditionalInstallation, BillingUnit } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../../db/scopes';
import { deleteOrArchive } from '../../db/deleteOrArchive';
import { toPngDataUrl } from '../icons';
import { containsPattern, sortDirection, windowTotal } from '../../db/listing';
import { currentPrice, recordPrice } from '../priceHistory';

export interface AdditionalInstallationListQuery {
  pageIndex: number;
  pageSize: number;
  sortBy?: (typeof ADDITIONAL_INSTALLATION_SORT_KEYS)[number];
  sortOrder?: 'Asc' | 'Desc';
  anyText?: string;
  title?: string;
}

interface Row {
  id: string;
  title: string;
  description: string;
  unit: BillingUnit;
  icon: Uint8Array | null;
  archived_at: Date | null;
  price: number | null;
}

const toInstallation = (row: Row): AdditionalInstallation => ({
  id: row.id,
  title: row.title,
  description: row.description,
  unit: row.unit,
  price: Number(row.price ?? 0),
  icon: row.icon ? toPngDataUrl(row.icon) : null,
  archived: row.archived_at !== null,
});

const selectInstallations = (trx: TenantTransaction, tenantId: string) =>
  trx
    .selectFrom('additional_installations as a')
    .select([
      'a.id',
      'a.title',
      'a.description',
      'a.unit',
      'a.icon',
      'a.archived_at',
      currentPrice('additionalInstallation', 'a').as('price'),
    ])
    .where('a.tenant_id', '=', tenantId);

/** Not archived ones; `title` and `anyText` both match title or description. */
export async function listAdditionalInstallations(
  trx: TenantTransaction,
  tenantId: string,
  query: AdditionalInstallationListQuery,
) {
  const active = selectInstallations(trx, tenantId).where('a.archived_at', 'is', null);
  const filters = [query.title, query.anyText].filter((text): text is string => Boolean(text));
  const filtered = filters.reduce(
    (q, text) =>
      q.where((eb) =>
        eb.or([eb('a.title', 'ilike', containsPattern(text)), eb('a.description', 'ilike', containsPattern(text))]),
      ),
    active,
  );
  const direction = sortDirection(query.sortOrder);
  const sorted =
    query.sortBy === 'Price'
      ? filtered.orderBy(currentPrice('additionalInstallation', 'a'), direction).orderBy(sql`lower(a.title)`)
      : filtered.orderBy(sql`lower(a.title)`, direction);
  const [rows, total] = await Promise.all([
    sorted
      .select(windowTotal().as('filtered_total'))
      .orderBy('a.id')
      .limit(query.pageSize)
      .offset(query.pageIndex * query.pageSize)
      .execute(),
    trx
      .selectFrom('additional_installations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('tenant_id', '=', tenantId)
      .where('archived_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { installations: rows.map(toInstallation), filteredTotal: rows[0]?.filtered_total ?? 0, total: total.count };
}

/** Also finds archived ones, which configurations still show. */
export async function findAdditionalInstallation(trx: TenantTransaction, tenantId: string, id: string) {
  const row = await selectInstallations(trx, tenantId).where('a.id', '=', id).executeTakeFirst();
  return row && toInstallation(row);
}

export interface AdditionalInstallationToSave {
  id: string;
  title: string;
  description: string;
  unit: BillingUnit;
  price: number;
  icon: Uint8Array | null;
}

export async function saveAdditionalInstallation(
  trx: TenantTransaction,
  tenantId: string,
  installation: AdditionalInstallationToSave,
  priceValidFrom: string,
): Promise<void> {
  const columns = { title: installation.title, description: installation.description, unit: installation.unit, icon: installation.icon };
  await trx
    .insertInto('additional_installations')
    .values({ tenant_id: tenantId, id: installation.id, ...columns })
    .onConflict((oc) => oc.columns(['tenant_id', 'id']).doUpdateSet(columns))
    .execute();
  await recordPrice(trx, 'additionalInstallation', tenantId, installation.id, installation.price, priceValidFrom);
}

/** Deletes one, or archives it while a configuration still lists it. */
export async function deleteAdditionalInstallation(trx: TenantTransaction, tenantId: string, id: string) {
  const row = await trx
    .selectFrom('additional_installations')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (!row) return false;
  await deleteOrArchive(trx, 'additional_installations', tenantId, id);
  return true;
}
