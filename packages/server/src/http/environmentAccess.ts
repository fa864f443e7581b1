import type { Environment } from '@planner/api';
import type { Db } from '../db/database';
import { withTenant } from '../db/scopes';
import { HttpError } from './errors';

const forbidden = (environment: Environment) =>
  new HttpError(403, 'EnvironmentNotBooked', `Dieser Bereich gehört zum ${environment}, den Ihre Firma nicht nutzt.`);

/** A company's environments change rarely; each instance reads them again after this long. */
const ENVIRONMENTS_KEPT_MS = 60_000;

/**
 * Refuses with 403 an endpoint of an environment the company does not have (a PvPlanner-only
 * company cannot read or write electrical master data, and the reverse). Which environment an
 * endpoint belongs to is declared in the contract (`environment`, see `inEnvironment` in @planner/api).
 */
export function createEnvironmentGuard(db: Db) {
  const known = new Map<string, { environments: readonly Environment[]; until: number }>();
  const environmentsOf = async (tenantId: string): Promise<readonly Environment[]> => {
    const cached = known.get(tenantId);
    if (cached && cached.until > Date.now()) return cached.environments;
    const row = await withTenant(db, tenantId, (trx) =>
      trx.selectFrom('tenants').select('environments').where('id', '=', tenantId).executeTakeFirst(),
    );
    const environments = row?.environments ?? [];
    known.set(tenantId, { environments, until: Date.now() + ENVIRONMENTS_KEPT_MS });
    return environments;
  };
  return async (environment: Environment, tenantId: string): Promise<void> => {
    if (!(await environmentsOf(tenantId)).includes(environment)) throw forbidden(environment);
  };
}
