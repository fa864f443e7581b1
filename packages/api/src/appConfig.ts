import * as v from 'valibot';
import { endpoint } from './endpoint';

export const PRODUCT_NAME = 'Meisterplaner';

export interface AutoLoginCredentials {
  loginName: string;
  password: string;
}

/** Public, per-host settings the shell needs before anyone signs in. */
export interface AppConfig {
  registrationEnabled: boolean;
  /** Public demo host: registration banner, logout disabled, automatic sign-in. */
  demoHost: boolean;
  /** Credentials for automatic sign-in, present when configured for this host or requested. */
  autoLogin: AutoLoginCredentials | null;
  productName: string;
  buildInfo: { version: string; buildId: string; builtAt: string };
  supportUrl: string;
}

export const appConfigEndpoints = {
  get: endpoint<AppConfig>()({
    method: 'GET',
    path: '/api/app-config',
    auth: 'none',
    query: v.object({ autoLogin: v.optional(v.picklist(['true', 'false'])) }),
  }),
};
