/** The audit feature as other features and the composition root (src/app.ts) see it. */
export { registerAuditLogRoutes } from './routes';
