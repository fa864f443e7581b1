import type { BodyOutput, ConfigurationAdditionalInstallation, configurationAdditionalInstallationEndpoints } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import { tenantRowExists } from '../db/rowExists';
import { additionalInstallationPrices } from '../masterdata';
import { today } from '../pricing';

/** The additional installations of the given configurations with unit prices as of `day` (today), in the order added, as a query. */
export const additionalInstallationsOfConfigurationsQuery = (trx: TenantTransaction, tenantId: string, configurationIds: readonly string[], day = today()) =>
  trx
    .selectFrom('configuration_additional_installations as c')
    .innerJoin('additional_installations as a', (join) =>
      join.onRef('a.tenant_id', '=', 'c.tenant_id').onRef('a.id', '=', 'c.additional_installation_id'),
    )
    .select([
      'c.id',
      'c.configuration_id',
      'c.additional_installation_id',
      'c.amount',
      'c.vat_category',
      'a.title',
      'a.description',
      'a.unit',
      'a.labour_share_basis_points',
      additionalInstallationPrices.asOfColumn('a', day).as('unit_price'),
    ])
    .where('c.tenant_id', '=', tenantId)
    .where('c.configuration_id', 'in', [...configurationIds])
    .orderBy('c.created_at')
    .orderBy('c.id');

type AdditionalInstallationRow = Awaited<ReturnType<ReturnType<typeof additionalInstallationsOfConfigurationsQuery>['executeTakeFirstOrThrow']>>;

/** The lines of each given configuration, in the order of `rows`. */
export function toAdditionalInstallations(
  configurationIds: readonly string[],
  rows: readonly AdditionalInstallationRow[],
): Map<string, ConfigurationAdditionalInstallation[]> {
  const linesByConfiguration = new Map<string, ConfigurationAdditionalInstallation[]>(configurationIds.map((id) => [id, []]));
  for (const row of rows) {
    const unitPrice = Number(row.unit_price ?? 0);
    linesByConfiguration.get(row.configuration_id)?.push({
      id: row.id,
      additionalInstallationId: row.additional_installation_id,
      amount: row.amount,
      title: row.title,
      description: row.description,
      unit: row.unit,
      labourShareBasisPoints: row.labour_share_basis_points,
      unitPrice,
      totalPrice: unitPrice * row.amount,
      vatCategory: row.vat_category,
    });
  }
  return linesByConfiguration;
}

/** The additional installations of each given configuration with unit prices as of today, in the order added. */
export async function listAdditionalInstallationsOfConfigurations(
  trx: TenantTransaction,
  tenantId: string,
  configurationIds: readonly string[],
): Promise<Map<string, ConfigurationAdditionalInstallation[]>> {
  if (configurationIds.length === 0) return toAdditionalInstallations(configurationIds, []);
  return toAdditionalInstallations(configurationIds, await additionalInstallationsOfConfigurationsQuery(trx, tenantId, configurationIds).execute());
}

/** The additional installations of a configuration with unit prices as of today. */
export async function listConfigurationAdditionalInstallations(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
): Promise<ConfigurationAdditionalInstallation[]> {
  return (await listAdditionalInstallationsOfConfigurations(trx, tenantId, [configurationId])).get(configurationId) ?? [];
}

/**
 * Adds the additional installation to the configuration or changes it. `undefined` when the
 * installation is unknown or archived, or the id belongs to another configuration.
 */
export async function saveConfigurationAdditionalInstallation(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
  input: BodyOutput<typeof configurationAdditionalInstallationEndpoints.put>,
): Promise<ConfigurationAdditionalInstallation | undefined> {
  if (!(await tenantRowExists(trx, 'additional_installations', tenantId, input.additionalInstallationId, { activeOnly: true }))) {
    return undefined;
  }
  const saved = await trx
    .insertInto('configuration_additional_installations')
    .values({
      tenant_id: tenantId,
      id: input.id,
      configuration_id: configurationId,
      additional_installation_id: input.additionalInstallationId,
      amount: input.amount,
      vat_category: input.vatCategory,
    })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'id'])
        .doUpdateSet({ additional_installation_id: input.additionalInstallationId, amount: input.amount, vat_category: input.vatCategory })
        .where('configuration_additional_installations.configuration_id', '=', configurationId),
    )
    .returning('id')
    .executeTakeFirst();
  if (!saved) return undefined;
  const lines = await listConfigurationAdditionalInstallations(trx, tenantId, configurationId);
  return lines.find((line) => line.id === input.id);
}

/** Removes it from the configuration; answers whether it was there. */
export async function deleteConfigurationAdditionalInstallation(
  trx: TenantTransaction,
  tenantId: string,
  configurationId: string,
  id: string,
): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('configuration_additional_installations')
    .where('tenant_id', '=', tenantId)
    .where('configuration_id', '=', configurationId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}
