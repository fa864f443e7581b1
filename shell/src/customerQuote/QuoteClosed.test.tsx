import type { PublicQuote } from '@planner/api';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfferExpired, QuoteAnsweredElsewhere } from './QuoteClosed';

afterEach(() => cleanup());

const page = (changes: Partial<PublicQuote>): PublicQuote =>
  ({
    company: {
      name: 'Elektro Brandt GmbH',
      address: null,
      contactInformation: { phone: '0711 987654-0', mail: 'info@elektro-brandt.de', url: '', fax: '' },
      logo: null,
    },
    quote: { quoteNumber: 'A-2026-31', validUntil: '2026-12-27', validityExtension: null },
    expiresAt: '2026-12-27T22:59:59.000Z',
    answer: null,
    quoteAnswer: null,
    offerExpired: false,
    ...changes,
  }) as PublicQuote;

describe('the customer page of a closed quote', () => {
  it('names the end of an expired offer and how to reach the company', () => {
    render(<OfferExpired page={page({ offerExpired: true })} />);
    expect(screen.getByText('Dieses Angebot ist nicht mehr gültig.')).toBeTruthy();
    expect(screen.getByText(/Das Angebot A-2026-31 galt bis zum 27\.12\.2026/)).toBeTruthy();
    expect(screen.getByText('Elektro Brandt GmbH')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Telefon 0711 987654-0' }).getAttribute('href')).toBe('tel:07119876540');
    expect(screen.getByRole('link', { name: 'E-Mail info@elektro-brandt.de' }).getAttribute('href')).toBe('mailto:info@elektro-brandt.de');
  });

  it('shows the answer given through another link, with its day when known', () => {
    render(<QuoteAnsweredElsewhere page={page({ quoteAnswer: { kind: 'Accepted', answeredAt: '2026-12-01T09:30:00.000Z' } })} />);
    expect(screen.getByText('Dieses Angebot wurde am 01.12.2026 angenommen.')).toBeTruthy();
    cleanup();
    render(<QuoteAnsweredElsewhere page={page({ quoteAnswer: { kind: 'Declined', answeredAt: null } })} />);
    expect(screen.getByText('Dieses Angebot wurde abgelehnt.')).toBeTruthy();
  });
});
