import type { InvoiceParty, InvoicePartiesChanged, Quote, TenantInformation } from '@planner/api';
import { isDeepStrictEqual } from 'node:util';
import type { TenantTransaction } from '../db/scopes';
import { findQuoteParties } from '../quotes';
import { findTenantInformation } from '../tenant';

/** Who an invoice is from and to. */
export interface InvoiceParties {
  customer: InvoiceParty;
  company: TenantInformation;
}

/**
 * The company's data of today and the customer of the quote's project as of today (§ 14 Abs. 4
 * Nr. 1 UStG asks for the recipient's current name and address), with their e-invoice address.
 */
export async function partiesOfToday(trx: TenantTransaction, tenantId: string, quote: Quote): Promise<InvoiceParties | undefined> {
  const company = await findTenantInformation(trx, tenantId);
  if (!company) return undefined;
  const parties = await findQuoteParties(trx, tenantId, quote.id);
  // A project's customer stays as long as it has a finalized quote; the quote's copy is the fallback.
  const customer: InvoiceParty = parties
    ? { ...parties.customer, electronicAddress: parties.customerEInvoiceAddress }
    : { ...quote.customer, electronicAddress: null };
  return { customer, company };
}

/** As stored in JSON, where a field without value is left out. */
const stored = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
const differ = (taken: unknown, today: unknown) => !isDeepStrictEqual(stored(taken), stored(today));

/** Which of the parties a draft took differ from today's. */
export const partiesChanged = (taken: InvoiceParties, today: InvoiceParties): InvoicePartiesChanged => ({
  customer: differ(taken.customer, today.customer),
  company: differ(taken.company, today.company),
});

export const anyChanged = (changed: InvoicePartiesChanged) => changed.customer || changed.company;
