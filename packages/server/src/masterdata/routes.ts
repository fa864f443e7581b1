import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../http/services';
import { registerAdditionalInstallationRoutes } from './additionalInstallations/routes';
import { registerComponentRoutes } from './components/routes';
import { registerPropertyDeveloperRoutes } from './propertyDevelopers/routes';

/** Electro master data: installations with tags, additional installations, property developers. */
export function registerMasterdataRoutes(app: FastifyInstance, services: AppServices): void {
  registerComponentRoutes(app, services);
  registerAdditionalInstallationRoutes(app, services);
  registerPropertyDeveloperRoutes(app, services);
}
