import type { EndpointAuth, Environment, Role } from '@planner/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

/** What a valid access token says about its bearer. */
export interface AccessClaims {
  userId: string;
  tenantId: string;
  /** The session (refresh-token family) the token was issued in; it ends with the session. */
  sessionId: string;
}

/** Who calls: the token's claims and the roles their user holds now. */
export interface AccessContext extends AccessClaims {
  roles: readonly Role[];
}

// Both are handed in by the composition root (src/app.ts); the kit knows no feature.
declare module 'fastify' {
  interface FastifyInstance {
    verifyAccessToken(token: string): Promise<AccessContext | null>;
    /** 403 when the endpoint belongs to an environment the company does not have. */
    assertEnvironment(environment: Environment, tenantId: string): Promise<void>;
  }
}

export type AuthContextFor<Auth extends EndpointAuth> = Auth extends 'none'
  ? Record<never, never>
  : Auth extends 'refresh'
    ? { refreshToken: string }
    : AccessContext;

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** Checks the bearer token an endpoint needs; 401 when it is missing or invalid. */
export async function authenticate(
  app: FastifyInstance,
  auth: EndpointAuth,
  request: FastifyRequest,
): Promise<AuthContextFor<EndpointAuth>> {
  if (auth === 'none') return {};
  const token = bearerToken(request);
  if (token === null) throw unauthorized();
  if (auth === 'refresh') return { refreshToken: token };
  const claims = await app.verifyAccessToken(token);
  if (claims === null) throw unauthorized();
  return claims;
}
