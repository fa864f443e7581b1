import { customerDisplayName, DEFAULT_QUOTE_SETTINGS, type BodyOutput, type Invoice, type invoiceEndpoints, type Quote } from '@planner/api';
import { randomUUID } from 'node:crypto';
import type { TenantTransaction } from '../db/scopes';
import { germanDay, lockQuote } from '../quotes';
import { findQuoteSettings } from '../tenant';
import { composeInvoice } from './composeInvoice';
import { partiesOfToday } from './invoiceParties';
import { partialInvoiceLines, partialNetAmount, quoteInvoiceLines } from './invoiceLines';
import { deductionsOf, findInvoice } from './readInvoice';
import { insertDraft, quoteInvoices } from './repository';
import type { InvoiceDraft } from './tables';

type CreateInput = BodyOutput<typeof invoiceEndpoints.create>;

export type CreateOutcome =
  | { kind: 'created'; invoice: Invoice }
  | { kind: 'quote-not-accepted' }
  | { kind: 'final-exists' }
  | { kind: 'partials-exceed' }
  | { kind: 'open-partial-drafts' };

/** Lines of the new draft, or why the quote cannot have it. */
async function linesFor(
  trx: TenantTransaction,
  tenantId: string,
  quote: Quote,
  input: CreateInput,
): Promise<InvoiceDraft['lines'] | Exclude<CreateOutcome, { kind: 'created' }>> {
  const finals = await quoteInvoices(trx, tenantId, quote.id, 'Final');
  if (finals.some((invoice) => invoice.status !== 'Cancelled')) return { kind: 'final-exists' };
  const partials = (await quoteInvoices(trx, tenantId, quote.id, 'Partial')).filter((invoice) => invoice.status !== 'Cancelled');
  if (input.kind === 'Final') {
    if (partials.some((invoice) => invoice.status === 'Draft')) return { kind: 'open-partial-drafts' };
    return quoteInvoiceLines(quote);
  }
  const billed = partials.reduce((sum, invoice) => sum + invoice.net_total, 0);
  if (billed + partialNetAmount(quote.netTotal, input.share) > quote.netTotal) return { kind: 'partials-exceed' };
  return partialInvoiceLines(quote, input.share, partials.length + 1);
}

/**
 * A draft partial or final invoice of an accepted quote, its service period today and its payment
 * terms those of the quote. The quote's row is locked meanwhile, so two invoices of one quote are
 * checked one after the other (partials never bill more than the quote, one final invoice).
 */
export async function createInvoice(trx: TenantTransaction, tenantId: string, input: CreateInput, now = new Date()): Promise<CreateOutcome> {
  const quote = await lockQuote(trx, tenantId, input.quoteId);
  if (!quote || quote.quoteStatus !== 'Accepted') return { kind: 'quote-not-accepted' };
  const lines = await linesFor(trx, tenantId, quote, input);
  if (!Array.isArray(lines)) return lines;
  const parties = await partiesOfToday(trx, tenantId, quote);
  if (!parties) return { kind: 'quote-not-accepted' };

  const today = germanDay(now);
  const paymentTerms = quote.terms?.paymentTerms ?? (await findQuoteSettings(trx, tenantId))?.paymentTerms ?? DEFAULT_QUOTE_SETTINGS.paymentTerms;
  const draft: InvoiceDraft = {
    servicePeriodStart: today,
    servicePeriodEnd: today,
    paymentTerms,
    reverseCharge: false,
    buyerReference: '',
    buyerVatId: '',
    partialShare: input.kind === 'Partial' ? input.share : null,
    lines,
    parties,
  };
  const id = randomUUID();
  const figures = composeInvoice({
    id,
    kind: input.kind,
    quote,
    parties,
    draft,
    deductions: input.kind === 'Final' ? await deductionsOf(trx, tenantId, quote.id) : [],
    cancels: null,
    invoiceNumber: null,
    invoiceDate: null,
    createdAt: now.toISOString(),
    issuedAt: null,
  });
  await insertDraft(
    trx,
    tenantId,
    { id, quoteId: quote.id, projectId: quote.projectId, kind: input.kind, customerName: customerDisplayName(parties.customer), projectName: quote.projectName, quoteNumber: quote.quoteNumber, draft },
    figures,
  );
  return { kind: 'created', invoice: (await findInvoice(trx, tenantId, id)) as Invoice };
}
