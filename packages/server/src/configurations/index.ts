/** The configurations feature as other features and the composition root (src/app.ts) see it. */
export { configurationPreviewsById, findConfigurationPreview } from './previews';
export { insertFirstConfiguration, markFavorite, saveConfiguration, touchProject } from './repository';
export { registerConfigurationRoutes } from './routes';
