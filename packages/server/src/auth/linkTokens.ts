import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../storage/sha256';

/**
 * Tokens of links that open something without sign-in (quote links, invitations, password resets):
 * 32 random bytes, 256 bits, far beyond guessing, written as 43 characters of base64url.
 */
const TOKEN_BYTES = 32;
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new link token and the SHA-256 that is stored in its place. */
export function newLinkToken(): { token: string; tokenSha256: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenSha256: sha256Hex(token) };
}
