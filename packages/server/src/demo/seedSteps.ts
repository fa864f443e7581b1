import type { DemoSeedStep } from '../feature';
import { features } from '../features';

export type { DemoSeedStep } from '../feature';

/** Every feature's demo data, in the order of src/features.ts. */
export const demoSeedSteps: readonly DemoSeedStep[] = features.flatMap((feature) => (feature.demoStep ? [feature.demoStep] : []));
