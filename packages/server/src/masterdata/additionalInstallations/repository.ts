import type { AdditionalInstallation, additionalInstallationEndpoints, BillingUnit, QueryOutput } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../../db/scopes';
import { deleteOrArchive } from '../../db/deleteOrArchive';
import { toPngDataUrl } from '../icons';
import { anyTextCondition, pagedList, type ListDefinition } from '../../db/listing';
import { additionalInstallationPrices } from '../priceHistory';

type AdditionalInstallationListQuery = QueryOutput<typeof additionalInstallationEndpoints.list>;

interface Row {
  id: string;
  title: string;
  description: string;
  unit: BillingUnit;
  labour_share_basis_points: number;
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
  labourShareBasisPoints: row.labour_share_basis_points,
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
      'a.labour_share_basis_points',
      'a.icon',
      'a.archived_at',
      additionalInstallationPrices.current('a').as('price'),
    ])
    .where('a.tenant_id', '=', tenantId);

/** Found by title or description, with the search as with the `title` filter. */
const INSTALLATION_LIST: ListDefinition<NonNullable<AdditionalInstallationListQuery['sortBy']>> = {
  sortBy: { Title: [sql`lower(a.title)`], Price: [additionalInstallationPrices.current('a'), sql`lower(a.title)`] },
  defaultSortBy: 'Title',
  idColumn: 'a.id',
  searchIn: ['a.title', 'a.description'],
};

export async function listAdditionalInstallations(
  trx: TenantTransaction,
  tenantId: string,
  query: AdditionalInstallationListQuery,
) {
  return pagedList({
    listed: selectInstallations(trx, tenantId).where('a.archived_at', 'is', null),
    query,
    list: INSTALLATION_LIST,
    filter: anyTextCondition(INSTALLATION_LIST.searchIn, query.title),
    readPage: async (page) => (await page.execute()).map(toInstallation),
  });
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
  labourShareBasisPoints: number;
  icon: Uint8Array | null;
}

export async function saveAdditionalInstallation(
  trx: TenantTransaction,
  tenantId: string,
  installation: AdditionalInstallationToSave,
  priceValidFrom: string,
): Promise<void> {
  const columns = {
    title: installation.title,
    description: installation.description,
    unit: installation.unit,
    labour_share_basis_points: installation.labourShareBasisPoints,
    icon: installation.icon,
  };
  await trx
    .insertInto('additional_installations')
    .values({ tenant_id: tenantId, id: installation.id, ...columns })
    .onConflict((oc) => oc.columns(['tenant_id', 'id']).doUpdateSet(columns))
    .execute();
  await additionalInstallationPrices.record(trx, tenantId, installation.id, { price: installation.price }, priceValidFrom);
}

/** Deletes one, or archives it while a configuration still lists it. */
export async function deleteAdditionalInstallation(trx: TenantTransaction, tenantId: string, id: string) {
  return (await deleteOrArchive(trx, 'additional_installations', tenantId, id)) !== 'not-found';
}
