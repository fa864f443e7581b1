import type { Environment } from '@planner/api';
import type { Db } from '../db/database';
import { withTenant } from '../db/scopes';
import { HttpError } from './errors';

/**
 * The environment an endpoint belongs to, by its path: master data, checkout catalogues and the
 * planning of a quote are ElektroPlanner's, PV parts PvPlanner's. Customers, jobsites,
 * projects, their quotes and the company settings serve both.
 */
const ENVIRONMENT_PATHS: readonly [RegExp, Environment][] = [
  [
    /^\/api\/electro\/(components|additional-installations|property-developers|intercoms|intercom-locations|locks|mailboxes|outlet-covers|tv-configs|multimedia-cable-channels|patch-fields|power-meters|floors)(\/|$)/,
    'ElektroPlanner',
  ],
  [/^\/api\/electro\/configurations\/:id\/(floors|checkout|additional-installations|quote$)/, 'ElektroPlanner'],
  [/^\/api\/pv\//, 'PvPlanner'],
];

export function environmentOfPath(path: string): Environment | null {
  return ENVIRONMENT_PATHS.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

const forbidden = (environment: Environment) =>
  new HttpError(403, 'EnvironmentNotBooked', `Dieser Bereich gehört zum ${environment}, den Ihre Firma nicht nutzt.`);

/** A company's environments change rarely; each instance reads them again after this long. */
const ENVIRONMENTS_KEPT_MS = 60_000;

/**
 * Refuses with 403 an endpoint of an environment the company does not have (a PvPlanner-only
 * company cannot read or write electrical master data, and the reverse).
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
  return async (path: string, tenantId: string): Promise<void> => {
    const environment = environmentOfPath(path);
    if (environment && !(await environmentsOf(tenantId)).includes(environment)) throw forbidden(environment);
  };
}
