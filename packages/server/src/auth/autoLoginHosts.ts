import type { Config } from '../config';

/**
 * Whether a visitor of `hostname` is signed in automatically: always on demo and auto-login
 * hosts, with `?auto-login=true` only on hosts that allow it, and never without credentials.
 */
export function autoLoginFor(config: Config, hostname: string, requested: boolean): boolean {
  if (!config.autoLogin) return false;
  const host = hostname.toLowerCase();
  if (config.demoHosts.includes(host) || config.autoLoginHosts.includes(host)) return true;
  return requested && config.autoLoginOnRequestHosts.includes(host);
}

/** Hosts on which the auto-login endpoint issues a session at all. */
export const autoLoginAllowed = (config: Config, hostname: string): boolean => autoLoginFor(config, hostname, true);
