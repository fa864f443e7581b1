import { authEndpoints, type CurrentUser } from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../src/db/scopes';
import { bearer, errorOf, login, registerCompany } from './support/api';
import { createTestApp, TEST_JWT_SECRET } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const me = (accessToken: string) => app.inject({ method: 'GET', url: authEndpoints.me.path, headers: bearer(accessToken) });
const refresh = (refreshToken: string) =>
  app.inject({ method: 'POST', url: authEndpoints.refreshAccessToken.path, headers: bearer(refreshToken) });

describe('registration', () => {
  it('creates the company and its first user and signs them in', async () => {
    const { tokens, email } = await registerCompany(app, {
      companyName: 'Elektro Sonnenschein GmbH',
      firstName: 'Jonas',
      lastName: 'Becker',
      email: 'Jonas.Becker@Example.de',
      environment: ['PvPlanner', 'ElektroPlanner'],
    });

    const response = await me(tokens.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      data: {
        id: expect.any(String) as string,
        firstName: 'Jonas',
        lastName: 'Becker',
        loginName: 'jonas.becker@example.de',
        email,
        avatarUrl: null,
        environments: ['PvPlanner', 'ElektroPlanner'],
        companyName: 'Elektro Sonnenschein GmbH',
        roles: ['Owner'],
      } satisfies CurrentUser,
    });
  });

  it('stores only an argon2id hash of the password', async () => {
    const { email, password } = await registerCompany(app);
    const user = await asSystem(database.db, (trx) =>
      trx.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow(),
    );
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.password_hash).not.toContain(password);
  });

  it('answers failure/AlreadyRegistered with 409 for an e-mail address that is taken, in any case', async () => {
    const { email } = await registerCompany(app);
    const before = await countTenants();

    const response = await app.inject({
      method: 'POST',
      url: authEndpoints.register.path,
      payload: {
        companyName: 'Zweitfirma',
        firstName: 'Eva',
        lastName: 'Klein',
        email: email.toUpperCase(),
        password: 'noch-ein-passwort',
        environment: ['PvPlanner'],
      },
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      type: 'failure/AlreadyRegistered',
      message: 'Ein Account mit dieser E-Mail-Adresse existiert bereits.',
    });
    expect(await countTenants()).toBe(before);
  });
});

async function countTenants(): Promise<number> {
  const { count } = await asSystem(database.db, (trx) =>
    trx.selectFrom('tenants').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  );
  return count;
}

describe('login', () => {
  it('signs in with the login name in any case and answers working tokens', async () => {
    const { email, password } = await registerCompany(app);

    const response = await login(app, email.toUpperCase(), password);

    expect(response.statusCode).toBe(200);
    const { accessToken, refreshToken } = response.json().data.jwsTokens;
    expect(typeof refreshToken).toBe('string');
    expect((await me(accessToken)).json().data.loginName).toBe(email.toLowerCase());
  });

  it('answers the same 401 for a wrong password and an unknown login name', async () => {
    const { email } = await registerCompany(app);

    const wrongPassword = await login(app, email, 'falsches-passwort', '10.3.0.1');
    const unknownUser = await login(app, 'niemand@example.de', 'falsches-passwort', '10.3.0.2');

    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toMatchObject({
        type: 'ExpectedError',
        errorCode: 'InvalidCredentials',
        fallbackMessage: 'Ungültiger Benutzername oder falsches Passwort.',
      });
    }
    expect(unknownUser.body).toBe(wrongPassword.body);
  });
});

describe('access token', () => {
  const signToken = (secret: string, expiresAt: string | number, user: SessionOfNewUser) =>
    new SignJWT({ tid: user.tenantId, sid: user.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuer('meisterplaner')
      .setAudience('meisterplaner-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode(secret));

  type SessionOfNewUser = Awaited<ReturnType<typeof sessionOfNewUser>>;
  async function sessionOfNewUser() {
    const { tokens } = await registerCompany(app);
    const { sub, tid, sid } = decodeJwt(tokens.accessToken);
    return { userId: sub as string, tenantId: tid as string, sessionId: sid as string };
  }

  it('is required: 401 Unauthorized without one', async () => {
    const response = await app.inject({ method: 'GET', url: authEndpoints.me.path });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toMatchObject({ type: 'ExpectedError', errorCode: 'Unauthorized' });
  });

  it('is refused when it is garbage, forged with another key or expired', async () => {
    const user = await sessionOfNewUser();
    const validNow = await signToken(TEST_JWT_SECRET, '10m', user);
    const forged = await signToken('another-secret-that-is-also-long-enough', '10m', user);
    const expired = await signToken(TEST_JWT_SECRET, Math.floor(Date.now() / 1000) - 60, user);

    expect((await me(validNow)).statusCode).toBe(200);
    for (const token of ['not-a-jwt', forged, expired]) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).errorCode).toBe('Unauthorized');
    }
  });

  it('is refused without any one of exp, iat, iss, aud, sub, tid and sid', async () => {
    const user = await sessionOfNewUser();
    const nowSeconds = Math.floor(Date.now() / 1000);
    const complete = {
      sub: user.userId,
      tid: user.tenantId,
      sid: user.sessionId,
      iss: 'meisterplaner',
      aud: 'meisterplaner-api',
      iat: nowSeconds,
      exp: nowSeconds + 600,
    };
    const sign = (payload: object) =>
      new SignJWT({ ...payload }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(TEST_JWT_SECRET));

    expect((await me(await sign(complete))).statusCode).toBe(200);
    for (const claim of Object.keys(complete)) {
      const { [claim as keyof typeof complete]: _left, ...lacking } = complete;
      expect((await me(await sign(lacking))).statusCode, `without ${claim}`).toBe(401);
    }
  });

  it('is not accepted in place of a refresh token, nor the reverse', async () => {
    const { tokens } = await registerCompany(app);
    expect((await refresh(tokens.accessToken)).statusCode).toBe(401);
    expect((await me(tokens.refreshToken)).statusCode).toBe(401);
  });
});

describe('refresh token', () => {
  it('is rotated: the answer is a new working pair', async () => {
    const { tokens } = await registerCompany(app);

    const response = await refresh(tokens.refreshToken);

    expect(response.statusCode).toBe(200);
    const renewed = response.json().data.jwsTokens;
    expect(renewed.refreshToken).not.toBe(tokens.refreshToken);
    expect((await me(renewed.accessToken)).statusCode).toBe(200);
    expect((await refresh(renewed.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used token comes back', async () => {
    const { tokens } = await registerCompany(app);
    const renewed = (await refresh(tokens.refreshToken)).json().data.jwsTokens;

    const replay = await refresh(tokens.refreshToken);

    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay).errorCode).toBe('Unauthorized');
    expect((await refresh(renewed.refreshToken)).statusCode).toBe(401);
  });

  it('leaves other sessions of the same user alone', async () => {
    const { email, password, tokens } = await registerCompany(app);
    const otherSession = (await login(app, email, password)).json().data.jwsTokens;

    await refresh(tokens.refreshToken);
    await refresh(tokens.refreshToken);

    expect((await refresh(otherSession.refreshToken)).statusCode).toBe(200);
  });

  it('is refused when unknown', async () => {
    expect((await refresh('unknown-token')).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the session and answers success null', async () => {
    const { tokens } = await registerCompany(app);

    const response = await app.inject({
      method: 'POST',
      url: authEndpoints.logout.path,
      headers: bearer(tokens.refreshToken),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'success', data: null });
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });
});
