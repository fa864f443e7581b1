import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { crmHandlers } from '../mock/handlers';
import { routes } from '../routes';

beforeEach(() => signInWithRoles(['Owner']));

// The page and its dialog load lazily; their first compile in a run takes a while.
const FIRST_LOAD = { timeout: 20_000 };

describe('the customer list', { timeout: 40_000 }, () => {
  it('shows the demo customers with their address', async () => {
    mockApi(...crmHandlers());
    renderRoutes(routes, '/customers');
    const row = (await screen.findByText('Schneider, Anna', {}, FIRST_LOAD)).closest('tr');
    expect(row).toBeTruthy();
    expect(within(row!).getByText('Lindenstraße 14, 79098 Freiburg im Breisgau')).toBeTruthy();
    expect(screen.getByText('Schäfer, Jürgen')).toBeTruthy();
    expect(screen.getByText('Müller, Thomas')).toBeTruthy();
  });

  it('sends the search to the server and shows only the customers found', async () => {
    const api = mockApi(...crmHandlers());
    renderRoutes(routes, '/customers');
    await screen.findByText('Schneider, Anna', {}, FIRST_LOAD);

    await userEvent.setup().type(screen.getByPlaceholderText('Kunde suchen'), 'Kirchzarten');

    await waitFor(() => expect(screen.queryByText('Schneider, Anna')).toBeNull());
    expect(screen.getByText('Müller, Thomas')).toBeTruthy();
    const lastQuery = api.requests.filter((request) => request.path === '/api/customers').at(-1)?.query;
    expect(lastQuery?.get('anyText')).toBe('Kirchzarten');
  });

  it('creates a customer from the dialog with what was typed and opens it', async () => {
    const api = mockApi(...crmHandlers());
    const router = renderRoutes(routes, '/customers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Kunde erstellen/ }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', {}, FIRST_LOAD);
    await user.type(within(dialog).getByLabelText('Vorname'), 'Lena');
    await user.type(within(dialog).getByLabelText('Nachname'), 'Zimmermann');
    await user.type(within(dialog).getByLabelText('Straße'), 'Bergstraße');
    await user.type(within(dialog).getByLabelText('Hausnummer'), '7');
    await user.type(within(dialog).getByLabelText('PLZ'), '79100');
    await user.type(within(dialog).getByLabelText('Ort'), 'Freiburg im Breisgau');
    await user.type(within(dialog).getByLabelText('E-Mail'), 'lena.zimmermann@web.de');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/customers\/[0-9a-f-]{36}$/));
    const put = api.requests.find((request) => request.method === 'PUT' && request.path.startsWith('/api/customers/'));
    expect(put?.body).toMatchObject({
      firstName: 'Lena',
      lastName: 'Zimmermann',
      address: { street: 'Bergstraße', houseNumber: '7', zipCode: '79100', city: 'Freiburg im Breisgau' },
      email: 'lena.zimmermann@web.de',
    });
    expect(router.state.location.pathname).toBe(`/customers/${(put?.body as { id: string }).id}`);
  });
});
