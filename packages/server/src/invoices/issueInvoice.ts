import { buyerElectronicAddress, germanDay, isTenantInformationComplete, type BodyOutput, type Invoice, type invoiceEndpoints, type Quote } from '@planner/api';
import { withAuditEvent } from '../audit';
import type { TenantTransaction } from '../db/scopes';
import { queueDocument, type DocumentKind } from '../documents';
import { offThreadOr } from '../documentPdf/pdfWorker';
import { documentFileName } from '../http/results';
import { findQuote } from '../quotes';
import { findLogo } from '../tenant';
import { composeInvoice, type InvoiceParts } from './composeInvoice';
import { buildCiiXml } from './document/cii';
import { renderInvoicePdf, type InvoicePdfInput } from './document/renderInvoicePdf';
import { anyChanged, partiesChanged, partiesOfToday, type InvoiceParties } from './invoiceParties';
import { invoiceDateProblem, type InvoiceDateProblem } from './invoiceDates';
import { takeInvoiceNumber } from './numberRange';
import { deductionsOf, findInvoice } from './readInvoice';
import { findInvoiceFiles, markIssued, type InvoiceRow } from './repository';

export const invoiceFileName = (invoiceNumber: string, extension: 'pdf' | 'xml') => documentFileName('Rechnung', invoiceNumber, extension);

/** The issued invoice as a document: the PDF/A-3 of the frozen invoice, embedding the e-invoice stored at issue (what its XRechnung download serves). */
export const invoiceDocuments: DocumentKind<InvoicePdfInput> = {
  kind: 'Invoice',
  async load(trx, tenantId, id, blobs) {
    const [invoice, files] = [await findInvoice(trx, tenantId, id), await findInvoiceFiles(trx, tenantId, id)];
    if (!invoice?.invoiceNumber || !files?.xml) return undefined;
    return { invoice, logo: (await findLogo(trx, tenantId, blobs))?.data ?? null, xml: files.xml };
  },
  render: offThreadOr(new URL('./invoicePdfWorker.js', import.meta.url), 'Invoice PDF', renderInvoicePdf),
};

export type IssueProblem = { kind: 'missing-tenant-information' | 'reverse-charge-needs-vat-ids' | 'not-found' } | InvoiceDateProblem;

/** The quote billed and today's data of customer and company (complete), or why the invoice cannot be issued. */
export async function issueBasis(trx: TenantTransaction, tenantId: string, quoteId: string): Promise<IssueProblem | { kind: 'basis'; quote: Quote; parties: InvoiceParties }> {
  const quote = await findQuote(trx, tenantId, quoteId);
  const parties = quote && (await partiesOfToday(trx, tenantId, quote));
  if (!quote) return { kind: 'not-found' };
  if (!parties || !isTenantInformationComplete(parties.company)) return { kind: 'missing-tenant-information' };
  return { kind: 'basis', quote, parties };
}

/**
 * Gives the invoice (partial, final or cancellation) the next number of the range, freezes it, stores
 * its e-invoice and queues its PDF (ADR 0013), in the caller's transaction: if anything fails, the
 * number is not used. The caller has checked the invoice date with the range locked.
 */
export async function freezeInvoice(trx: TenantTransaction, tenantId: string, parts: Omit<InvoiceParts, 'invoiceNumber' | 'issuedAt'>, now: Date) {
  const { company } = parts.parties;
  if (parts.draft.reverseCharge && (!company.legalInformation?.vatId || !parts.draft.buyerVatId)) return { kind: 'reverse-charge-needs-vat-ids' } as const;
  const invoiceNumber = await takeInvoiceNumber(trx, tenantId);
  const document = composeInvoice({ ...parts, invoiceNumber, issuedAt: now.toISOString() });
  const issued = { entity: 'invoices', entityId: document.id, event: 'invoice.issued', details: { number: invoiceNumber } } as const;
  // Receivers refuse an XRechnung without the buyer's electronic address (BT-49): such an invoice
  // carries the EN 16931 profile (Factur-X), and its XRechnung download answers why there is none.
  const profile = buyerElectronicAddress(document.customer) ? 'XRechnung' : 'EN16931';
  await withAuditEvent(trx, tenantId, issued, () => markIssued(trx, tenantId, document, buildCiiXml(document, profile)));
  await queueDocument(trx, tenantId, { kind: 'Invoice', id: document.id, fileName: invoiceFileName(invoiceNumber, 'pdf') });
  return { kind: 'issued', document } as const;
}

type IssueInput = BodyOutput<typeof invoiceEndpoints.issue>;
export type IssueOutcome = IssueProblem | { kind: 'issued'; invoice: Invoice } | { kind: 'not-draft' | 'conflict' | 'parties-changed' };

/**
 * Issues a draft (its row locked by the caller) with the customer's and company's data it shows:
 * when those changed since the draft took them, it is refused until the draft takes today's.
 */
export async function issueDraft(trx: TenantTransaction, tenantId: string, row: InvoiceRow, input: IssueInput, now = new Date()): Promise<IssueOutcome> {
  if (row.status !== 'Draft') return { kind: 'not-draft' };
  if (row.version !== input.version) return { kind: 'conflict' };
  const basis = await issueBasis(trx, tenantId, row.quote_id);
  if (basis.kind !== 'basis') return basis;
  const { quote, parties } = basis;
  if (row.draft.parties && anyChanged(partiesChanged(row.draft.parties, parties))) return { kind: 'parties-changed' };
  const earliest = { day: germanDay(new Date(quote.finalizedAt)), problem: 'date-before-quote' } as const;
  const dateProblem = await invoiceDateProblem(trx, tenantId, input.invoiceDate, earliest, now);
  if (dateProblem) return dateProblem;
  const deductions = row.kind === 'Final' ? await deductionsOf(trx, tenantId, row.quote_id) : [];
  const { id, kind, draft } = row;
  const parts = { id, kind, quote, parties, draft, deductions, cancels: null, invoiceDate: input.invoiceDate, createdAt: row.created_at.toISOString() };
  const frozen = await freezeInvoice(trx, tenantId, parts, now);
  return frozen.kind === 'issued' ? { kind: 'issued', invoice: (await findInvoice(trx, tenantId, row.id)) as Invoice } : frozen;
}
