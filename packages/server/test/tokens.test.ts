import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { createTokenService } from '../src/auth/tokens';

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  const claims = {
    userId: '6f0c1e7e-3a51-4c57-9a3c-1c1f0e7b2a10',
    tenantId: '0b8e9a55-5d9e-4a57-8f3b-61d2c1f4a7e3',
    sessionId: '3d2f5a9c-7b1e-4c8d-9e0f-1a2b3c4d5e6f',
  };

  it('are accepted again and again until they expire, also when checked before', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T09:00:00Z'), toFake: ['Date'] });
    const tokens = createTokenService('a-secret-that-is-long-enough-for-hs256');
    const token = await tokens.issueAccessToken(claims);

    expect(await tokens.verifyAccessToken(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-20T09:14:59Z'));
    expect(await tokens.verifyAccessToken(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-20T09:15:00Z'));
    expect(await tokens.verifyAccessToken(token)).toBeNull();
    expect(await tokens.verifyAccessToken(token)).toBeNull();
  });

  it('are refused when signed with another secret or changed, also after the genuine one was checked', async () => {
    const tokens = createTokenService('a-secret-that-is-long-enough-for-hs256');
    const token = await tokens.issueAccessToken(claims);
    const foreign = await createTokenService('another-secret-that-is-long-enough-too').issueAccessToken(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const tampered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;

    expect(await tokens.verifyAccessToken(token)).toEqual(claims);
    expect(await tokens.verifyAccessToken(foreign)).toBeNull();
    expect(await tokens.verifyAccessToken(tampered)).toBeNull();
  });
});

describe('hand-signed access tokens', () => {
  const secret = 'a-secret-that-is-long-enough-for-hs256';
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const complete = () => ({
    sub: '6f0c1e7e-3a51-4c57-9a3c-1c1f0e7b2a10',
    tid: '0b8e9a55-5d9e-4a57-8f3b-61d2c1f4a7e3',
    sid: '3d2f5a9c-7b1e-4c8d-9e0f-1a2b3c4d5e6f',
    iss: 'meisterplaner',
    aud: 'meisterplaner-api',
    iat: nowSeconds(),
    exp: nowSeconds() + 600,
  });
  const sign = (payload: Record<string, unknown>) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));

  it('are accepted with every required claim', async () => {
    const tokens = createTokenService(secret);
    expect(await tokens.verifyAccessToken(await sign(complete()))).not.toBeNull();
  });

  it.each(['exp', 'iat', 'iss', 'aud', 'sub', 'tid', 'sid'])('are refused without %s', async (claim) => {
    const tokens = createTokenService(secret);
    const { [claim as keyof ReturnType<typeof complete>]: _left, ...payload } = complete();
    expect(await tokens.verifyAccessToken(await sign(payload))).toBeNull();
  });
});
