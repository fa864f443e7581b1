import type { TenantTransaction } from '../db/scopes';
import { masterdataDemoStep } from '../masterdata';
import { pvDemoStep } from '../pv';
import { checkoutDemoStep } from '../checkout';
import { crmDemoStep } from '../projects';

/**
 * Demo data of one feature, added to the demo company once: each step runs the first time
 * the server starts with it and is then recorded by name, so a step never runs twice and
 * a renamed step runs again.
 */
export interface DemoSeedStep {
  name: string;
  run(trx: TenantTransaction, tenantId: string): Promise<void>;
}

/** Every feature's demo data, in order; a feature appends its step here. */
export const demoSeedSteps: readonly DemoSeedStep[] = [masterdataDemoStep, pvDemoStep, crmDemoStep, checkoutDemoStep];
