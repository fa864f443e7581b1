import { appConfigEndpoints, PRODUCT_NAME, type AppConfig } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { autoLoginFor } from '../auth';
import { builtAt, serverVersion } from '../buildInfo';
import type { Config } from '../config';
import { registerEndpoint } from '../http/registerEndpoint';
import { success } from '../http/results';
import type { AppServices } from '../http/services';

function appConfigFor(config: Config, hostname: string, autoLoginRequested: boolean): AppConfig {
  return {
    registrationEnabled: config.registrationEnabled,
    demoHost: config.demoHosts.includes(hostname.toLowerCase()),
    autoLogin: autoLoginFor(config, hostname, autoLoginRequested),
    productName: PRODUCT_NAME,
    buildInfo: { version: serverVersion, buildId: config.buildId, builtAt },
    supportUrl: config.supportUrl,
    mailEnabled: config.mail !== null,
  };
}

export function registerAppConfigRoutes(app: FastifyInstance, { config }: AppServices): void {
  registerEndpoint(app, appConfigEndpoints.get, async ({ request, query }) =>
    success(appConfigFor(config, request.hostname, query.autoLogin === 'true')),
  );
}
