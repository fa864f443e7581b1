import {
  MAX_QUOTE_VALIDITY_EXTENSION_DAYS,
  MSG_QUOTE_VALIDITY_NOT_LATER,
  MSG_QUOTE_VALIDITY_TOO_FAR,
  offerValidUntil,
  type ExtendQuoteValidityInput,
  type Quote,
} from '@planner/api';
import { randomUUID } from 'node:crypto';
import type { TenantTransaction } from '../db/scopes';
import { invalidField } from '../http/errors';
import { addDays, germanDay } from './format';
import { findQuote, lockQuote } from './repository';
import { insertValidityExtension } from './validity';

export type ExtendOutcome = { kind: 'extended'; quote: Quote } | { kind: 'not-found' | 'answered' | 'changed-meanwhile' };

/**
 * Records that the offer may be accepted until the end of `validUntil`. The frozen quote and its
 * PDF stay as the customer received them; the extension is its own record with who and when.
 */
export async function extendQuoteValidity(
  trx: TenantTransaction,
  tenantId: string,
  userId: string,
  quoteId: string,
  input: ExtendQuoteValidityInput,
): Promise<ExtendOutcome> {
  const quote = await lockQuote(trx, tenantId, quoteId);
  if (!quote) return { kind: 'not-found' };
  if (quote.quoteStatus === 'Accepted' || quote.quoteStatus === 'Declined') return { kind: 'answered' };
  const current = offerValidUntil(quote);
  if (input.previousValidUntil !== current) return { kind: 'changed-meanwhile' };
  const today = germanDay(new Date());
  if (input.validUntil <= current || input.validUntil < today) throw invalidField('validUntil', MSG_QUOTE_VALIDITY_NOT_LATER);
  if (input.validUntil > addDays(today, MAX_QUOTE_VALIDITY_EXTENSION_DAYS)) throw invalidField('validUntil', MSG_QUOTE_VALIDITY_TOO_FAR);
  await insertValidityExtension(trx, tenantId, { id: randomUUID(), quoteId, previousValidUntil: current, validUntil: input.validUntil, userId });
  return { kind: 'extended', quote: (await findQuote(trx, tenantId, quoteId))! };
}
