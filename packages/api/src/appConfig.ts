import * as v from 'valibot';
import { endpoint } from './endpoint';
import { inEnvironment } from './endpointEnvironment';

export const PRODUCT_NAME = 'Meisterplaner';

/** Public, per-host settings the shell needs before anyone signs in. */
export interface AppConfig {
  registrationEnabled: boolean;
  /** Public demo host: registration banner, logout disabled, automatic sign-in. */
  demoHost: boolean;
  /**
   * The shell signs in automatically (`POST /api/auth/auto-login`): configured for this host,
   * or asked for with `?auto-login=true` on a host that allows it. Credentials never leave the server.
   */
  autoLogin: boolean;
  productName: string;
  buildInfo: { version: string; buildId: string; builtAt: string };
  supportUrl: string;
  /** A mail server is configured: invitations, reset links and quote links can be sent by e-mail. */
  mailEnabled: boolean;
}

export const appConfigEndpoints = inEnvironment('both', {
  get: endpoint<AppConfig>()({
    method: 'GET',
    path: '/api/app-config',
    auth: 'none',
    query: v.object({ autoLogin: v.optional(v.picklist(['true', 'false'])) }),
  }),
});
