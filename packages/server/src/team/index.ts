/** The team feature as the composition root (src/app.ts) sees it: users, roles and invitations. */
import type { FastifyInstance } from 'fastify';
import type { ServerFeature } from '../feature';
import type { AppServices } from '../http/services';
import { registerPublicInvitationRoutes } from './publicRoutes';
import { registerTeamRoutes } from './routes';
import './tables';

export const teamFeature: ServerFeature = {
  name: 'team',
  registerRoutes(app: FastifyInstance, services: AppServices) {
    registerTeamRoutes(app, services);
    registerPublicInvitationRoutes(app, services);
  },
  auditedRecords: { invitations: {} },
};
