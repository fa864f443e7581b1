import { invoiceEndpoints, quoteEndpoints, quoteLinkEndpoints, reminderEndpoints, type QuoteListItem } from '@planner/api';
import { mockEndpoint, mockFailure, mockPage } from '@planner/ui/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoutes } from '@planner/ui/testing';
import { routes } from '../routes';
import { frozenQuote, listItem, QUOTE_ID } from './test/fixtures';

const QUOTES: QuoteListItem[] = [
  listItem(QUOTE_ID, 'A-2026-17', 'Accepted'),
  listItem('22222222-2222-4222-8222-222222222224', 'A-2026-18', 'Sent'),
];

/** The quotes list answered like the server: filtered by status, 10 per page over two pages. */
function serve() {
  return mockApi(
    mockEndpoint(quoteEndpoints.list, ({ query }) => {
      const rows = QUOTES.filter((quote) => !query.get('quoteStatus') || quote.quoteStatus === query.get('quoteStatus'));
      return mockPage(rows, { pageIndex: Number(query.get('pageIndex') ?? 0), pageSize: 10, pageCount: 2, totalElementsCount: QUOTES.length });
    }),
    mockEndpoint(quoteEndpoints.info, ({ params }) => (params.id === QUOTE_ID ? frozenQuote('Accepted') : mockFailure('failure/NotFound', 'Angebot nicht gefunden.', 404))),
    mockEndpoint(invoiceEndpoints.list, () => []),
    mockEndpoint(quoteLinkEndpoints.unseenAnswers, () => []),
    mockEndpoint(quoteLinkEndpoints.list, () => []),
    mockEndpoint(reminderEndpoints.list, () => []),
  );
}

const user = () => userEvent.setup();

describe('quotes list', () => {
  it('shows number, name, customer, gross total and status of every quote', async () => {
    serve();
    renderRoutes(routes, '/quotes');
    const row = (await screen.findByText('A-2026-17')).closest('tr');
    expect(row).toBeTruthy();
    for (const text of ['Variante A-2026-17', 'Planer, Klara', '2.216,38 €', 'Vom Kunden angenommen']) {
      expect(within(row!).getByText(text)).toBeTruthy();
    }
    const otherRow = screen.getByText('A-2026-18').closest('tr');
    expect(within(otherRow!).getByText('An Kunden versandt')).toBeTruthy();
  });

  it('filters by status in the address, back on the first page, and opens a quote', async () => {
    const api = serve();
    const router = renderRoutes(routes, '/quotes?pageIndex=1&anyText=Planer');
    await screen.findByText('A-2026-18');

    await user().selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Vom Kunden angenommen');

    await waitFor(() => expect(screen.queryByText('A-2026-18')).toBeNull());
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('quoteStatus')).toBe('Accepted');
    expect(params.get('anyText')).toBe('Planer');
    expect(params.has('pageIndex')).toBe(false);
    const lastQuery = api.requests.filter((request) => request.path === '/api/electro/quotes').at(-1)?.query;
    expect(lastQuery?.get('quoteStatus')).toBe('Accepted');
    expect(lastQuery?.get('pageIndex')).toBe('0');

    await user().click(screen.getByText('Variante A-2026-17'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/quotes/${QUOTE_ID}`));
    expect(await screen.findByRole('heading', { name: 'Angebot A-2026-17 – Variante Süd' })).toBeTruthy();
  });
});
