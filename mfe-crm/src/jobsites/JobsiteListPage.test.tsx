import { demoId } from '@planner/ui/mocks';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { crmHandlers } from '../mock/handlers';
import { routes } from '../routes';

beforeEach(() => signInWithRoles(['Owner']));

// The page loads lazily; its first compile in a run takes a while.
const FIRST_LOAD = { timeout: 20_000 };

describe('the jobsite list', { timeout: 40_000 }, () => {
  it('shows each demo jobsite with its customer', async () => {
    mockApi(...crmHandlers());
    renderRoutes(routes, '/jobsites');
    const row = (await screen.findByText('Hauptstraße 27, 79211 Denzlingen', {}, FIRST_LOAD)).closest('tr');
    expect(row).toBeTruthy();
    expect(within(row!).getByText('Hoffmann, Markus')).toBeTruthy();
    expect(screen.getByText('Wiesentalweg 19, 79232 March')).toBeTruthy();
  });

  it('sends the search to the server and opens a jobsite found', async () => {
    const api = mockApi(...crmHandlers());
    const router = renderRoutes(routes, '/jobsites');
    await screen.findByText('Hauptstraße 27, 79211 Denzlingen', {}, FIRST_LOAD);
    const user = userEvent.setup();

    await user.type(screen.getByPlaceholderText('Baustelle suchen'), 'Waldkirch');

    await waitFor(() => expect(screen.queryByText('Hauptstraße 27, 79211 Denzlingen')).toBeNull());
    const lastQuery = api.requests.filter((request) => request.path === '/api/jobsites').at(-1)?.query;
    expect(lastQuery?.get('anyText')).toBe('Waldkirch');
    await user.click(screen.getByText('Kandelstraße 2, 79183 Waldkirch'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobsites/${demoId(1106)}`));
  });
});
