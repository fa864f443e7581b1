import type { Invoice, InvoiceKind, InvoiceLine, InvoiceStatus, PartialShare, PaymentTerms } from '@planner/api';
import type { ColumnType, Generated } from 'kysely';
import type { JsonColumn } from '../db/json';
import type { InvoiceParties } from './invoiceParties';

/** What a draft keeps until it is issued: its terms, tax treatment, lines and the parties it took. */
export interface InvoiceDraft {
  servicePeriodStart: string;
  servicePeriodEnd: string;
  paymentTerms: PaymentTerms;
  reverseCharge: boolean;
  buyerReference: string;
  buyerVatId: string;
  partialShare: PartialShare | null;
  /** Lines as billed; on a reverse-charge invoice their category is replaced when totalled. */
  lines: InvoiceLine[];
  /** Customer and company as taken when made or refreshed; absent on drafts made before they were kept. */
  parties?: InvoiceParties;
}

/** The issued invoice as frozen: everything but what still changes (status, payment, cancellation). */
export type IssuedInvoiceDocument = Omit<Invoice, 'status' | 'version' | 'paidOn' | 'cancelledBy' | 'draftVatCategories' | 'partiesChanged' | 'pdfState'>;

/** An ISO day, yyyy-mm-dd. */
type Day = string;

export interface InvoicesTable {
  tenant_id: string;
  id: string;
  quote_id: string;
  project_id: string;
  kind: InvoiceKind;
  status: ColumnType<InvoiceStatus, InvoiceStatus | undefined, InvoiceStatus>;
  version: Generated<number>;
  invoice_number: string | null;
  invoice_date: Day | null;
  due_date: Day | null;
  paid_on: Day | null;
  customer_name: string;
  project_name: string;
  quote_number: string;
  net_total: number;
  gross_total: number;
  amount_due: number;
  draft: JsonColumn<InvoiceDraft>;
  document: JsonColumn<IssuedInvoiceDocument> | null;
  xml: string | null;
  cancels_id: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  issued_at: Date | null;
  search_text: ColumnType<string, never, never>;
}

export interface InvoiceNumberRangesTable {
  tenant_id: string;
  prefix: string;
  next_number: number;
}

declare module '../db/schema' {
  interface Database {
    invoices: InvoicesTable;
    invoice_number_ranges: InvoiceNumberRangesTable;
  }
}
