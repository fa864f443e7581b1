import { germanDay, type QuoteDetail, type QuoteStatusLock, type QuoteWithdrawal, type SettableQuoteStatus } from '@planner/api';
import { withAuditEvent } from '../audit';
import { quoteStatusLockSql } from '../configurations';
import { currentActor } from '../db/actor';
import type { TenantTransaction } from '../db/scopes';
import { findDocumentStates } from '../documents';
import { findQuote, lockConfiguration, lockQuote, updateQuoteStatus } from './repository';

async function findWithdrawal(trx: TenantTransaction, tenantId: string, quoteId: string): Promise<QuoteWithdrawal | null> {
  const row = await trx
    .selectFrom('quote_withdrawals')
    .select(['withdrawn_on', 'reason', 'recorded_at', 'recorded_by'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', quoteId)
    .executeTakeFirst();
  return row ? { withdrawnOn: row.withdrawn_on, reason: row.reason, recordedAt: row.recorded_at.toISOString(), recordedBy: row.recorded_by } : null;
}

/** The quote's invoices by whether they were issued (a cancelled one was issued too). */
async function invoiceCounts(trx: TenantTransaction, tenantId: string, quoteId: string) {
  const rows = await trx.selectFrom('invoices').select('status').where('tenant_id', '=', tenantId).where('quote_id', '=', quoteId).execute();
  return { issued: rows.filter((row) => row.status !== 'Draft').length, drafts: rows.filter((row) => row.status === 'Draft').length };
}

/** Why the quote's status can no longer be set by hand, if it cannot. */
export async function quoteStatusLock(trx: TenantTransaction, tenantId: string, quoteId: string): Promise<QuoteStatusLock | null> {
  const row = await trx
    .selectFrom('quotes')
    .select(quoteStatusLockSql('quotes').as('lock'))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', quoteId)
    .executeTakeFirst();
  return row?.lock ?? null;
}

/** The quote as its page shows it, with its status lock and withdrawal. */
export async function findQuoteDetail(trx: TenantTransaction, tenantId: string, quoteId: string): Promise<QuoteDetail | undefined> {
  const quote = await findQuote(trx, tenantId, quoteId);
  if (!quote) return undefined;
  const pdfState = (await findDocumentStates(trx, tenantId, 'Quote', [quoteId])).get(quoteId) ?? 'Pending';
  return { ...quote, statusLock: await quoteStatusLock(trx, tenantId, quoteId), withdrawal: await findWithdrawal(trx, tenantId, quoteId), pdfState };
}

export type StatusChangeOutcome = { kind: 'changed' } | { kind: 'not-found' } | { kind: 'locked'; lock: QuoteStatusLock };

/**
 * Sets the customer's answer by hand (the configuration locked by the caller). An invoiced or
 * withdrawn quote keeps its status; one accepted online stays accepted.
 */
export async function changeQuoteStatus(
  trx: TenantTransaction,
  tenantId: string,
  quoteId: string,
  status: SettableQuoteStatus,
): Promise<StatusChangeOutcome> {
  const lock = await quoteStatusLock(trx, tenantId, quoteId);
  if (lock && !(lock === 'AcceptedOnline' && status === 'Accepted')) return { kind: 'locked', lock };
  const statusSet = { entity: 'configurations', entityId: quoteId, event: 'quote.statusSet', details: { status } } as const;
  const updated = await withAuditEvent(trx, tenantId, statusSet, () => updateQuoteStatus(trx, tenantId, quoteId, status));
  return updated ? { kind: 'changed' } : { kind: 'not-found' };
}

export type WithdrawalOutcome =
  | { kind: 'withdrawn'; quote: QuoteDetail }
  | { kind: 'not-found' }
  | { kind: 'not-accepted' }
  | { kind: 'invoiced' }
  | { kind: 'drafts' }
  | { kind: 'in-future' }
  | { kind: 'before-quote' };

/**
 * Records the customer's withdrawal from an accepted quote without issued invoices and declines
 * the quote; the acceptance and its evidence stay. The configuration and the quote are locked
 * meanwhile, as for a status change and for making an invoice, so neither happens at the same time.
 */
export async function withdrawFromQuote(
  trx: TenantTransaction,
  tenantId: string,
  quoteId: string,
  input: { withdrawnOn: string; reason: string },
  now = new Date(),
): Promise<WithdrawalOutcome> {
  if (!(await lockConfiguration(trx, tenantId, quoteId))) return { kind: 'not-found' };
  const quote = await lockQuote(trx, tenantId, quoteId);
  if (!quote) return { kind: 'not-found' };
  if (quote.quoteStatus !== 'Accepted') return { kind: 'not-accepted' };
  const invoices = await invoiceCounts(trx, tenantId, quoteId);
  if (invoices.issued > 0) return { kind: 'invoiced' };
  if (invoices.drafts > 0) return { kind: 'drafts' };
  if (input.withdrawnOn > germanDay(now)) return { kind: 'in-future' };
  if (input.withdrawnOn < germanDay(new Date(quote.finalizedAt))) return { kind: 'before-quote' };

  const actor = currentActor();
  await trx
    .insertInto('quote_withdrawals')
    .values({ tenant_id: tenantId, id: quoteId, withdrawn_on: input.withdrawnOn, reason: input.reason, recorded_by: actor ?? null })
    .execute();
  await updateQuoteStatus(trx, tenantId, quoteId, 'Declined');
  return { kind: 'withdrawn', quote: (await findQuoteDetail(trx, tenantId, quoteId))! };
}
