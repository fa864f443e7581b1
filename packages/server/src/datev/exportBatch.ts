import type { DatevSettings } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import { bookingBatch, debtorAccountOf, type Booking } from './bookingBatch';
import { batchCreatedAt } from './createdAt';
import { debtorNumbers } from './debtors';
import { latestOverlappingExport, recordExport } from './exports';
import { fiscalYearStartOf, inOneFiscalYear } from './fiscalYear';
import { periodInvoices, type PeriodInvoice } from './periodInvoices';
import { findDatevSettings } from './settings';

export interface ExportRequest {
  from: string;
  to: string;
  again: boolean;
}

export type PeriodCheck =
  | { kind: 'settings-missing' }
  | { kind: 'invalid-period' }
  | { kind: 'nothing' }
  | { kind: 'exported-before'; exportedAt: Date }
  | { kind: 'ready'; settings: DatevSettings; invoices: PeriodInvoice[] };

/** Whether the period can be exported, and its invoices if so; `lock` holds the settings (one export at a time). */
export async function checkPeriod(trx: TenantTransaction, tenantId: string, request: ExportRequest, lock = false): Promise<PeriodCheck> {
  const settings = await findDatevSettings(trx, tenantId, lock);
  if (!settings) return { kind: 'settings-missing' };
  if (!inOneFiscalYear(request.from, request.to, settings.fiscalYearStartMonth)) return { kind: 'invalid-period' };
  const invoices = await periodInvoices(trx, tenantId, request.from, request.to);
  if (invoices.length === 0) return { kind: 'nothing' };
  const exportedAt = request.again ? undefined : await latestOverlappingExport(trx, tenantId, request.from, request.to);
  return exportedAt ? { kind: 'exported-before', exportedAt } : { kind: 'ready', settings, invoices };
}

export type BatchOutcome = Exclude<PeriodCheck, { kind: 'ready' }> | { kind: 'debtors-exhausted' } | { kind: 'exported'; batch: Buffer; invoices: PeriodInvoice[] };

/**
 * Checks the period again with the settings locked, gives new customers their debtor numbers,
 * records the export made `now` and answers the batch.
 */
export async function exportBatch(
  trx: TenantTransaction,
  tenantId: string,
  request: ExportRequest & { userId: string; now: Date },
): Promise<BatchOutcome> {
  const check = await checkPeriod(trx, tenantId, request, true);
  if (check.kind !== 'ready') return check;
  const { settings, invoices } = check;
  const debtors = await debtorNumbers(trx, tenantId, invoices.map((invoice) => invoice.customerId));
  const bookings: Booking[] = [];
  for (const invoice of invoices) {
    const debtorAccount = debtorAccountOf(debtors.get(invoice.customerId) as number, settings.accountLength);
    if (debtorAccount === undefined) return { kind: 'debtors-exhausted' };
    for (const { vatCategory, amount } of invoice.amounts) {
      bookings.push({
        amount,
        debtorAccount,
        revenueAccount: settings.revenueAccounts[vatCategory],
        invoiceDate: invoice.invoiceDate,
        invoiceNumber: invoice.invoiceNumber,
        kind: invoice.kind,
        customerName: invoice.customerName,
      });
    }
  }
  await recordExport(trx, tenantId, { from: request.from, to: request.to, invoiceCount: invoices.length, userId: request.userId, exportedAt: request.now });
  const header = {
    settings,
    from: request.from,
    to: request.to,
    fiscalYearStart: fiscalYearStartOf(request.from, settings.fiscalYearStartMonth),
    createdAt: batchCreatedAt(request.now),
  };
  return { kind: 'exported', batch: bookingBatch(header, bookings), invoices };
}
