import type { Environment, TenantInformation } from '@planner/api';
import type { SystemTransaction } from '../db/scopes';
import { insertTenant } from '../tenant';
import { insertUser } from './repository';

export interface NewCompanyAccount {
  environments: Environment[];
  company: TenantInformation;
  owner: { email: string; firstName: string; lastName: string; passwordHash: string };
}

/**
 * Creates a company with its first user, its owner, whose login name is the lower-cased e-mail
 * address. Fails with a unique violation of `LOGIN_NAME_UNIQUE_INDEX` when it is taken.
 */
export async function createCompanyAccount(
  trx: SystemTransaction,
  { environments, company, owner }: NewCompanyAccount,
): Promise<{ tenantId: string; userId: string }> {
  const tenantId = await insertTenant(trx, environments, company);
  const userId = await insertUser(trx, { tenantId, loginName: owner.email.toLowerCase(), ...owner, roles: ['Owner'] });
  return { tenantId, userId };
}
