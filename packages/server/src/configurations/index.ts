/** The configurations feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { registerConfigurationRoutes } from './routes';
export { favoritePreviewColumns, favoritePreviewRow, findConfigurationPreview, withTotals } from './previews';
export { quoteStatusLockSql } from './quoteStatusLock';
export { insertFirstConfiguration, markFavorite, saveConfiguration, touchProject } from './repository';

export const configurationsFeature: ServerFeature = {
  name: 'configurations',
  registerRoutes: registerConfigurationRoutes,
  auditedRecords: { configurations: { nameColumn: 'name' } },
};
