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

const cardOf = async (projectName: string) => (await screen.findByText(projectName, {}, FIRST_LOAD)).closest<HTMLElement>('.ant-card')!;

describe('the dashboard', { timeout: 40_000 }, () => {
  it('shows the recent projects with customer, jobsite and favorite quote, and the overdue invoices', async () => {
    const api = mockApi(...crmHandlers());
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Aktuelle Projekte' }, FIRST_LOAD)).toBeTruthy();

    const weber = await cardOf('Einfamilienhaus Weber, March');
    expect(within(weber).getByText('Weber, Katrin')).toBeTruthy();
    expect(within(weber).getByText('Wiesentalweg 19, 79232 March')).toBeTruthy();
    expect(within(weber).getByText('Angebot 1 · Vom Kunden angenommen')).toBeTruthy();
    expect(within(await cardOf('Sanierung Müller, Kirchzarten')).getByText('Angebot 1 · An Kunden versandt')).toBeTruthy();

    expect(await screen.findByText(/1 Rechnung ist überfällig/)).toBeTruthy();
    expect(screen.getByText(/6\.978,16/)).toBeTruthy();
    const favorites = api.requests.find((request) => request.path === '/api/electro/projects/favorites');
    expect(favorites?.query.get('pageSize')).toBe('5');
  });

  it('says so when there is no recent project', async () => {
    mockApi(...crmHandlers());
    mockApi(mockEndpoint(projectEndpoints.favorites, () => []));
    renderRoutes(routes, '/');
    expect(await screen.findByText('Keine aktuellen Projekte gefunden.', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByText('Neubau Schneider, Freiburg')).toBeNull();
  });

  it('opens the list of overdue invoices, asking the server for the overdue ones only', async () => {
    const api = mockApi(...crmHandlers());
    const router = renderRoutes(routes, '/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Überfällige Rechnungen anzeigen' }, FIRST_LOAD));

    await waitFor(() => expect(router.state.location.pathname).toBe('/invoices'));
    await waitFor(() => {
      const invoiceQueries = api.requests.filter((request) => request.path === '/api/electro/invoices').map((request) => request.query);
      expect(invoiceQueries.some((query) => query.get('overdue') === 'true')).toBe(true);
    }, FIRST_LOAD);
  });
});
