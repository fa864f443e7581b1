import { germanDay, invoiceDateWindow } from '@planner/api';
import type { TenantTransaction } from '../db/scopes';
import { lockRangeForDate } from './numberRange';

export type InvoiceDateProblem =
  | { kind: 'date-in-future' }
  | { kind: 'date-too-old' }
  | { kind: 'date-before-quote' }
  | { kind: 'before-invoice' }
  | { kind: 'date-before-last'; lastDate: string };

/** The first day an invoice may be dated and what it is called when a date lies before it. */
export interface EarliestDay {
  day: string;
  problem: 'date-before-quote' | 'before-invoice';
}

/**
 * Why an invoice to be issued `now` cannot carry `invoiceDate`, if it cannot: the German day of
 * issue or at most a few days back, not before `earliest`, and not before the last invoice of
 * the number range. The last check locks the range until the transaction ends, so call it only
 * right before taking the number, in the same transaction.
 */
export async function invoiceDateProblem(
  trx: TenantTransaction,
  tenantId: string,
  invoiceDate: string,
  earliest: EarliestDay,
  now: Date,
): Promise<InvoiceDateProblem | undefined> {
  const window = invoiceDateWindow(germanDay(now));
  if (invoiceDate > window.latest) return { kind: 'date-in-future' };
  if (invoiceDate < window.earliest) return { kind: 'date-too-old' };
  if (invoiceDate < earliest.day) return { kind: earliest.problem };
  const lastDate = await lockRangeForDate(trx, tenantId);
  if (lastDate !== undefined && invoiceDate < lastDate) return { kind: 'date-before-last', lastDate };
  return undefined;
}

export type PaymentDateProblem = { kind: 'payment-in-future' } | { kind: 'payment-before-invoice' };

/** Why an invoice dated `invoiceDate` cannot have been paid on `paidOn` as of `now`, if it cannot. */
export function paymentDateProblem(paidOn: string, invoiceDate: string, now: Date): PaymentDateProblem | undefined {
  if (paidOn > germanDay(now)) return { kind: 'payment-in-future' };
  if (paidOn < invoiceDate) return { kind: 'payment-before-invoice' };
  return undefined;
}
