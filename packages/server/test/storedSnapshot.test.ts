import { describe, expect, it } from 'vitest';
import { readStoredSnapshot, type StoredQuoteSnapshot } from '../src/quotes/storedSnapshot';
import { sampleQuote } from './quotesSample';

describe('a quote frozen by an earlier version', () => {
  it('reads the four legal fields of then as the GmbH it printed (a VAT id in the tax field as the VAT id) and a customer without salutation', () => {
    const { quote } = sampleQuote(1, 1, 1);
    const { quoteStatus: _status, ...snapshot } = quote;
    const legalThen = { director: 'Markus Brandt', taxId: 'DE123456789', registerCourt: 'Amtsgericht Stuttgart', registrationNumber: 'HRB 1' };
    const { salutation: _salutation, ...customerThen } = snapshot.customer;
    const stored: StoredQuoteSnapshot = { ...snapshot, company: { ...snapshot.company, legalInformation: legalThen }, customer: customerThen };

    expect(readStoredSnapshot(stored).company.legalInformation).toEqual({ ...legalThen, legalForm: 'GmbH', taxId: '', vatId: 'DE123456789' });
    expect(readStoredSnapshot(stored).customer.salutation).toBeNull();
    expect(readStoredSnapshot(snapshot)).toEqual(snapshot);
  });
});
