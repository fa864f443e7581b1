import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { AccessClaims } from '../http/authentication';
import type { TokenService } from '../http/services';

export type { AccessClaims, TokenService };

const ALGORITHM = 'HS256';
const ISSUER = 'meisterplaner';
const AUDIENCE = 'meisterplaner-api';
const ACCESS_TOKEN_LIFETIME = '15m';
/** A token without any of these is refused, whatever else it says. */
const REQUIRED_CLAIMS = ['exp', 'iat', 'iss', 'aud', 'sub', 'tid', 'sid'];
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Tokens verified recently, kept so that a client's next requests skip the signature check. */
const VERIFIED_TOKENS_KEPT = 10_000;

interface VerifiedToken {
  claims: AccessClaims;
  expiresAtMs: number;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  // Checking the signature is a good part of a small request's time, and a client sends the
  // same token with every request for a quarter of an hour. Only tokens whose signature was
  // checked are kept, under their exact text, and each still expires at its time.
  const verified = new LRUCache<string, VerifiedToken>({ max: VERIFIED_TOKENS_KEPT });
  const remember = (token: string, entry: VerifiedToken) => verified.set(token, entry);
  return {
    issueAccessToken: ({ userId, tenantId, sessionId }) =>
      new SignJWT({ tid: tenantId, sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(ACCESS_TOKEN_LIFETIME)
        .sign(key),

    async verifyAccessToken(token) {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: REQUIRED_CLAIMS,
        });
        const { sub, tid, sid, exp } = payload;
        if (typeof sub !== 'string' || typeof tid !== 'string' || typeof sid !== 'string') return null;
        const claims = { userId: sub, tenantId: tid, sessionId: sid };
        remember(token, { claims, expiresAtMs: (exp as number) * 1000 });
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** Refresh tokens are random; the database keeps only their SHA-256 hash. */
export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}
