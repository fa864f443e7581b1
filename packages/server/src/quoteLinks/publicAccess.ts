import type { Db } from '../db/database';
import { asSystem } from '../db/scopes';
import { countAttempt } from '../auth';
import { findLinkTenant } from './repository';
import { sha256Hex } from '../auth';

/** Requests per link, and per address across links, within a quarter of an hour; more answer 429. */
const WINDOW_SECONDS = 15 * 60;
const MAX_REQUESTS_PER_LINK = 60;
const MAX_REQUESTS_PER_ADDRESS = 120;

export type LinkAccess = { kind: 'throttled' } | { kind: 'unknown' } | { kind: 'found'; tenantId: string; linkId: string };

/**
 * Finds the link of a token for a request from `ip`, counting the request against the address
 * and, when the token is known, the link. Unknown tokens count against the address only, so
 * guessing is throttled per address; the token's hash is all that is looked up.
 */
export function accessLink(db: Db, token: string, ip: string): Promise<LinkAccess> {
  const tokenSha256 = sha256Hex(token);
  return asSystem(db, async (trx) => {
    if ((await countAttempt(trx, `quote-link-ip:${ip}`, WINDOW_SECONDS)) > MAX_REQUESTS_PER_ADDRESS) return { kind: 'throttled' };
    const link = await findLinkTenant(trx, tokenSha256);
    if (!link) return { kind: 'unknown' };
    if ((await countAttempt(trx, `quote-link:${tokenSha256}`, WINDOW_SECONDS)) > MAX_REQUESTS_PER_LINK) return { kind: 'throttled' };
    return { kind: 'found', tenantId: link.tenant_id, linkId: link.id };
  });
}
