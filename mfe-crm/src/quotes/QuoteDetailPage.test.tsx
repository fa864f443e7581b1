import type { QuoteStatus } from '@planner/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, pdfResponse, renderRoutes, success } from '@planner/ui/testing';
import { routes } from '../routes';
import { frozenQuote, QUOTE_ID } from './test/fixtures';

const CONFIGURATION = `/api/electro/configurations/${QUOTE_ID}`;

function serve() {
  let status: QuoteStatus = 'Sent';
  return fakeApi({
    [`GET ${CONFIGURATION}/quote/info`]: () => success(frozenQuote(status)),
    [`GET ${CONFIGURATION}/quote/pdf`]: () => pdfResponse(),
    [`PUT ${CONFIGURATION}/quote/status`]: ({ body }) => {
      status = (body as { quoteStatus: QuoteStatus }).quoteStatus;
      return success(null);
    },
  });
}

const user = () => userEvent.setup();
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
/** The texts of the cells, with currency's non-breaking spaces as plain ones. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ');
const rowTexts = (text: string) => [...rowOf(text).querySelectorAll('td')].map((cell) => plain(cell.textContent));

describe('quote detail', () => {
  it('shows the frozen lines per room, the extras and the totals', async () => {
    serve();
    renderRoutes(routes, `/quotes/${QUOTE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Angebot A-2026-17 – Variante Süd' })).toBeTruthy();
    expect(document.title).toContain('Angebot A-2026-17');
    const room = screen.getByRole('region', { name: 'Erdgeschoss, Wohnzimmer' });
    expect(within(room).getByText('Steckdose')).toBeTruthy();
    expect(rowTexts('Steckdose')).toEqual(['Steckdose', '6 Stck.', '2 inkl.', '4 × 12,50 €', '50,00 €']);
    expect(rowTexts('Potentialausgleich').slice(1)).toEqual(['2 m × 42,50 €', '85,00 €']);
    expect(rowTexts('Patchfeld Cat. 6A').slice(1)).toEqual(['24 × 18,50 €', '444,00 €']);
    expect(rowTexts('Außenfühler: Nordfassade').slice(1)).toEqual(['–', '0,00 €']);
    const totals = screen.getByRole('group', { name: 'Summen' });
    expect(plain(totals.textContent)).toBe('Netto579,00 €19 % MwSt.110,01 €Brutto689,01 €');
    expect(screen.getByText('01.04.2026')).toBeTruthy();
    expect(screen.getByText('KW 14 bis KW 16/2026')).toBeTruthy();
    expect(screen.getByText('Zahlbar innerhalb von 14 Tagen nach Rechnungserhalt rein netto; 2 % Skonto bei Zahlung innerhalb von 7 Tagen.')).toBeTruthy();
  });

  it("records the customer's answer and opens the PDF", async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:angebot');
    const api = serve();
    renderRoutes(routes, `/quotes/${QUOTE_ID}`);

    await user().click(await screen.findByRole('button', { name: /Optionen/ }));
    expect(screen.queryByRole('menuitem', { name: /Zurück auf/ })).toBeNull();
    await user().click(await screen.findByRole('menuitem', { name: /Vom Kunden angenommen/ }));
    expect(await screen.findByText('Änderungen gespeichert')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ quoteStatus: 'Accepted' });
    await waitFor(() => expect(screen.getAllByText('Vom Kunden angenommen').length).toBeGreaterThan(0));

    await user().click(screen.getByRole('button', { name: /PDF öffnen/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:angebot', '_blank'));
  });

  it('says so when there is no such quote', async () => {
    fakeApi({ [`GET ${CONFIGURATION}/quote/info`]: () => failure('failure/NotFound', 'Angebot nicht gefunden.', 404) });
    renderRoutes(routes, `/quotes/${QUOTE_ID}`);
    expect(await screen.findByText('Angebot nicht gefunden.')).toBeTruthy();
  });
});
