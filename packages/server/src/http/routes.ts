import type { FastifyInstance } from 'fastify';
import { registerAppConfigRoutes } from '../appConfig/routes';
import { registerAuditLogRoutes } from '../audit/routes';
import { registerAuthRoutes } from '../auth/routes';
import { registerHealthRoutes } from '../health/routes';
import { registerMasterdataRoutes } from '../masterdata/routes';
import { registerTenantRoutes } from '../tenant/routes';
import { registerPvRoutes } from '../pv/routes';
import { registerConfigurationRoutes } from '../configurations/routes';
import { registerCustomerRoutes } from '../customers/routes';
import { registerJobsiteRoutes } from '../jobsites/routes';
import { registerProjectRoutes } from '../projects/routes';
import { registerCheckoutFeatureRoutes } from '../checkout/routes';
import { registerPlanningRoutes } from '../planning/routes';
import { registerQuoteRoutes } from '../quotes/routes';
import { registerRemoteProblemRoutes } from '../remotes/routes';
import type { AppServices } from './services';

export type FeatureRoutes = (app: FastifyInstance, services: AppServices) => void;

/** Every feature's API routes; a new feature adds its `register…Routes` here. */
export const featureRoutes: readonly FeatureRoutes[] = [
  registerHealthRoutes,
  registerAppConfigRoutes,
  registerAuthRoutes,
  registerTenantRoutes,
  registerMasterdataRoutes,
  registerCustomerRoutes,
  registerJobsiteRoutes,
  registerProjectRoutes,
  registerConfigurationRoutes,
  registerPvRoutes,
  registerCheckoutFeatureRoutes,
  registerPlanningRoutes,
  registerQuoteRoutes,
  registerAuditLogRoutes,
  registerRemoteProblemRoutes,
];
