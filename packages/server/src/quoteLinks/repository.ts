import type { QuoteLink, QuoteLinkAnswer, QuoteLinkState, UnseenQuoteAnswer } from '@planner/api';
import type { Selectable } from 'kysely';
import { withAuditEvent } from '../audit';
import type { SystemTransaction, TenantTransaction } from '../db/scopes';
import type { QuoteLinksTable } from './tables';

type LinkRow = Selectable<QuoteLinksTable>;

export function linkState(row: Pick<LinkRow, 'answer' | 'revoked_at' | 'expires_at'>, now = new Date()): QuoteLinkState {
  if (row.answer) return 'Answered';
  if (row.revoked_at) return 'Revoked';
  return row.expires_at <= now ? 'Expired' : 'Open';
}

export function answerOf(row: LinkRow): QuoteLinkAnswer | null {
  if (!row.answer || !row.answered_at) return null;
  return {
    kind: row.answer,
    answeredAt: row.answered_at.toISOString(),
    signerName: row.signer_name,
    reason: row.decline_reason,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    pdfSha256: row.pdf_sha256,
  };
}

export const toQuoteLink = (row: LinkRow): QuoteLink => ({
  id: row.id,
  quoteId: row.quote_id,
  createdAt: row.created_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  revokedAt: row.revoked_at?.toISOString() ?? null,
  state: linkState(row),
  answer: answerOf(row),
});

export async function insertLink(
  trx: TenantTransaction,
  tenantId: string,
  link: { id: string; quoteId: string; tokenSha256: string; expiresAt: Date },
): Promise<QuoteLink> {
  const created = {
    entity: 'quote_links',
    entityId: link.id,
    event: 'quoteLink.created',
    details: { expiresOn: link.expiresAt.toISOString().slice(0, 10) },
  } as const;
  const row = await withAuditEvent(trx, tenantId, created, () =>
    trx
      .insertInto('quote_links')
      .values({ tenant_id: tenantId, id: link.id, quote_id: link.quoteId, token_sha256: link.tokenSha256, expires_at: link.expiresAt })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return toQuoteLink(row);
}

/** The quote's links, newest first. */
export async function listLinks(trx: TenantTransaction, tenantId: string, quoteId: string): Promise<QuoteLink[]> {
  const rows = await trx
    .selectFrom('quote_links')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('quote_id', '=', quoteId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toQuoteLink);
}

/** Revokes an open link; an answered or already revoked one stays as it is. Undefined when unknown. */
export async function revokeLink(trx: TenantTransaction, tenantId: string, quoteId: string, id: string): Promise<QuoteLink | undefined> {
  await trx
    .updateTable('quote_links')
    .set({ revoked_at: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('quote_id', '=', quoteId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .where('answer', 'is', null)
    .execute();
  const row = await trx.selectFrom('quote_links').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).where('quote_id', '=', quoteId).executeTakeFirst();
  return row && toQuoteLink(row);
}

/** Which company and link a token belongs to; the only query across companies. */
export function findLinkTenant(trx: SystemTransaction, tokenSha256: string) {
  return trx.selectFrom('quote_links').select(['tenant_id', 'id']).where('token_sha256', '=', tokenSha256).executeTakeFirst();
}

/** The link, locked until the transaction ends when `lock` is set. */
export function findLink(trx: TenantTransaction, tenantId: string, id: string, lock = false) {
  const query = trx.selectFrom('quote_links').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function recordAnswer(
  trx: TenantTransaction,
  tenantId: string,
  id: string,
  answer: Omit<QuoteLinkAnswer, 'answeredAt'>,
): Promise<void> {
  await trx
    .updateTable('quote_links')
    .set({
      answer: answer.kind,
      answered_at: new Date(),
      signer_name: answer.signerName,
      decline_reason: answer.reason,
      ip_address: answer.ipAddress,
      user_agent: answer.userAgent,
      pdf_sha256: answer.pdfSha256,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Answers not shown to the company yet, oldest first; they count as shown from now on. */
export async function takeUnseenAnswers(trx: TenantTransaction, tenantId: string): Promise<UnseenQuoteAnswer[]> {
  const rows = await trx
    .updateTable('quote_links as l')
    .set({ answer_seen_at: new Date() })
    .from('quotes as q')
    .whereRef('q.tenant_id', '=', 'l.tenant_id')
    .whereRef('q.id', '=', 'l.quote_id')
    .where('l.tenant_id', '=', tenantId)
    .where('l.answered_at', 'is not', null)
    .where('l.answer_seen_at', 'is', null)
    .returningAll('l')
    .returning(['q.quote_number', 'q.quote_name', 'q.customer_name'])
    .execute();
  return rows
    .sort((a, b) => (a.answered_at as Date).getTime() - (b.answered_at as Date).getTime())
    .map((row) => ({
      linkId: row.id,
      quoteId: row.quote_id,
      quoteNumber: row.quote_number,
      quoteName: row.quote_name,
      customerName: row.customer_name,
      answer: answerOf(row) as QuoteLinkAnswer,
    }));
}

/** The e-mail address the quote's customer has now (they may have given it after the quote was made); empty when none. */
export async function findCustomerEmailOfQuote(trx: TenantTransaction, tenantId: string, quoteId: string): Promise<string> {
  const row = await trx
    .selectFrom('quotes')
    .innerJoin('projects', (join) => join.onRef('projects.id', '=', 'quotes.project_id').onRef('projects.tenant_id', '=', 'quotes.tenant_id'))
    .innerJoin('jobsites', (join) => join.onRef('jobsites.id', '=', 'projects.jobsite_id').onRef('jobsites.tenant_id', '=', 'projects.tenant_id'))
    .innerJoin('customers', (join) => join.onRef('customers.id', '=', 'jobsites.customer_id').onRef('customers.tenant_id', '=', 'jobsites.tenant_id'))
    .select('customers.email')
    .where('quotes.tenant_id', '=', tenantId)
    .where('quotes.id', '=', quoteId)
    .executeTakeFirst();
  return row?.email ?? '';
}
