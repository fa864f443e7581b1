import type { CreatedInvitation, JwsTokens, Role } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { bearer, registerCompany } from '../support/api';

let people = 0;

export interface Member {
  userId: string;
  email: string;
  password: string;
  tokens: JwsTokens;
}

/** An answer's envelope: data, a failure (`type`, `message`) or an error (`errorCode`, `fallbackMessage`). */
export interface CallBody {
  data?: unknown;
  type?: string;
  message?: string;
  errorCode?: string;
  fallbackMessage?: string;
}

/** Calls an endpoint as the holder of `token` and answers status and parsed body. */
export async function callAs(app: FastifyInstance, token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? (response.json() as CallBody) : {} };
}

export async function userIdOf(app: FastifyInstance, token: string): Promise<string> {
  return ((await callAs(app, token, 'GET', '/api/auth/me')).body.data as { id: string }).id;
}

/** A company in both environments with its owner, who invites colleagues with the roles asked for. */
export async function teamCompany(app: FastifyInstance, companyName?: string) {
  const registered = await registerCompany(app, {
    environment: ['ElektroPlanner', 'PvPlanner'],
    ...(companyName ? { companyName } : {}),
  });
  const owner: Member = { ...registered, userId: await userIdOf(app, registered.tokens.accessToken) };

  const invite = async (roles: Role[], email = `kollege${(people += 1)}.${Date.now()}@example.de`) => {
    const { status, body } = await callAs(app, owner.tokens.accessToken, 'POST', '/api/team/invitations', { email, roles });
    if (status !== 200) throw new Error(`invitation failed: ${JSON.stringify(body)}`);
    return { email, ...(body.data as CreatedInvitation) };
  };

  const addMember = async (roles: Role[]): Promise<Member> => {
    const { email, token } = await invite(roles);
    const password = 'kollegen-passwort-1';
    const response = await app.inject({
      method: 'POST',
      url: `/api/public/invitations/${token}/accept`,
      payload: { firstName: 'Kim', lastName: `Kollege ${people}`, password },
      remoteAddress: `10.88.${people % 250}.1`,
    });
    if (response.statusCode !== 200) throw new Error(`accepting failed: ${response.body}`);
    const tokens = (response.json() as { data: { jwsTokens: JwsTokens } }).data.jwsTokens;
    return { email, password, tokens, userId: await userIdOf(app, tokens.accessToken) };
  };

  return { owner, invite, addMember };
}
