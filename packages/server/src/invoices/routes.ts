import {
  buyerElectronicAddress,
  type Invoice,
  invoiceEndpoints,
  MSG_CANCELLATION_BEFORE_INVOICE,
  MSG_CANCELLATION_OF_CANCELLATION,
  MSG_E_INVOICE_ADDRESS_MISSING,
  MSG_FINAL_INVOICE_EXISTS,
  MSG_INVOICE_CHANGED,
  MSG_INVOICE_COMPANY_DATA,
  MSG_INVOICE_DATE_BEFORE_QUOTE,
  MSG_INVOICE_DATE_IN_FUTURE,
  MSG_INVOICE_DATE_TOO_OLD,
  MSG_INVOICE_NOT_DRAFT,
  MSG_INVOICE_NOT_FOUND,
  MSG_INVOICE_NOT_ISSUED,
  MSG_INVOICE_NOT_YET_ISSUED,
  MSG_INVOICE_PARTIES_CHANGED,
  MSG_LABOUR_EXCEEDS_LINE,
  MSG_LINES_CHANGED,
  MSG_NEXT_INVOICE_NUMBER_USED,
  MSG_OPEN_PARTIAL_DRAFTS,
  MSG_PARTIAL_CANCEL_AFTER_FINAL,
  MSG_PARTIALS_EXCEED_QUOTE,
  MSG_PAYMENT_BEFORE_INVOICE,
  MSG_PAYMENT_IN_FUTURE,
  MSG_QUOTE_NOT_ACCEPTED,
  MSG_REVERSE_CHARGE_NEEDS_VAT_IDS,
  msgInvoiceDateBeforeLast,
} from '@planner/api';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../db/errors';
import { withAuditEvent, type AuditEvent } from '../audit';
import { withTenant } from '../db/scopes';
import { registerEndpoint } from '../http/registerEndpoint';
import { documentAnswer, readDocument, renderDocument } from '../documents';
import { binary, failure, paged, success } from '../http/results';
import type { AppServices } from '../http/services';
import { cancelInvoice, type CancelOutcome } from './cancelInvoice';
import { changeDraft, refreshParties, removeDraft, type ChangeOutcome, type RefreshOutcome } from './changeDraft';
import { createInvoice, type CreateOutcome } from './createInvoice';
import { paymentDateProblem, type InvoiceDateProblem } from './invoiceDates';
import { invoiceDocuments, invoiceFileName, issueDraft, type IssueOutcome } from './issueInvoice';
import { INVOICE_EXPORT } from './invoiceExport';
import { listInvoices } from './listInvoices';
import { registerListExport } from '../listExport';
import { findInvoiceSettings, saveInvoiceSettings } from './numberRange';
import { findInvoice } from './readInvoice';
import { findInvoiceFiles, findInvoiceRow, setStatus } from './repository';

const notFound = () => failure('failure/NotFound', MSG_INVOICE_NOT_FOUND);
const notDraft = () => failure('failure/InvoiceNotDraft', MSG_INVOICE_NOT_DRAFT);
const conflict = () => failure('failure/Conflict', MSG_INVOICE_CHANGED);
const notIssued = () => failure('failure/InvoiceNotIssued', MSG_INVOICE_NOT_ISSUED);
const notYetIssued = () => failure('failure/InvoiceNotIssued', MSG_INVOICE_NOT_YET_ISSUED);
const invalid = (message: string) => failure('failure/InvalidInvoice', message);

function createAnswer(outcome: CreateOutcome) {
  switch (outcome.kind) {
    case 'created':
      return success(outcome.invoice);
    case 'quote-not-accepted':
      return failure('failure/QuoteNotAccepted', MSG_QUOTE_NOT_ACCEPTED);
    case 'final-exists':
      return failure('failure/FinalInvoiceExists', MSG_FINAL_INVOICE_EXISTS);
    case 'partials-exceed':
      return failure('failure/PartialsExceedQuote', MSG_PARTIALS_EXCEED_QUOTE);
    case 'open-partial-drafts':
      return failure('failure/OpenPartialDrafts', MSG_OPEN_PARTIAL_DRAFTS);
  }
}

/** The answers every change of a draft shares. */
function draftAnswer(outcome: RefreshOutcome) {
  switch (outcome.kind) {
    case 'changed':
      return success(outcome.invoice);
    case 'not-found':
      return notFound();
    case 'not-draft':
      return notDraft();
    case 'conflict':
      return conflict();
  }
}

function changeAnswer(outcome: ChangeOutcome) {
  switch (outcome.kind) {
    case 'lines-changed':
      return invalid(MSG_LINES_CHANGED);
    case 'labour-exceeds-line':
      return invalid(MSG_LABOUR_EXCEEDS_LINE);
    default:
      return draftAnswer(outcome);
  }
}

const missingCompanyData = () => failure('failure/MissingTenantInformation', MSG_INVOICE_COMPANY_DATA);
const reverseChargeNeedsVatIds = () => invalid(MSG_REVERSE_CHARGE_NEEDS_VAT_IDS);

const DATE_MESSAGES: Record<Exclude<InvoiceDateProblem['kind'], 'date-before-last'>, string> = {
  'date-in-future': MSG_INVOICE_DATE_IN_FUTURE,
  'date-too-old': MSG_INVOICE_DATE_TOO_OLD,
  'date-before-quote': MSG_INVOICE_DATE_BEFORE_QUOTE,
  'before-invoice': MSG_CANCELLATION_BEFORE_INVOICE,
};

const dateRefused = (problem: InvoiceDateProblem) =>
  invalid(problem.kind === 'date-before-last' ? msgInvoiceDateBeforeLast(problem.lastDate) : DATE_MESSAGES[problem.kind]);

function issueAnswer(outcome: Exclude<IssueOutcome, { kind: 'issued' }>) {
  switch (outcome.kind) {
    case 'not-found':
      return notFound();
    case 'not-draft':
      return notDraft();
    case 'conflict':
      return conflict();
    case 'missing-tenant-information':
      return missingCompanyData();
    case 'reverse-charge-needs-vat-ids':
      return reverseChargeNeedsVatIds();
    case 'parties-changed':
      return failure('failure/InvoicePartiesConflict', MSG_INVOICE_PARTIES_CHANGED);
    default:
      return dateRefused(outcome);
  }
}

function cancelAnswer(outcome: Exclude<CancelOutcome, { kind: 'cancelled' }>) {
  switch (outcome.kind) {
    case 'not-found':
      return notFound();
    case 'missing-tenant-information':
      return missingCompanyData();
    case 'reverse-charge-needs-vat-ids':
      return reverseChargeNeedsVatIds();
    case 'not-issued':
      return notIssued();
    case 'is-cancellation':
      return invalid(MSG_CANCELLATION_OF_CANCELLATION);
    case 'deducted-in-final':
      return invalid(MSG_PARTIAL_CANCEL_AFTER_FINAL);
    default:
      return dateRefused(outcome);
  }
}

export function registerInvoiceRoutes(app: FastifyInstance, { db, blobs }: AppServices): void {
  /** Renders the PDF of an invoice just issued, after the commit (ADR 0013); if that fails, it stays Pending and is retried. */
  const withRenderedPdf = async (tenantId: string, invoice: Invoice): Promise<Invoice> =>
    (await renderDocument(db, blobs, invoiceDocuments, tenantId, invoice.id)) === 'stored' ? { ...invoice, pdfState: 'Stored' } : invoice;

  registerEndpoint(app, invoiceEndpoints.list, async ({ tenantId, query }) =>
    paged(await withTenant(db, tenantId, (trx) => listInvoices(trx, tenantId, query)), query),
  );

  registerListExport(app, db, invoiceEndpoints.export, INVOICE_EXPORT, listInvoices);

  registerEndpoint(app, invoiceEndpoints.get, async ({ tenantId, params }) => {
    const invoice = await withTenant(db, tenantId, (trx) => findInvoice(trx, tenantId, params.id));
    return invoice ? success(invoice) : notFound();
  });

  registerEndpoint(app, invoiceEndpoints.create, async ({ tenantId, body }) =>
    createAnswer(await withTenant(db, tenantId, (trx) => createInvoice(trx, tenantId, body))),
  );

  registerEndpoint(app, invoiceEndpoints.update, async ({ tenantId, params, body }) =>
    changeAnswer(await withTenant(db, tenantId, (trx) => changeDraft(trx, tenantId, params.id, body))),
  );

  registerEndpoint(app, invoiceEndpoints.refreshParties, async ({ tenantId, params, body }) =>
    draftAnswer(await withTenant(db, tenantId, (trx) => refreshParties(trx, tenantId, params.id, body.version))),
  );

  registerEndpoint(app, invoiceEndpoints.remove, async ({ tenantId, params }) => {
    const outcome = await withTenant(db, tenantId, (trx) => removeDraft(trx, tenantId, params.id));
    if (outcome === 'not-found') return notFound();
    return outcome === 'not-draft' ? notDraft() : success(null);
  });

  registerEndpoint(app, invoiceEndpoints.issue, async ({ tenantId, params, body }) => {
    const outcome = await withTenant(db, tenantId, async (trx) => {
      const row = await findInvoiceRow(trx, tenantId, params.id, true);
      return row ? issueDraft(trx, tenantId, row, body) : ({ kind: 'not-found' } as const);
    });
    if (outcome.kind !== 'issued') return issueAnswer(outcome);
    return success(await withRenderedPdf(tenantId, outcome.invoice));
  });

  registerEndpoint(app, invoiceEndpoints.cancel, async ({ tenantId, params, body }) => {
    const outcome = await withTenant(db, tenantId, (trx) => cancelInvoice(trx, tenantId, params.id, body.invoiceDate));
    if (outcome.kind !== 'cancelled') return cancelAnswer(outcome);
    return success(await withRenderedPdf(tenantId, outcome.cancellation));
  });

  registerEndpoint(app, invoiceEndpoints.setPayment, async ({ tenantId, params, body }) => {
    const outcome = await withTenant(db, tenantId, async (trx) => {
      const row = await findInvoiceRow(trx, tenantId, params.id, true);
      if (!row) return notFound();
      if (row.status !== 'Issued' && row.status !== 'Paid') return notIssued();
      const dateProblem = body.paidOn && paymentDateProblem(body.paidOn, row.invoice_date as string, new Date());
      if (dateProblem) return invalid(dateProblem.kind === 'payment-in-future' ? MSG_PAYMENT_IN_FUTURE : MSG_PAYMENT_BEFORE_INVOICE);
      const payment: AuditEvent = body.paidOn
        ? { entity: 'invoices', entityId: row.id, event: 'invoice.paid', details: { number: row.invoice_number, paidOn: body.paidOn } }
        : { entity: 'invoices', entityId: row.id, event: 'invoice.unpaid', details: { number: row.invoice_number } };
      await withAuditEvent(trx, tenantId, payment, () =>
        setStatus(trx, tenantId, row.id, body.paidOn ? 'Paid' : 'Issued', body.paidOn),
      );
      return success((await findInvoice(trx, tenantId, row.id))!);
    });
    return outcome;
  });

  registerEndpoint(app, invoiceEndpoints.pdf, async ({ tenantId, params }) => {
    const read = await withTenant(db, tenantId, async (trx) => {
      const row = await findInvoiceRow(trx, tenantId, params.id);
      return row && { row, file: await readDocument(trx, tenantId, blobs, { kind: 'Invoice', id: row.id }) };
    });
    if (!read) return notFound();
    return read.file ? documentAnswer(read.file) : notYetIssued();
  });

  registerEndpoint(app, invoiceEndpoints.xrechnung, async ({ tenantId, params }) => {
    const files = await withTenant(db, tenantId, (trx) => findInvoiceFiles(trx, tenantId, params.id));
    if (!files) return notFound();
    if (!files.xml || !files.invoice_number || !files.document) return notYetIssued();
    // Without the buyer's electronic address (BT-49) receivers refuse an XRechnung; the PDF still carries the invoice.
    if (!buyerElectronicAddress(files.document.customer)) return failure('failure/EInvoiceAddressMissing', MSG_E_INVOICE_ADDRESS_MISSING);
    return binary('application/xml', Buffer.from(files.xml, 'utf8'), invoiceFileName(files.invoice_number, 'xml'));
  });

  registerEndpoint(app, invoiceEndpoints.getSettings, async ({ tenantId }) =>
    success(await withTenant(db, tenantId, (trx) => findInvoiceSettings(trx, tenantId))),
  );

  registerEndpoint(app, invoiceEndpoints.putSettings, async ({ tenantId, body }) => {
    try {
      const saved = await withTenant(db, tenantId, (trx) => saveInvoiceSettings(trx, tenantId, body));
      return saved ? success(saved) : failure('failure/InvoiceNumberUsed', MSG_NEXT_INVOICE_NUMBER_USED);
    } catch (error) {
      if (isUniqueViolation(error)) return failure('failure/InvoiceNumberUsed', MSG_NEXT_INVOICE_NUMBER_USED);
      throw error;
    }
  });
}
