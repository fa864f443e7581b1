/** The demo feature as other features and the composition root (src/app.ts) see it. */
export { announceDemoAccount } from './announceDemoAccount';
export { ensureDemoAccount, runPendingSteps } from './seedDemoCompany';
export type { DemoSeedStep } from './seedSteps';
