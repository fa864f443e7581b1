import type { QuoteValidityExtension } from '@planner/api';
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/scopes';
import { addDays, germanDay } from './format';

export interface QuoteValidityExtensionsTable {
  tenant_id: string;
  id: string;
  quote_id: string;
  previous_valid_until: string;
  valid_until: string;
  extended_at: Date | undefined;
  extended_by: string | null;
}

declare module '../db/schema' {
  interface Database {
    quote_validity_extensions: QuoteValidityExtensionsTable;
  }
}

/** The quote's latest extension of its validity; null when it was never extended. */
export async function findValidityExtension(trx: TenantTransaction, tenantId: string, quoteId: string): Promise<QuoteValidityExtension | null> {
  const row = await trx
    .selectFrom('quote_validity_extensions')
    .select([sql<string>`to_char(valid_until, 'YYYY-MM-DD')`.as('valid_until'), 'extended_at'])
    .where('tenant_id', '=', tenantId)
    .where('quote_id', '=', quoteId)
    .orderBy('valid_until', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { validUntil: row.valid_until, extendedAt: (row.extended_at as Date).toISOString() } : null;
}

export async function insertValidityExtension(
  trx: TenantTransaction,
  tenantId: string,
  extension: { id: string; quoteId: string; previousValidUntil: string; validUntil: string; userId: string },
): Promise<void> {
  await trx
    .insertInto('quote_validity_extensions')
    .values({
      tenant_id: tenantId,
      id: extension.id,
      quote_id: extension.quoteId,
      previous_valid_until: extension.previousValidUntil,
      valid_until: extension.validUntil,
      extended_by: extension.userId,
    })
    .execute();
}

/** Whether an offer valid until the end of `validUntil` (German time) has ended at `now`. */
export const isOfferExpired = (validUntil: string, now = new Date()) => germanDay(now) > validUntil;

/** The instant the day after `day` begins in Germany: an offer valid until `day` ends then. */
export function germanDayEnd(day: string): Date {
  const utcMidnight = Date.parse(`${addDays(day, 1)}T00:00:00Z`);
  for (const offsetHours of [2, 1]) {
    const instant = utcMidnight - offsetHours * 3_600_000;
    if (germanDay(new Date(instant)) !== day && germanDay(new Date(instant - 1)) === day) return new Date(instant);
  }
  return new Date(utcMidnight - 3_600_000);
}
