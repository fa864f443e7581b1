import {
  MSG_CONTACT_PERSON_NOT_FOUND,
  MSG_DEVELOPER_NOT_FOUND,
  MSG_SPECIFICATION_NOT_FOUND,
  type PropertyDeveloperType,
} from '@planner/api';
import type { TenantTransaction } from '../db/scopes';

type DeveloperConstruction = Extract<PropertyDeveloperType, { type: 'DeveloperConstruction' }>;

/**
 * Why the developer, Bauleiter and Baubeschreibung of an order do not fit together, or
 * `undefined` when all three exist in the tenant and belong to the same developer.
 */
export async function developerOrderProblem(
  trx: TenantTransaction,
  tenantId: string,
  order: DeveloperConstruction,
): Promise<string | undefined> {
  const developer = await trx
    .selectFrom('property_developers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', order.companyId)
    .executeTakeFirst();
  if (!developer) return MSG_DEVELOPER_NOT_FOUND;
  const contactPerson = await trx
    .selectFrom('contact_persons')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', order.contactPersonId)
    .where('property_developer_id', '=', order.companyId)
    .executeTakeFirst();
  if (!contactPerson) return MSG_CONTACT_PERSON_NOT_FOUND;
  const specification = await trx
    .selectFrom('construction_specifications')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', order.constructionSpecificationId)
    .where('property_developer_id', '=', order.companyId)
    .executeTakeFirst();
  return specification ? undefined : MSG_SPECIFICATION_NOT_FOUND;
}
