import { publicPvPart, publicQuoteEndpoints, type PublicQuote } from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import { mockApi, pvQuotePart, renderWithProviders } from '@planner/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomerQuotePage } from './CustomerQuotePage';

const TOKEN = 'a'.repeat(43);
const address = { street: 'Talweg', houseNumber: '21', zipCode: '79199', city: 'Kirchzarten' };

const pvQuote = (): PublicQuote => {
  const pv = publicPvPart(pvQuotePart())!;
  return {
    company: { name: 'Solar Brandt GmbH', address: null, contactInformation: null, logo: null },
    quote: {
      quoteNumber: 'A-2026-40',
      quoteName: 'PV-Anlage Süddach',
      finalizedAt: '2026-11-20T09:30:00.000Z',
      validUntil: '2026-12-20',
      validityExtension: null,
      customer: { salutation: 'Ms', firstName: 'Klara', lastName: 'Planer', address, email: null, phone: null },
      jobsiteAddress: address,
      projectName: 'Talweg',
      floors: [],
      additionalInstallations: [],
      checkout: [],
      terms: {
        introText: '',
        closingText: '',
        executionPeriod: '',
        paymentTerms: { days: 14, discountBasisPoints: 0, discountDays: 0 },
      },
      netTotal: 687_000,
      vatBreakdown: [
        { vatCategory: 'Standard', ratePercent: 19, netAmount: 90_000, vatAmount: 17_100 },
        { vatCategory: 'PvZeroRate', ratePercent: 0, netAmount: 597_000, vatAmount: 0 },
      ],
      vatAmount: 17_100,
      grossTotal: 704_100,
      pv,
    },
    expiresAt: '2026-12-20T22:59:59.000Z',
    answer: null,
    quoteAnswer: null,
    offerExpired: false,
  };
};

/** The text of an element with currency's non-breaking spaces as plain ones. */
const plain = (element: Element) => element.textContent?.replace(/\s/g, ' ');

describe("the customer's quote page of a PV quote", () => {
  it('lists the PV positions with number, amount, unit price, VAT rate and amount, and the § 12 note', async () => {
    mockApi(mockEndpoint(publicQuoteEndpoints.get, () => pvQuote()));
    renderWithProviders(<CustomerQuotePage token={TOKEN} />);
    const card = (await screen.findByText('1. PV-Anlage')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('9,6 kWp, 24 Module Solar 400')).toBeTruthy();
    // A quote of a PV system alone has no floors and shows no empty floor card.
    expect(screen.queryByText('Leistungen nach Stockwerken')).toBeNull();
    const lines = [...card.querySelectorAll('.customer-quote-line')].map(plain);
    expect(lines).toEqual([
      '1.1 Solar 40024 Stk. × 150,00 € · USt. 0 %3.600,00 €',
      '1.2 Dachhaken Ziegel36 Stk. × 12,50 € · USt. 0 %450,00 €',
      '1.3 Montage9,6 kWp × 200,00 € · USt. 0 %1.920,00 €',
      '1.4 Wallbox 11 kW1 Stk. × 900,00 € · USt. 19 %900,00 €',
    ]);
    expect(within(card).getByText(/Steuersatz 0 % gemäß § 12 Abs. 3 UStG/)).toBeTruthy();
    const totals = screen.getByLabelText('Summe');
    expect(plain(totals)).toContain('zzgl. 19 % MwSt. auf 900,00 €171,00 €');
    expect(plain(totals)).toContain('Gesamtbetrag7.041,00 €');
  });

  it('shows no PV card for a quote without a PV system', async () => {
    mockApi(mockEndpoint(publicQuoteEndpoints.get, () => ({ ...pvQuote(), quote: { ...pvQuote().quote, pv: null } })));
    renderWithProviders(<CustomerQuotePage token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Angebot A-2026-40' })).toBeTruthy();
    expect(screen.queryByText(/PV-Anlage$/)).toBeNull();
    expect(screen.queryByText(/§ 12 Abs. 3 UStG/)).toBeNull();
  });
});
