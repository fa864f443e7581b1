import { sql } from 'kysely';
import { createCompanyAccount, hashPassword, verifyPassword, findUserByLoginName, LOGIN_NAME_UNIQUE_INDEX, updatePasswordHash } from '../auth';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { asSystem, withTenant } from '../db/scopes';
import { DEMO_COMPANY, DEMO_ENVIRONMENTS, DEMO_LOGIN_NAME, DEMO_OWNER } from './demoCompany';
import { demoSeedSteps, type DemoSeedStep } from './seedSteps';

export interface DemoAccount {
  tenantId: string;
  /** The company was created by this call (its password may be shown once, now). */
  created: boolean;
}

/** Creates the demo company and its user, or sets the user's password to `password`. */
export async function ensureDemoAccount(db: Db, password: string): Promise<DemoAccount> {
  const existing = await asSystem(db, (trx) => findUserByLoginName(trx, DEMO_LOGIN_NAME));
  if (existing) {
    if (!(await verifyPassword(existing.passwordHash, password))) {
      const passwordHash = await hashPassword(password);
      await asSystem(db, (trx) => updatePasswordHash(trx, existing.userId, passwordHash));
    }
    return { tenantId: existing.tenantId, created: false };
  }
  const passwordHash = await hashPassword(password);
  try {
    const { tenantId } = await asSystem(db, (trx) =>
      createCompanyAccount(trx, {
        environments: DEMO_ENVIRONMENTS,
        company: DEMO_COMPANY,
        owner: { ...DEMO_OWNER, passwordHash },
      }),
    );
    return { tenantId, created: true };
  } catch (error) {
    // Another instance starting at the same time created it first.
    if (isUniqueViolation(error, LOGIN_NAME_UNIQUE_INDEX)) return ensureDemoAccount(db, password);
    throw error;
  }
}

/** Adds the demo data of every feature that the demo company does not have yet. */
export async function runPendingSteps(
  db: Db,
  tenantId: string,
  steps: readonly DemoSeedStep[] = demoSeedSteps,
): Promise<void> {
  for (const step of steps) {
    await withTenant(db, tenantId, async (trx) => {
      // Instances starting at the same time run each step one after the other.
      await sql`select pg_advisory_xact_lock(hashtext(${`demo-seed:${step.name}`}))`.execute(trx);
      const done = await trx
        .selectFrom('demo_seed_runs')
        .select('name')
        .where('tenant_id', '=', tenantId)
        .where('name', '=', step.name)
        .executeTakeFirst();
      if (done) return;
      await step.run(trx, tenantId);
      await trx.insertInto('demo_seed_runs').values({ tenant_id: tenantId, name: step.name }).execute();
    });
  }
}

/**
 * Makes sure the demo company 'Elektro Mustermann GmbH' exists with the user
 * demo@meisterplaner.de and the given password, then adds the demo data of every feature
 * that has not been added yet.
 */
export async function seedDemoCompany(
  db: Db,
  password: string,
  steps: readonly DemoSeedStep[] = demoSeedSteps,
): Promise<{ tenantId: string; loginName: string }> {
  const { tenantId } = await ensureDemoAccount(db, password);
  await runPendingSteps(db, tenantId, steps);
  return { tenantId, loginName: DEMO_LOGIN_NAME };
}
