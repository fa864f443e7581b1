import { buyerElectronicAddress, germanDay, isTenantInformationComplete, type BodyOutput, type Invoice, type invoiceEndpoints, type Quote } from '@planner/api';
import { withAuditEvent } from '../audit';
import type { TenantTransaction } from '../db/scopes';
import { queueDocument } from '../documents';
import { findQuote } from '../quotes';
import { composeInvoice, type InvoiceParts } from './composeInvoice';
import { buildCiiXml } from './document/cii';
import { invoiceFileName } from './invoiceDocument';
import { anyChanged, partiesChanged, partiesOfToday, type InvoiceParties } from './invoiceParties';
import { invoiceDateProblem, type InvoiceDateProblem } from './invoiceDates';
import { takeInvoiceNumber } from './numberRange';
import { deductionsOf, findInvoice } from './readInvoice';
import { insertDraft, markIssued, type InvoiceRow } from './repository';
import type { IssuedInvoiceDocument } from './tables';

type IssueInput = BodyOutput<typeof invoiceEndpoints.issue>;

export type IssueProblem = { kind: 'missing-tenant-information' } | { kind: 'reverse-charge-needs-vat-ids' } | { kind: 'not-found' } | InvoiceDateProblem;

/** The quote billed and today's data of customer and company (complete), or why the invoice cannot be issued. */
async function issueBasis(
  trx: TenantTransaction,
  tenantId: string,
  quoteId: string,
): Promise<IssueProblem | { kind: 'basis'; quote: Quote; parties: InvoiceParties }> {
  const quote = await findQuote(trx, tenantId, quoteId);
  if (!quote) return { kind: 'not-found' };
  const parties = await partiesOfToday(trx, tenantId, quote);
  if (!parties || !isTenantInformationComplete(parties.company)) return { kind: 'missing-tenant-information' };
  return { kind: 'basis', quote, parties };
}

/**
 * Gives the invoice the next number of the range, freezes it with today's data of customer and
 * company, stores its e-invoice (made here, once) and queues its PDF (ADR 0013), all in the
 * caller's transaction: if anything fails, the number is not used. The caller renders the PDF
 * after the commit. The caller has checked the invoice date with the range locked.
 */
async function freeze(
  trx: TenantTransaction,
  tenantId: string,
  parts: Omit<InvoiceParts, 'invoiceNumber' | 'issuedAt'>,
  now: Date,
): Promise<IssueProblem | { kind: 'issued'; document: IssuedInvoiceDocument }> {
  const { company } = parts.parties;
  if (parts.draft.reverseCharge && (!company.legalInformation?.vatId || !parts.draft.buyerVatId)) {
    return { kind: 'reverse-charge-needs-vat-ids' };
  }
  const invoiceNumber = await takeInvoiceNumber(trx, tenantId);
  const document = composeInvoice({ ...parts, invoiceNumber, issuedAt: now.toISOString() });
  const issued = { entity: 'invoices', entityId: document.id, event: 'invoice.issued', details: { number: invoiceNumber } } as const;
  // Receivers refuse an XRechnung without the buyer's electronic address (BT-49): such an invoice
  // carries the EN 16931 profile (Factur-X), and its XRechnung download answers why there is none.
  const profile = buyerElectronicAddress(document.customer) ? 'XRechnung' : 'EN16931';
  await withAuditEvent(trx, tenantId, issued, () => markIssued(trx, tenantId, document, buildCiiXml(document, profile)));
  await queueDocument(trx, tenantId, { kind: 'Invoice', id: document.id, fileName: invoiceFileName(invoiceNumber, 'pdf') });
  return { kind: 'issued', document };
}

export type IssueOutcome =
  | IssueProblem
  | { kind: 'issued'; invoice: Invoice }
  | { kind: 'not-draft' }
  | { kind: 'conflict' }
  | { kind: 'parties-changed' };

/**
 * Issues a draft (its row locked by the caller) with the customer's and company's data it shows:
 * when those changed since the draft took them, it is refused until the draft takes today's.
 */
export async function issueDraft(
  trx: TenantTransaction,
  tenantId: string,
  row: InvoiceRow,
  input: IssueInput,
  now = new Date(),
): Promise<IssueOutcome> {
  if (row.status !== 'Draft') return { kind: 'not-draft' };
  if (row.version !== input.version) return { kind: 'conflict' };
  const basis = await issueBasis(trx, tenantId, row.quote_id);
  if (basis.kind !== 'basis') return basis;
  if (row.draft.parties && anyChanged(partiesChanged(row.draft.parties, basis.parties))) return { kind: 'parties-changed' };
  const earliest = { day: germanDay(new Date(basis.quote.finalizedAt)), problem: 'date-before-quote' } as const;
  const dateProblem = await invoiceDateProblem(trx, tenantId, input.invoiceDate, earliest, now);
  if (dateProblem) return dateProblem;
  const frozen = await freeze(
    trx,
    tenantId,
    {
      id: row.id,
      kind: row.kind,
      quote: basis.quote,
      parties: basis.parties,
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
  // Checked before the draft is stored: a refused cancellation leaves nothing behind.
  const basis = await issueBasis(trx, tenantId, original.quoteId);
  if (basis.kind !== 'basis') return basis;
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
      quote: basis.quote,
      parties: basis.parties,
      cancels: { invoiceId: original.id, invoiceNumber: original.invoiceNumber as string, invoiceDate: original.invoiceDate as string },
      createdAt: now.toISOString(),
    },
    now,
  );
}
