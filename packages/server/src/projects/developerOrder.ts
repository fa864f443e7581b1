import {
  MSG_CONTACT_PERSON_NOT_FOUND,
  MSG_DEVELOPER_NOT_FOUND,
  MSG_SPECIFICATION_NOT_FOUND,
  type PropertyDeveloperType,
} from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import { tenantRowExists } from '../db/rowExists';

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
  const ofDeveloper = { where: { property_developer_id: order.companyId } };
  if (!(await tenantRowExists(trx, 'property_developers', tenantId, order.companyId))) return MSG_DEVELOPER_NOT_FOUND;
  if (!(await tenantRowExists(trx, 'contact_persons', tenantId, order.contactPersonId, ofDeveloper))) {
    return MSG_CONTACT_PERSON_NOT_FOUND;
  }
  const specificationFound = await tenantRowExists(trx, 'construction_specifications', tenantId, order.constructionSpecificationId, ofDeveloper);
  return specificationFound ? undefined : MSG_SPECIFICATION_NOT_FOUND;
}
