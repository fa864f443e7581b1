import type { BodyOutput, Invoice, invoiceEndpoints } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import { findQuote } from '../quotes';
import { partiesOfToday } from './invoiceParties';
import { composeDraft, findInvoice } from './readInvoice';
import { deleteDraft, findInvoiceRow, updateDraft } from './repository';
import type { InvoiceDraft } from './tables';

type DraftInput = BodyOutput<typeof invoiceEndpoints.update>;

export type ChangeOutcome =
  | { kind: 'changed'; invoice: Invoice }
  | { kind: 'not-found' }
  | { kind: 'not-draft' }
  | { kind: 'conflict' }
  | { kind: 'lines-changed' }
  | { kind: 'labour-exceeds-line'; position: number };

/** Changes a draft's terms, tax treatment and per line its VAT category and labour share. */
export async function changeDraft(trx: TenantTransaction, tenantId: string, id: string, input: DraftInput): Promise<ChangeOutcome> {
  const row = await findInvoiceRow(trx, tenantId, id, true);
  if (!row) return { kind: 'not-found' };
  if (row.status !== 'Draft') return { kind: 'not-draft' };
  if (row.version !== input.version) return { kind: 'conflict' };
  if (input.lines.length !== row.draft.lines.length) return { kind: 'lines-changed' };
  const tooMuchLabour = input.lines.findIndex((line, index) => line.labourAmount > Math.abs(row.draft.lines[index]?.netAmount ?? 0));
  if (tooMuchLabour >= 0) return { kind: 'labour-exceeds-line', position: tooMuchLabour };

  const draft: InvoiceDraft = {
    ...row.draft,
    servicePeriodStart: input.servicePeriodStart,
    servicePeriodEnd: input.servicePeriodEnd,
    paymentTerms: input.paymentTerms,
    reverseCharge: input.reverseCharge,
    buyerReference: input.buyerReference,
    buyerVatId: input.buyerVatId,
    lines: row.draft.lines.map((line, index) => ({ ...line, ...input.lines[index] })),
  };
  const composed = await composeDraft(trx, tenantId, { ...row, draft });
  if (!composed) return { kind: 'not-found' };
  if (!(await updateDraft(trx, tenantId, id, input.version, draft, composed.document))) return { kind: 'conflict' };
  return { kind: 'changed', invoice: (await findInvoice(trx, tenantId, id)) as Invoice };
}

export type RefreshOutcome = Extract<ChangeOutcome, { kind: 'changed' | 'not-found' | 'not-draft' | 'conflict' }>;

/** Takes today's data of the customer and the company into a draft. */
export async function refreshParties(trx: TenantTransaction, tenantId: string, id: string, version: number): Promise<RefreshOutcome> {
  const row = await findInvoiceRow(trx, tenantId, id, true);
  if (!row) return { kind: 'not-found' };
  if (row.status !== 'Draft') return { kind: 'not-draft' };
  if (row.version !== version) return { kind: 'conflict' };
  const quote = await findQuote(trx, tenantId, row.quote_id);
  const parties = quote && (await partiesOfToday(trx, tenantId, quote));
  if (!parties) return { kind: 'not-found' };
  const draft: InvoiceDraft = { ...row.draft, parties };
  const composed = await composeDraft(trx, tenantId, { ...row, draft });
  if (!composed) return { kind: 'not-found' };
  if (!(await updateDraft(trx, tenantId, id, version, draft, composed.document))) return { kind: 'conflict' };
  return { kind: 'changed', invoice: (await findInvoice(trx, tenantId, id)) as Invoice };
}

export type RemoveOutcome = 'removed' | 'not-found' | 'not-draft';

export async function removeDraft(trx: TenantTransaction, tenantId: string, id: string): Promise<RemoveOutcome> {
  const row = await findInvoiceRow(trx, tenantId, id, true);
  if (!row) return 'not-found';
  if (row.status !== 'Draft') return 'not-draft';
  await deleteDraft(trx, tenantId, id);
  return 'removed';
}
