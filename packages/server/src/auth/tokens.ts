import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: string;
  tenantId: string;
}

export interface TokenService {
  issueAccessToken(claims: AccessClaims): Promise<string>;
  /** The claims of a valid, unexpired access token; `null` otherwise. */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
}

const ALGORITHM = 'HS256';
const ISSUER = 'meisterplaner';
const AUDIENCE = 'meisterplaner-api';
const ACCESS_TOKEN_LIFETIME = '15m';
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    issueAccessToken: ({ userId, tenantId }) =>
      new SignJWT({ tid: tenantId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(ACCESS_TOKEN_LIFETIME)
        .sign(key),

    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
        const { sub, tid } = payload;
        return typeof sub === 'string' && typeof tid === 'string' ? { userId: sub, tenantId: tid } : null;
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
