import { germanDay, invoiceEndpoints, MISSING_PERMISSION_MESSAGES, quoteEndpoints, quoteLinkEndpoints, type QuoteDetail, type QuoteStatus } from '@planner/api';
import { mockEndpoint, mockFailure, mockPdf } from '@planner/ui/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pvQuotePart, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { routes } from '../routes';
import { finalInvoice, FINAL_ID, listItemOf, partialInvoice } from '../invoices/test/fixtures';
import { configuration, frozenQuote, QUOTE_ID } from './test/fixtures';

function serve() {
  let status: QuoteStatus = 'Sent';
  return mockApi(
    mockEndpoint(quoteEndpoints.info, () => frozenQuote(status)),
    mockEndpoint(quoteEndpoints.pdf, () => mockPdf()),
    mockEndpoint(invoiceEndpoints.list, () => []),
    mockEndpoint(quoteEndpoints.setQuoteStatus, ({ params, body }) => {
      status = body.quoteStatus;
      return configuration(params.id, 'Variante Süd', status);
    }),
  );
}

const user = () => userEvent.setup();
const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;
afterEach(() => happyDom.setViewport({ width: 1024, height: 768 }));
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
/** The texts of the cells, with currency's non-breaking spaces as plain ones. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ');
const rowTexts = (text: string) => [...rowOf(text).querySelectorAll('td')].map((cell) => plain(cell.textContent));

describe('quote detail', () => {
  // The links card asks for the quote's links: none, unless a test serves some.
  beforeEach(() => {
    mockApi(mockEndpoint(quoteLinkEndpoints.list, () => []));
  });

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

  it('lists the PV positions numbered after the checkout, each with its VAT rate, and the § 12 note', async () => {
    serve();
    mockApi(mockEndpoint(quoteEndpoints.info, () => ({ ...frozenQuote(), pv: pvQuotePart() })));
    renderRoutes(routes, `/quotes/${QUOTE_ID}`);
    const card = (await screen.findByText('4. PV-Anlage')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('9,6 kWp, 24 Module Solar 400')).toBeTruthy();
    expect(rowTexts('Solar 400')).toEqual(['4.1 Solar 400', '24 Stk. × 150,00 €', '0 %', '3.600,00 €']);
    expect(rowTexts('Dachhaken Ziegel')).toEqual(['4.2 Dachhaken Ziegel', '36 Stk. × 12,50 €', '0 %', '450,00 €']);
    expect(rowTexts('Montage')).toEqual(['4.3 Montage', '9,6 kWp × 200,00 €', '0 %', '1.920,00 €']);
    expect(rowTexts('Wallbox 11 kW')).toEqual(['4.4 Wallbox 11 kW', '1 Stk. × 900,00 €', '19 %', '900,00 €']);
    expect(plain(within(card).getByText(/Steuersatz 0 % gemäß § 12 Abs. 3 UStG/).textContent)).toContain('Photovoltaikanlage');
    expect(plain(within(card).getAllByText('6.870,00 €')[0]!.textContent)).toBe('6.870,00 €');
  });

  it('on a phone shows the figures and VAT rate of a PV position under its name instead of in columns', async () => {
    happyDom.setViewport({ width: 390, height: 844 });
    serve();
    mockApi(mockEndpoint(quoteEndpoints.info, () => ({ ...frozenQuote(), pv: pvQuotePart() })));
    renderRoutes(routes, `/quotes/${QUOTE_ID}`);
    expect(await screen.findByText('4. PV-Anlage')).toBeTruthy();
    expect(rowTexts('Wallbox 11 kW')).toEqual(['4.4 Wallbox 11 kW1 Stk. × 900,00 € · USt. 19 %', '900,00 €']);
    expect(screen.queryByRole('columnheader', { name: 'USt.' })).toBeNull();
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
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:angebot', '_blank', 'noopener'));
  });

  it('offers no status change of an invoiced quote and says why', async () => {
    mockApi(
      mockEndpoint(quoteEndpoints.info, () => ({ ...frozenQuote('Accepted'), statusLock: 'Invoiced' as const })),
      mockEndpoint(invoiceEndpoints.list, () => []),
    );
    renderRoutes(routes, `/quotes/${QUOTE_ID}`);
    expect(await screen.findByText(/gibt es gestellte Rechnungen; sein Status steht fest/)).toBeTruthy();
    await user().click(screen.getByRole('button', { name: /Optionen/ }));
    expect(await screen.findByRole('menuitem', { name: /Planung ansehen/ })).toBeTruthy();
    for (const name of [/Vom Kunden abgelehnt/, /Zurück auf/, /Rücktritt des Kunden/]) expect(screen.queryByRole('menuitem', { name })).toBeNull();
  });

  it('records the withdrawal of a customer who accepted online, with day and reason, and shows it', async () => {
    let quote: QuoteDetail = { ...frozenQuote('Accepted'), statusLock: 'AcceptedOnline' };
    const api = mockApi(
      mockEndpoint(quoteEndpoints.info, () => quote),
      mockEndpoint(invoiceEndpoints.list, () => []),
      mockEndpoint(quoteEndpoints.withdraw, ({ body: { withdrawnOn, reason } }) => {
        quote = {
          ...quote,
          quoteStatus: 'Declined',
          statusLock: 'Withdrawn',
          withdrawal: { withdrawnOn, reason, recordedAt: new Date().toISOString(), recordedBy: null },
        };
        return quote;
      }),
    );
    renderRoutes(routes, `/quotes/${QUOTE_ID}`);
    expect(await screen.findByText(/online verbindlich angenommen/)).toBeTruthy();
    await user().click(screen.getByRole('button', { name: /Optionen/ }));
    expect(screen.queryByRole('menuitem', { name: /Vom Kunden abgelehnt/ })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /Zurück auf/ })).toBeNull();
    await user().click(await screen.findByRole('menuitem', { name: /Rücktritt des Kunden erfassen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rücktritt des Kunden erfassen' });
    await user().click(within(dialog).getByRole('button', { name: 'Rücktritt erfassen' }));
    expect(await within(dialog).findByText('Bitte geben Sie den Grund des Rücktritts an.')).toBeTruthy();
    await user().type(within(dialog).getByLabelText('Grund'), 'Bauvorhaben abgesagt');
    await user().click(within(dialog).getByRole('button', { name: 'Rücktritt erfassen' }));
    expect(await screen.findByText('Rücktritt erfasst.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ withdrawnOn: germanDay(), reason: 'Bauvorhaben abgesagt' });
    expect(await screen.findByText(/von diesem Angebot zurückgetreten/)).toBeTruthy();
    expect(screen.getByText('Grund: Bauvorhaben abgesagt')).toBeTruthy();
  });

  it('lists the invoices of an accepted quote and makes a partial invoice of a share of it', async () => {
    const api = mockApi(
      mockEndpoint(quoteEndpoints.info, () => frozenQuote('Accepted')),
      mockEndpoint(invoiceEndpoints.list, ({ query }) => (query.get('quoteId') === QUOTE_ID ? [listItemOf(partialInvoice('Paid'))] : [])),
      mockEndpoint(invoiceEndpoints.create, () => partialInvoice('Draft', { id: FINAL_ID })),
      mockEndpoint(invoiceEndpoints.get, () => partialInvoice('Draft', { id: FINAL_ID })),
    );
    const router = renderRoutes(routes, `/quotes/${QUOTE_ID}`);
    const card = (await screen.findByText('Rechnungen', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;
    const row = (await within(card).findByText('RE-0001')).closest('tr')!;
    expect(within(row).getByText('Abschlagsrechnung')).toBeTruthy();
    expect(within(row).getByText('Bezahlt')).toBeTruthy();
    expect(within(row).getByText('am 10.04.2026')).toBeTruthy();

    await user().click(within(card).getByRole('button', { name: /Abschlagsrechnung erstellen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Abschlagsrechnung erstellen' });
    expect(plain(dialog.textContent)).toContain('Auftragssumme laut Angebot A-2026-17: 579,00 € netto');
    await user().type(within(dialog).getByLabelText('Anteil an der Auftragssumme'), '30');
    expect(plain(within(dialog).getByText(/netto zuzüglich Umsatzsteuer/).textContent)).toBe('Abschlag: 173,70 € netto zuzüglich Umsatzsteuer.');
    await user().click(within(dialog).getByRole('button', { name: /Entwurf erstellen/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/${FINAL_ID}`));
    expect(await screen.findByText('Entwurf der Abschlagsrechnung erstellt.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      quoteId: QUOTE_ID,
      kind: 'Partial',
      share: { type: 'Percent', basisPoints: 3_000 },
    });
  });

  it('names why no final invoice can be made', async () => {
    mockApi(
      mockEndpoint(quoteEndpoints.info, () => frozenQuote('Accepted')),
      mockEndpoint(invoiceEndpoints.list, () => [listItemOf(finalInvoice('Issued'))]),
      mockEndpoint(invoiceEndpoints.create, () => mockFailure('failure/FinalInvoiceExists', 'Zu diesem Angebot gibt es bereits eine Schlussrechnung.')),
    );
    renderRoutes(routes, `/quotes/${QUOTE_ID}`);
    await user().click(await screen.findByRole('button', { name: /Schlussrechnung erstellen/ }));
    expect(await screen.findByText('Zu diesem Angebot gibt es bereits eine Schlussrechnung.')).toBeTruthy();
  });

  it('lets a read-only user open the PDF but neither record an answer nor make invoices, and says why', async () => {
    signInWithRoles(['ReadOnly']);
    mockApi(
      mockEndpoint(quoteEndpoints.info, () => frozenQuote('Accepted')),
      mockEndpoint(invoiceEndpoints.list, () => []),
      mockEndpoint(quoteLinkEndpoints.list, () => []),
    );
    renderRoutes(routes, `/quotes/${QUOTE_ID}`);

    const finalInvoiceButton = await screen.findByRole('button', { name: /Schlussrechnung erstellen/ });
    expect((finalInvoiceButton as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /PDF öffnen/ }) as HTMLButtonElement).disabled).toBe(false);
    await user().click(screen.getByRole('button', { name: /Optionen/ }));
    const answer = await screen.findByRole('menuitem', { name: /Vom Kunden abgelehnt/ });
    expect(answer.getAttribute('aria-disabled')).toBe('true');
    await user().hover(within(answer).getByText('Vom Kunden abgelehnt'));
    expect(await screen.findByText(MISSING_PERMISSION_MESSAGES.plan)).toBeTruthy();
  });

  it('says so when there is no such quote', async () => {
    mockApi(mockEndpoint(quoteEndpoints.info, () => mockFailure('failure/NotFound', 'Angebot nicht gefunden.', 404)));
    renderRoutes(routes, `/quotes/${QUOTE_ID}`);
    expect(await screen.findByText('Angebot nicht gefunden.')).toBeTruthy();
  });
});
