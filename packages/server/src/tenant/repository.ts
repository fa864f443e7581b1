import { defaultQuoteSettings, type Environment, type QuoteSettings, type TenantInformation } from '@planner/api';
import { toJson } from '../db/json';
import type { SystemTransaction, TenantTransaction } from '../db/scopes';

function toColumns(information: TenantInformation) {
  return {
    name: information.name,
    address: toJson(information.address),
    contact_information: toJson(information.contactInformation),
    bank_information: toJson(information.bankInformation),
    legal_information: toJson(information.legalInformation),
  };
}

/** Creates a company; used by registration and the demo seed. */
export async function insertTenant(
  trx: SystemTransaction,
  environments: Environment[],
  information: TenantInformation,
): Promise<string> {
  const { id } = await trx
    .insertInto('tenants')
    .values({ environments, ...toColumns(information) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function findTenantInformation(
  trx: TenantTransaction,
  tenantId: string,
): Promise<TenantInformation | undefined> {
  const row = await trx
    .selectFrom('tenants')
    .select(['name', 'address', 'contact_information', 'bank_information', 'legal_information'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return (
    row && {
      name: row.name,
      address: row.address,
      contactInformation: row.contact_information,
      bankInformation: row.bank_information,
      legalInformation: row.legal_information,
    }
  );
}

/** Replaces the company data; `false` when the tenant does not exist. */
export async function saveTenantInformation(
  trx: TenantTransaction,
  tenantId: string,
  information: TenantInformation,
): Promise<boolean> {
  const { numUpdatedRows } = await trx
    .updateTable('tenants')
    .set(toColumns(information))
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return numUpdatedRows > 0n;
}

/** The company's quote texts and payment terms; the defaults of its environments until it changed them. */
export async function findQuoteSettings(trx: TenantTransaction, tenantId: string): Promise<QuoteSettings | undefined> {
  const row = await trx.selectFrom('tenants').select(['quote_settings', 'environments']).where('id', '=', tenantId).executeTakeFirst();
  return row && (row.quote_settings ?? defaultQuoteSettings(row.environments));
}

/** `false` when the tenant does not exist. */
export async function saveQuoteSettings(trx: TenantTransaction, tenantId: string, settings: QuoteSettings): Promise<boolean> {
  const { numUpdatedRows } = await trx
    .updateTable('tenants')
    .set({ quote_settings: toJson(settings) })
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return numUpdatedRows > 0n;
}
