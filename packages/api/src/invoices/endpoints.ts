import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { listQuerySchema } from '../envelope';
import { Uuid } from '../common';
import {
  CancelInvoiceSchema,
  CreateInvoiceSchema,
  INVOICE_KINDS,
  INVOICE_SORT_KEYS,
  INVOICE_STATUSES,
  InvoiceDraftSchema,
  InvoicePaymentSchema,
  InvoiceSettingsSchema,
  IssueInvoiceSchema,
  RefreshInvoicePartiesSchema,
  type Invoice,
  type InvoiceListItem,
  type InvoiceSettings,
} from './schemas';
import { inEnvironment } from '../endpointEnvironment';
import { listExportEndpoint } from '../listExport';

const InvoiceListQuerySchema = v.object({
  ...listQuerySchema(INVOICE_SORT_KEYS).entries,
  status: v.optional(v.picklist(INVOICE_STATUSES)),
  kind: v.optional(v.picklist(INVOICE_KINDS)),
  quoteId: v.optional(Uuid),
  projectId: v.optional(Uuid),
  /** `true`: only invoices past their due date (German day), issued and unpaid. */
  overdue: v.optional(v.picklist(['true', 'false'])),
});

export const invoiceEndpoints = inEnvironment('both', {
  /** The company's invoices, drafts included; filterable by status, kind, quote and project. */
  list: endpoint<InvoiceListItem[]>()({
    method: 'GET',
    path: '/api/electro/invoices',
    query: InvoiceListQuerySchema,
    paged: true,
  }),
  /** The invoices the list shows (search, filters, sort) as .xlsx or CSV. */
  export: listExportEndpoint('/api/electro/invoices/export', InvoiceListQuerySchema),
  get: endpoint<Invoice>()({
    method: 'GET',
    path: '/api/electro/invoices/:id',
    failures: ['failure/NotFound'],
  }),
  /**
   * A draft partial or final invoice of an accepted quote.
   * `failure/QuoteNotAccepted`: unknown quote or not accepted by the customer;
   * `failure/FinalInvoiceExists`: the quote already has a final invoice (not cancelled);
   * `failure/PartialsExceedQuote`: the partial invoices would bill more than the quote;
   * `failure/OpenPartialDrafts`: a final invoice while partial drafts are open.
   */
  create: endpoint<Invoice>()({
    method: 'POST',
    permission: 'plan',
    path: '/api/electro/invoices',
    body: CreateInvoiceSchema,
    failures: ['failure/QuoteNotAccepted', 'failure/FinalInvoiceExists', 'failure/PartialsExceedQuote', 'failure/OpenPartialDrafts'],
  }),
  /** Changes a draft. `failure/InvoiceNotDraft` once issued; `failure/Conflict` when changed meanwhile. */
  update: endpoint<Invoice>()({
    method: 'PUT',
    permission: 'plan',
    path: '/api/electro/invoices/:id',
    body: InvoiceDraftSchema,
    failures: ['failure/NotFound', 'failure/InvoiceNotDraft', 'failure/Conflict', 'failure/InvalidInvoice'],
  }),
  /** Deletes a draft; issued invoices are never deleted (`failure/InvoiceNotDraft`). */
  remove: endpoint<null>()({
    method: 'DELETE',
    permission: 'plan',
    path: '/api/electro/invoices/:id',
    failures: ['failure/NotFound', 'failure/InvoiceNotDraft'],
  }),
  /** Takes today's data of the customer and the company into a draft (see `partiesChanged`). */
  refreshParties: endpoint<Invoice>()({
    method: 'POST',
    permission: 'plan',
    path: '/api/electro/invoices/:id/parties',
    body: RefreshInvoicePartiesSchema,
    failures: ['failure/NotFound', 'failure/InvoiceNotDraft', 'failure/Conflict'],
  }),
  /**
   * Issues a draft with the next number of the company's range, freezes it and renders its PDF.
   * `failure/MissingTenantInformation`: address, contact, bank or legal data of the company missing;
   * `failure/InvalidInvoice`: e.g. reverse charge without the company's VAT id, or an invoice date
   * in the future, more than `INVOICE_DATE_MAX_DAYS_BACK` days back, before the quote was finalized
   * or before the last invoice issued in the company's number range;
   * `failure/InvoicePartiesConflict`: the customer's or company's data changed since the draft took them.
   */
  issue: endpoint<Invoice>()({
    method: 'POST',
    permission: 'plan',
    path: '/api/electro/invoices/:id/issue',
    body: IssueInvoiceSchema,
    failures: [
      'failure/NotFound',
      'failure/InvoiceNotDraft',
      'failure/Conflict',
      'failure/MissingTenantInformation',
      'failure/InvalidInvoice',
      'failure/InvoicePartiesConflict',
    ],
  }),
  /**
   * Cancels an issued invoice with an issued cancellation invoice, which it answers.
   * `failure/InvalidInvoice`: a cancellation, a partial invoice deducted by an issued final invoice,
   * or a date before the invoice's; its date follows the rules of an invoice date as well.
   */
  cancel: endpoint<Invoice>()({
    method: 'POST',
    permission: 'plan',
    path: '/api/electro/invoices/:id/cancel',
    body: CancelInvoiceSchema,
    failures: ['failure/NotFound', 'failure/InvoiceNotIssued', 'failure/InvalidInvoice', 'failure/MissingTenantInformation'],
  }),
  /**
   * Marks an issued invoice paid on a date, or (`null`) unpaid again.
   * `failure/InvalidInvoice`: a payment date in the future or before the invoice date.
   */
  setPayment: endpoint<Invoice>()({
    method: 'PUT',
    permission: 'plan',
    path: '/api/electro/invoices/:id/payment',
    body: InvoicePaymentSchema,
    failures: ['failure/NotFound', 'failure/InvoiceNotIssued', 'failure/InvalidInvoice'],
  }),
  /** The invoice as PDF/A-3 with its EN 16931 data embedded (ZUGFeRD / Factur-X). */
  pdf: endpoint<Blob>()({
    method: 'GET',
    path: '/api/electro/invoices/:id/pdf',
    binary: true,
    failures: ['failure/NotFound', 'failure/InvoiceNotIssued', 'failure/DocumentPending'],
  }),
  /**
   * The e-invoice as XRechnung in CII syntax. `failure/EInvoiceAddressMissing` when the customer had
   * no e-invoice address (BT-49) at issue, without which receivers refuse an XRechnung.
   */
  xrechnung: endpoint<Blob>()({
    method: 'GET',
    path: '/api/electro/invoices/:id/xrechnung',
    binary: true,
    failures: ['failure/NotFound', 'failure/InvoiceNotIssued', 'failure/EInvoiceAddressMissing'],
  }),
  getSettings: endpoint<InvoiceSettings>()({
    method: 'GET',
    path: '/api/electro/invoice-settings',
  }),
  /** `failure/InvoiceNumberUsed` when the next number would repeat one already issued under the prefix. */
  putSettings: endpoint<InvoiceSettings>()({
    method: 'PUT',
    permission: 'manageCompany',
    path: '/api/electro/invoice-settings',
    body: InvoiceSettingsSchema,
    failures: ['failure/InvoiceNumberUsed'],
  }),
});
