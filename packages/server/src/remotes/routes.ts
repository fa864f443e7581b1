import { remoteProblemEndpoints } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/registerEndpoint';
import { success } from '../http/results';
import type { AppServices } from '../http/services';

const LOG_INTERVAL_MS = 60_000;
const MAX_TRACKED = 10_000;

/**
 * One log line per company, remote and kind of problem a minute: a remote that breaks for
 * everybody is seen at once, and no browser can fill the log.
 */
function createLogThrottle(now: () => number = Date.now) {
  const lastLogged = new Map<string, number>();
  return (key: string): boolean => {
    const time = now();
    const last = lastLogged.get(key);
    if (last !== undefined && time - last < LOG_INTERVAL_MS) return false;
    if (lastLogged.size >= MAX_TRACKED) {
      for (const [tracked, at] of lastLogged) if (time - at >= LOG_INTERVAL_MS) lastLogged.delete(tracked);
      if (lastLogged.size >= MAX_TRACKED) lastLogged.clear();
    }
    lastLogged.set(key, time);
    return true;
  };
}

export function registerRemoteProblemRoutes(app: FastifyInstance, _services: AppServices): void {
  const shouldLog = createLogThrottle();
  registerEndpoint(app, remoteProblemEndpoints.report, async ({ tenantId, userId, body, request }) => {
    if (shouldLog(`${tenantId}:${body.remote}:${body.kind}`)) {
      const what = body.kind === 'incompatible' ? 'was built for another contract than the shell' : `failed in ${body.kind}`;
      request.log.warn({ remoteProblem: body, tenantId, userId }, `remote ${body.remote} ${body.remoteVersion} ${what}`);
    }
    return success(null);
  });
}
