/** The masterdata feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { registerMasterdataRoutes } from './routes';
import { masterdataDemoStep } from './demo/seed';
import { masterdataDemoImages } from './demo/symbolImages';
export { additionalInstallationPrices, componentPrices } from './priceHistory';

export const masterdataFeature: ServerFeature = {
  name: 'masterdata',
  registerRoutes: registerMasterdataRoutes,
  demoStep: masterdataDemoStep,
  demoImages: masterdataDemoImages,
  auditedRecords: {
    electrical_components: { nameColumn: 'label' },
    additional_installations: { nameColumn: 'title' },
    property_developers: { nameColumn: 'name' },
    contact_persons: {},
    construction_specifications: { nameColumn: 'name' },
  },
};
