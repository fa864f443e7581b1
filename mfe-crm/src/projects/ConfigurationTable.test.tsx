import { configurationEndpoints, invoiceEndpoints, projectEndpoints, quoteEndpoints, type ConfigurationPreview, type QuoteStatus } from '@planner/api';
import { mockEndpoint, mockPdf } from '@planner/ui/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, PROJECT_ID, renderRoutes } from '@planner/ui/testing';
import { configuration, DRAFT_ID, project, QUOTE_ID } from '../quotes/test/fixtures';
import { routes } from '../routes';

/** The project page with a finalized quote and a draft; the quote status can be changed like on the server. */
function serve() {
  let quoteStatus: QuoteStatus = 'Sent';
  const quotes = (): ConfigurationPreview[] => [
    configuration(QUOTE_ID, 'Variante Süd', quoteStatus),
    configuration(DRAFT_ID, 'Angebot 2', null),
  ];
  const api = mockApi(
    mockEndpoint(projectEndpoints.get, () => project),
    mockEndpoint(configurationEndpoints.byProject, () => quotes()),
    mockEndpoint(quoteEndpoints.pdf, () => mockPdf()),
    mockEndpoint(invoiceEndpoints.list, () => []),
    mockEndpoint(quoteEndpoints.setQuoteStatus, ({ body }) => {
      quoteStatus = body.quoteStatus;
      return quotes()[0]!;
    }),
  );
  renderRoutes(routes, `/projects/${PROJECT_ID}`);
  return api;
}

const user = () => userEvent.setup();
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent);
async function openMenu(name: string) {
  await user().click(screen.getByRole('button', { name: `Optionen für ${name}` }));
  await screen.findByRole('menu');
}

describe('quotes of a project', () => {
  it("records the customer's answer to a finalized quote and goes back to 'sent'", async () => {
    const api = serve();
    expect(within(await rowOf('Variante Süd')).getByText('An Kunden versandt')).toBeTruthy();
    expect(within(await rowOf('Angebot 2')).getByText('In Bearbeitung')).toBeTruthy();

    await openMenu('Variante Süd');
    expect(menuItems()).toEqual(
      expect.arrayContaining(['PDF öffnen', 'Vom Kunden angenommen', 'Vom Kunden abgelehnt', 'Kopieren']),
    );
    expect(menuItems()).not.toContain('Zurück auf „An Kunden versandt“');
    await user().click(screen.getByRole('menuitem', { name: /Vom Kunden angenommen/ }));
    expect(await screen.findByText('Änderungen gespeichert')).toBeTruthy();
    await waitFor(async () => expect(within(await rowOf('Variante Süd')).queryByText('Vom Kunden angenommen')).toBeTruthy());

    await openMenu('Variante Süd');
    await user().click(screen.getByRole('menuitem', { name: /Zurück auf „An Kunden versandt“/ }));
    await waitFor(async () => expect(within(await rowOf('Variante Süd')).queryByText('An Kunden versandt')).toBeTruthy());
    expect(api.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { quoteStatus: 'Accepted' },
      { quoteStatus: 'Sent' },
    ]);
  });

  it('opens the PDF of a finalized quote; a draft has neither PDF nor customer answer', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:angebot');
    serve();
    await rowOf('Angebot 2');

    await openMenu('Angebot 2');
    expect(menuItems()).not.toContain('PDF öffnen');
    expect(menuItems()).not.toContain('Vom Kunden angenommen');
    await user().keyboard('{Escape}');

    await openMenu('Variante Süd');
    await user().click(screen.getByRole('menuitem', { name: /PDF öffnen/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:angebot', '_blank', 'noopener'));
  });
});
