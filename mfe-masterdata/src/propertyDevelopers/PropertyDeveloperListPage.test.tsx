import { propertyDeveloperEndpoints } from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { masterDataHandlers } from '../mock/handlers';
import { routes } from '../routes';

beforeEach(() => signInWithRoles(['Owner']));

// The page and its dialog load lazily; their first compile in a run takes a while.
const FIRST_LOAD = { timeout: 20_000 };

describe('the property developer list', { timeout: 40_000 }, () => {
  it('shows each demo developer with its town', async () => {
    mockApi(...masterDataHandlers());
    renderRoutes(routes, '/property-developers');
    const row = (await screen.findByText('Schwarzwald Massivhaus GmbH', {}, FIRST_LOAD)).closest('tr');
    expect(row).toBeTruthy();
    expect(within(row!).getByText('79822 Titisee-Neustadt')).toBeTruthy();
    expect(screen.getByText('Kaiserstuhl Bauträger AG')).toBeTruthy();
  });

  it('says so when no developer was created yet', async () => {
    mockApi(...masterDataHandlers());
    // Handlers given later take precedence.
    mockApi(mockEndpoint(propertyDeveloperEndpoints.list, () => []));
    renderRoutes(routes, '/property-developers');
    expect(await screen.findByText('Es wurden noch keine Bauträger angelegt.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('sends the search to the server and shows only the developers found', async () => {
    const api = mockApi(...masterDataHandlers());
    renderRoutes(routes, '/property-developers');
    await screen.findByText('Schwarzwald Massivhaus GmbH', {}, FIRST_LOAD);

    await userEvent.setup().type(screen.getByPlaceholderText('Bauträger suchen'), 'Kaiserstuhl');

    await waitFor(() => expect(screen.queryByText('Schwarzwald Massivhaus GmbH')).toBeNull());
    expect(screen.getByText('Kaiserstuhl Bauträger AG')).toBeTruthy();
    const lastQuery = api.requests.filter((request) => request.path === '/api/electro/property-developers').at(-1)?.query;
    expect(lastQuery?.get('anyText')).toBe('Kaiserstuhl');
  });

  it('saves a new developer with what was typed and opens it', async () => {
    const api = mockApi(...masterDataHandlers());
    const router = renderRoutes(routes, '/property-developers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Bauträger hinzufügen/ }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', {}, FIRST_LOAD);
    await user.type(within(dialog).getByLabelText('Name'), 'Dreisam Wohnbau GmbH');
    await user.type(within(dialog).getByLabelText('Straße'), 'Habsburgerstraße');
    await user.type(within(dialog).getByLabelText('Hausnummer'), '9');
    await user.type(within(dialog).getByLabelText('PLZ'), '79104');
    await user.type(within(dialog).getByLabelText('Ort'), 'Freiburg im Breisgau');
    await user.type(within(dialog).getByLabelText('Telefon'), '0761 55012');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/property-developers\/[0-9a-f-]{36}$/));
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({
      name: 'Dreisam Wohnbau GmbH',
      address: { street: 'Habsburgerstraße', houseNumber: '9', zipCode: '79104', city: 'Freiburg im Breisgau' },
      contactInformation: { phone: '0761 55012' },
    });
    expect(router.state.location.pathname).toBe(`/property-developers/${(put?.body as { id: string }).id}`);
  });
});
