import { germanDay, isTenantInformationComplete, type BodyOutput, type Invoice, type invoiceEndpoints } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import { findQuote } from '../quotes';
import { findTenantInformation } from '../tenant';
import { composeInvoice, type InvoiceParts } from './composeInvoice';
import { buildCiiXml } from './document/cii';
import { invoiceDateProblem, type InvoiceDateProblem } from './invoiceDates';
import { takeInvoiceNumber } from './numberRange';
import { deductionsOf, findInvoice } from './readInvoice';
import { insertDraft, markIssued, type InvoiceRow } from './repository';
import type { IssuedInvoiceDocument } from './tables';

type IssueInput = BodyOutput<typeof invoiceEndpoints.issue>;

export type IssueProblem = { kind: 'missing-tenant-information' } | { kind: 'reverse-charge-needs-vat-ids' } | { kind: 'not-found' } | InvoiceDateProblem;

/** The issued invoice as the e-invoice is made from it, fresh from issuing. */
const asIssued = (document: IssuedInvoiceDocument): Invoice => ({
  ...document,
  status: 'Issued',
  version: 1,
  paidOn: null,
  cancelledBy: null,
  draftVatCategories: null,
});

/**
 * Gives the invoice the next number of the range, freezes it with today's company data and stores
 * its e-invoice, all in the caller's transaction: if anything fails, the number is not used. The
 * caller has checked the invoice date with the range locked.
 */
async function freeze(
  trx: TenantTransaction,
  tenantId: string,
  parts: Omit<InvoiceParts, 'company' | 'invoiceNumber' | 'issuedAt'>,
  now: Date,
): Promise<IssueProblem | { kind: 'issued'; document: IssuedInvoiceDocument }> {
  const company = await findTenantInformation(trx, tenantId);
  if (!company || !isTenantInformationComplete(company)) return { kind: 'missing-tenant-information' };
  if (parts.draft.reverseCharge && (!company.legalInformation?.vatId || !parts.draft.buyerVatId)) {
    return { kind: 'reverse-charge-needs-vat-ids' };
  }
  const invoiceNumber = await takeInvoiceNumber(trx, tenantId);
  const document = composeInvoice({ ...parts, company, invoiceNumber, issuedAt: now.toISOString() });
  await markIssued(trx, tenantId, document, buildCiiXml(asIssued(document)));
  return { kind: 'issued', document };
}

export type IssueOutcome = IssueProblem | { kind: 'issued'; invoice: Invoice } | { kind: 'not-draft' } | { kind: 'conflict' };

/** Issues a draft (its row locked by the caller). */
export async function issueDraft(
  trx: TenantTransaction,
  tenantId: string,
  row: InvoiceRow,
  input: IssueInput,
  now = new Date(),
): Promise<IssueOutcome> {
  if (row.status !== 'Draft') return { kind: 'not-draft' };
  if (row.version !== input.version) return { kind: 'conflict' };
  const quote = await findQuote(trx, tenantId, row.quote_id);
  if (!quote) return { kind: 'not-found' };
  const earliest = { day: germanDay(new Date(quote.finalizedAt)), problem: 'date-before-quote' } as const;
  const dateProblem = await invoiceDateProblem(trx, tenantId, input.invoiceDate, earliest, now);
  if (dateProblem) return dateProblem;
  const frozen = await freeze(
    trx,
    tenantId,
    {
      id: row.id,
      kind: row.kind,
      quote,
      draft: row.draft,
      deductions: row.kind === 'Final' ? await deductionsOf(trx, tenantId, row.quote_id) : [],
      cancels: null,
      invoiceDate: input.invoiceDate,
      createdAt: row.created_at.toISOString(),
    },
    now,
  );
  if (frozen.kind !== 'issued') return frozen;
  return { kind: 'issued', invoice: (await findInvoice(trx, tenantId, row.id)) as Invoice };
}

/** Stores the cancellation of an issued invoice as a draft and issues it at once (its date checked by the caller). */
export async function issueCancellation(
  trx: TenantTransaction,
  tenantId: string,
  original: IssuedInvoiceDocument,
  parts: Pick<InvoiceParts, 'id' | 'draft' | 'deductions' | 'invoiceDate'> & { customerName: string },
  now = new Date(),
): Promise<IssueProblem | { kind: 'issued'; document: IssuedInvoiceDocument }> {
  const quote = await findQuote(trx, tenantId, original.quoteId);
  if (!quote) return { kind: 'not-found' };
  await insertDraft(
    trx,
    tenantId,
    {
      id: parts.id,
      quoteId: original.quoteId,
      projectId: original.projectId,
      kind: 'Cancellation',
      customerName: parts.customerName,
      projectName: original.projectName,
      quoteNumber: original.quoteNumber,
      draft: parts.draft,
      cancelsId: original.id,
    },
    { netTotal: 0, grossTotal: 0, amountDue: 0 },
  );
  return freeze(
    trx,
    tenantId,
    {
      ...parts,
      kind: 'Cancellation',
      quote,
      cancels: { invoiceId: original.id, invoiceNumber: original.invoiceNumber as string, invoiceDate: original.invoiceDate as string },
      createdAt: now.toISOString(),
    },
    now,
  );
}
