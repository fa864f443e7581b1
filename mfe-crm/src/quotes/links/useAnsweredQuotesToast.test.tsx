import { quoteLinkEndpoints, type UnseenQuoteAnswer } from '@planner/api';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEndpoint } from '@planner/ui/mocks';
import { mockApi, renderWithProviders } from '@planner/ui/testing';
import { useAnsweredQuotesToast } from './useAnsweredQuotesToast';

const LINK_ID = '56565656-5656-4565-8565-565656565656';
const DISMISS = `POST /api/electro/quote-answers/${LINK_ID}/dismiss`;

const ACCEPTED: UnseenQuoteAnswer = {
  linkId: LINK_ID,
  quoteId: '78787878-7878-4787-8787-787878787878',
  quoteNumber: 'A-2026-017',
  quoteName: 'Elektroinstallation Neubau',
  customerName: 'Weber, Jonas',
  answer: {
    kind: 'Accepted',
    answeredAt: '2026-11-27T09:30:00.000Z',
    signerName: 'Jonas Weber',
    reason: '',
    ipAddress: '203.0.113.7',
    userAgent: 'Firefox',
    pdfSha256: 'a'.repeat(64),
  },
};

function Probe() {
  useAnsweredQuotesToast();
  return null;
}

afterEach(() => cleanup());

describe('customers’ answers in the app', () => {
  it('tells the user of an answer they have not dismissed, and dismisses it for them when they close the notice', async () => {
    const api = mockApi(
      mockEndpoint(quoteLinkEndpoints.unseenAnswers, () => [ACCEPTED]),
      mockEndpoint(quoteLinkEndpoints.dismissAnswer, () => null),
    );
    renderWithProviders(<Probe />);

    expect(await screen.findByText('Angebot A-2026-017 angenommen')).toBeTruthy();
    expect(screen.getByText(/^Weber, Jonas hat „Elektroinstallation Neubau“ am .+ online angenommen\.$/)).toBeTruthy();
    expect(api.count(DISMISS)).toBe(0);

    await userEvent.setup().click(screen.getByRole('button', { name: /close|schließen/i }));
    await waitFor(() => expect(api.count(DISMISS)).toBe(1));
  });

  it('names a decline with the customer’s reason', async () => {
    mockApi(
      mockEndpoint(quoteLinkEndpoints.unseenAnswers, () => [
        { ...ACCEPTED, answer: { ...ACCEPTED.answer, kind: 'Declined' as const, signerName: '', reason: 'Zu teuer.' } },
      ]),
    );
    renderWithProviders(<Probe />);

    expect(await screen.findByText('Angebot A-2026-017 abgelehnt')).toBeTruthy();
    expect(screen.getByText(/online abgelehnt: „Zu teuer\.“$/)).toBeTruthy();
  });
});
