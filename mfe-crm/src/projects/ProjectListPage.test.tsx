import { projectEndpoints } from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { crmHandlers } from '../mock/handlers';
import { routes } from '../routes';

beforeEach(() => signInWithRoles(['Owner']));

// The page loads lazily; its first compile in a run takes a while.
const FIRST_LOAD = { timeout: 20_000 };

describe('the project list', { timeout: 40_000 }, () => {
  it('shows each demo project with its customer and jobsite', async () => {
    mockApi(...crmHandlers());
    renderRoutes(routes, '/projects');
    const row = (await screen.findByText('Sanierung Müller, Kirchzarten', {}, FIRST_LOAD)).closest('tr');
    expect(row).toBeTruthy();
    expect(within(row!).getByText('Müller, Thomas')).toBeTruthy();
    expect(within(row!).getByText('Am Mühlbach 3, 79199 Kirchzarten')).toBeTruthy();
    expect(screen.getByText('Dachgeschoss Schäfer, Waldkirch')).toBeTruthy();
  });

  it('says so when there is no project yet', async () => {
    mockApi(...crmHandlers());
    // Handlers given later take precedence.
    mockApi(mockEndpoint(projectEndpoints.list, () => []));
    renderRoutes(routes, '/projects');
    expect(await screen.findByText('Keine Einträge gefunden.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('sends the search to the server and shows only the projects found', async () => {
    const api = mockApi(...crmHandlers());
    renderRoutes(routes, '/projects');
    await screen.findByText('Sanierung Müller, Kirchzarten', {}, FIRST_LOAD);

    await userEvent.setup().type(screen.getByPlaceholderText('Projekt, Kunde oder Ort suchen'), 'Denzlingen');

    await waitFor(() => expect(screen.queryByText('Sanierung Müller, Kirchzarten')).toBeNull());
    expect(screen.getByText('Mehrfamilienhaus Hoffmann, Denzlingen')).toBeTruthy();
    const lastQuery = api.requests.filter((request) => request.path === '/api/electro/projects').at(-1)?.query;
    expect(lastQuery?.get('anyText')).toBe('Denzlingen');
  });
});
