/** The planning feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { registerPlanningRoutes } from './routes';
export { listConfigurationAdditionalInstallations } from './additionalInstallationRepository';
export { configurationAccess, type ConfigurationAccess } from './configurationAccess';
export { configurationTotalsCents } from './configurationTotal';
export { loadPricingInputs } from './pricingInputs';
export { installExtraPositions } from './extraPositions';
export { planImageFromDataUrl } from './floorUpload';
export { copyConfigurationPlanning } from './copyConfiguration';
export { loadFloorsOfConfigurations, loadFloorStructures, toPricingFloor } from './floorStructure';
export type { FloorStructure } from './floorStructure';

export const planningFeature: ServerFeature = {
  name: 'planning',
  registerRoutes: registerPlanningRoutes,
  auditedRecords: { floors: { nameColumn: 'name' } },
};
