import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { invoiceEndpoints, quoteEndpoints } from '@planner/api';
import { mockEndpoint, mockFailure, mockPage } from '@planner/ui/mocks';
import { mockApi, renderRoutes } from '@planner/ui/testing';
import { routes } from '../routes';
import { finalInvoice, listItemOf, partialInvoice, PARTIAL_ID } from './test/fixtures';

const INVOICES = [listItemOf(finalInvoice('Draft')), listItemOf(partialInvoice('Paid'))];

/** The invoices list answered like the server: filtered by status, over two pages. */
function serve(invoices = INVOICES) {
  return mockApi(
    mockEndpoint(invoiceEndpoints.list, ({ query }) => {
      const rows = invoices.filter((invoice) => !query.get('status') || invoice.status === query.get('status'));
      return mockPage(rows, { pageIndex: Number(query.get('pageIndex') ?? 0), pageCount: 2, totalElementsCount: invoices.length });
    }),
    mockEndpoint(invoiceEndpoints.get, ({ params }) => (params.id === PARTIAL_ID ? partialInvoice('Paid') : mockFailure('failure/NotFound', 'Rechnung nicht gefunden.', 404))),
    mockEndpoint(quoteEndpoints.list, () => []),
  );
}

const user = () => userEvent.setup();
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('invoices list', () => {
  it('shows number or draft, kind, customer, gross, open amount and status of every invoice', async () => {
    serve();
    renderRoutes(routes, '/invoices');
    expect(await screen.findByRole('heading', { name: 'Rechnungen' })).toBeTruthy();
    const paid = (await screen.findByText('RE-0001')).closest('tr')!;
    for (const text of ['Abschlagsrechnung', 'Planer, Klara', 'Bezahlt', 'am 10.04.2026']) expect(within(paid).getByText(text)).toBeTruthy();
    expect(plain(paid.textContent)).toContain('206,70 €0,00 €');
    const draft = within(screen.getByRole('table')).getByText('Schlussrechnung').closest('tr')!;
    expect(within(draft).getAllByText('Entwurf')).toHaveLength(2);
    expect(plain(draft.textContent)).toContain('604,65 €–');
    expect(document.title).toContain('Rechnungen');
  });

  it('filters by status in the address, back on the first page, and opens an invoice', async () => {
    const api = serve();
    const router = renderRoutes(routes, '/invoices?pageIndex=1&anyText=Planer');
    await screen.findByText('RE-0001');

    await user().selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Bezahlt');

    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Schlussrechnung')).toBeNull());
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('status')).toBe('Paid');
    expect(params.get('anyText')).toBe('Planer');
    expect(params.has('pageIndex')).toBe(false);
    const lastQuery = api.requests.filter((request) => request.path === '/api/electro/invoices').at(-1)?.query;
    expect(lastQuery?.get('status')).toBe('Paid');
    expect(lastQuery?.get('anyText')).toBe('Planer');

    await user().click(screen.getByText('RE-0001'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/${PARTIAL_ID}`));
    expect(await screen.findByRole('heading', { name: 'Abschlagsrechnung RE-0001' })).toBeTruthy();
  });

  it('sorts by a column in the address', async () => {
    const api = serve();
    const router = renderRoutes(routes, '/invoices');
    await screen.findByText('RE-0001');
    await user().click(screen.getByRole('button', { name: /Brutto/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sortBy')).toBe('grossTotal'));
    const lastQuery = api.requests.filter((request) => request.path === '/api/electro/invoices').at(-1)?.query;
    expect(lastQuery?.get('sortBy')).toBe('grossTotal');
    expect(lastQuery?.get('sortOrder')).toBe('Asc');
  });

  it('explains where invoices come from while there are none', async () => {
    serve([]);
    const router = renderRoutes(routes, '/invoices');
    expect(await screen.findByText('Noch keine Rechnungen.')).toBeTruthy();
    expect(screen.getByText(/zu einem vom Kunden angenommenen Angebot/)).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Angenommene Angebote anzeigen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quotes'));
    expect(router.state.location.search).toBe('?quoteStatus=Accepted');
  });
});
