/** The audit feature as other features and the composition root (src/app.ts) see it. */
import type { ServerFeature } from '../feature';
import { registerAuditLogRoutes } from './routes';
export { actAs, recordAuditEvent, withAuditEvent, type AuditEvent } from './events';

export const auditFeature: ServerFeature = {
  name: 'audit',
  registerRoutes: registerAuditLogRoutes,
};
