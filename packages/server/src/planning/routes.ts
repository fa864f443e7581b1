import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../http/services';
import { registerConfigurationAdditionalInstallationRoutes } from './additionalInstallationRoutes';
import { registerFloorRoutes } from './floorRoutes';

export function registerPlanningRoutes(app: FastifyInstance, services: AppServices): void {
  registerFloorRoutes(app, services);
  registerConfigurationAdditionalInstallationRoutes(app, services);
}
