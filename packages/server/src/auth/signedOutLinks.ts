import type { Db } from '../db/database';
import { asSystem } from '../db/scopes';
import { tooManyLinkRequests } from './errors';
import { admitLinkRequest, forgetOldAttempts } from './rateLimit';

/** Counts a request of a signed-out link page (reset, invitation) against its address; 429 beyond the limit. */
export async function admitSignedOutRequest(db: Db, ip: string): Promise<void> {
  const admitted = await asSystem(db, (trx) => admitLinkRequest(trx, ip));
  if (admitted) return;
  await asSystem(db, forgetOldAttempts);
  throw tooManyLinkRequests();
}
