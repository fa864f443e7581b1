import { demoId } from '@planner/ui/mocks';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { crmHandlers } from '../mock/handlers';
import { routes } from '../routes';

beforeEach(() => signInWithRoles(['Owner']));

// The page loads lazily; its first compile in a run takes a while.
const FIRST_LOAD = { timeout: 20_000 };
const WEBER = demoId(1003);

describe('a customer page', { timeout: 40_000 }, () => {
  it('shows the customer data and the customer’s projects', async () => {
    mockApi(...crmHandlers());
    renderRoutes(routes, `/customers/${WEBER}`);
    expect(await screen.findByRole('heading', { name: /Weber, Katrin/ }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'k.weber@gmx.de' })).toBeTruthy();
    expect(screen.getByText(/Schwarzwaldstraße 112/)).toBeTruthy();
    expect(await screen.findByText('Einfamilienhaus Weber, March')).toBeTruthy();
    expect(screen.queryByText('Neubau Schneider, Freiburg')).toBeNull();
  });

  it('says so when the customer does not exist', async () => {
    mockApi(...crmHandlers());
    renderRoutes(routes, `/customers/${demoId(1999)}`);
    expect(await screen.findByText('Kunde nicht gefunden.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('archives the customer from the options menu', async () => {
    const api = mockApi(...crmHandlers());
    renderRoutes(routes, `/customers/${WEBER}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Optionen/ }, FIRST_LOAD));
    await user.click(await screen.findByText('Archivieren'));

    expect(await screen.findByText('Archiviert')).toBeTruthy();
    await waitFor(() => expect(api.count(`POST /api/customers/${WEBER}/archive`)).toBe(1));
  });
});
