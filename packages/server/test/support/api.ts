import type { ErrorBody, JwsTokens, RegisterRequest } from '@planner/api';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let registrations = 0;

/** Registers a new company with a unique e-mail address. */
export async function registerCompany(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
): Promise<{ tokens: JwsTokens; email: string; password: string }> {
  registrations += 1;
  const request: RegisterRequest = {
    companyName: `Elektro Test ${registrations} GmbH`,
    firstName: 'Erika',
    lastName: 'Musterfrau',
    email: `erika${registrations}.${Date.now()}@example.de`,
    password: 'sicheres-passwort',
    environment: ['ElektroPlanner'],
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: request,
    remoteAddress: `10.1.0.${registrations}`,
  });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  return { tokens: response.json().data.jwsTokens, email: request.email, password: request.password };
}

export function login(app: FastifyInstance, loginName: string, password: string, remoteAddress = '10.2.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginName, password }, remoteAddress });
}

export function errorOf(response: LightMyRequestResponse): ErrorBody {
  return response.json();
}

/** The tenant id an access token carries. */
export const tenantOfToken = (accessToken: string): string =>
  JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).tid;
