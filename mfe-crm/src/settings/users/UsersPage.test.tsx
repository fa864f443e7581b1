import { MISSING_PERMISSION_MESSAGES, teamEndpoints } from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { routes } from '../../routes';
import { PLANNER_ID } from './test/fixtures';
import { changeUser, serveTeam } from './test/serveTeam';

const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;
afterEach(() => happyDom.setViewport({ width: 1024, height: 768 }));

const user = () => userEvent.setup();
/** The row of a user in the users list (the invitations name their owner, too). */
const rowOf = async (name: string) => (await within(await screen.findByRole('region', { name: 'Benutzer' })).findByText(name)).closest('tr')!;
const openMenuOf = async (name: string) => user().click(await screen.findByRole('button', { name: `Aktionen für ${name}` }));

describe('users page', () => {
  it('lists the users with roles, last sign-in and status, and marks the own row', async () => {
    happyDom.setViewport({ width: 1440, height: 900 });
    signInWithRoles(['Owner']);
    serveTeam();
    renderRoutes(routes, '/settings/users');

    expect(await screen.findByRole('heading', { name: 'Benutzer' })).toBeTruthy();
    const own = await rowOf('Lena Leser');
    expect(within(own).getByText('Sie')).toBeTruthy();
    expect(within(own).getByText('Inhaber')).toBeTruthy();
    expect(within(own).getByText('12.05.2026, 14:30')).toBeTruthy();
    const paul = await rowOf('Paul Planer');
    expect([...paul.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Paul Planer',
      'paul@example.de',
      'PlanerStammdaten',
      'Noch nie',
      'Aktiv',
      '',
    ]);
    expect(within(await rowOf('Frieda Früher')).getByText('Deaktiviert')).toBeTruthy();
    expect(within(paul).queryByText('Sie')).toBeNull();
  });

  it('keeps search and sort in the address', async () => {
    const { api } = serveTeam();
    const router = renderRoutes(routes, '/settings/users');
    await user().click(await screen.findByRole('button', { name: /E-Mail/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=Email&sortOrder=Asc'));
    await user().type(screen.getByRole('searchbox'), 'paul');
    await waitFor(() => expect(router.state.location.search).toContain('anyText=paul'));
    await waitFor(() => expect(api.requests.some((request) => request.query.get('anyText') === 'paul')).toBe(true));
  });

  it('shows each user as a card on a phone', async () => {
    happyDom.setViewport({ width: 390, height: 844 });
    serveTeam();
    renderRoutes(routes, '/settings/users');
    const paul = await rowOf('Paul Planer');
    expect(paul.querySelectorAll('td')).toHaveLength(2);
    expect(within(paul).getByText('Letzte Anmeldung: Noch nie')).toBeTruthy();
    expect(within(paul).getByText('paul@example.de')).toBeTruthy();
  });

  it('deactivates a user only after asking, and activates a deactivated one', async () => {
    const { api } = serveTeam((team) => [
      mockEndpoint(teamEndpoints.deactivateUser, ({ params }) => changeUser(team, params.id, { status: 'Deactivated' })),
      mockEndpoint(teamEndpoints.activateUser, ({ params }) => changeUser(team, params.id, { status: 'Active' })),
    ]);
    renderRoutes(routes, '/settings/users');

    await openMenuOf('Paul Planer');
    await user().click(await screen.findByRole('menuitem', { name: /Deaktivieren/ }));
    const question = await screen.findByRole('dialog', { name: 'Paul Planer deaktivieren?' });
    expect(within(question).getByText(/Alle Sitzungen enden sofort\./)).toBeTruthy();
    await user().click(within(question).getByRole('button', { name: 'Abbrechen' }));
    expect(api.count(`POST /api/team/users/${PLANNER_ID}/deactivate`)).toBe(0);

    await openMenuOf('Paul Planer');
    await user().click(await screen.findByRole('menuitem', { name: /Deaktivieren/ }));
    await user().click(within(await screen.findByRole('dialog', { name: 'Paul Planer deaktivieren?' })).getByRole('button', { name: 'Deaktivieren' }));
    expect(await screen.findByText('Paul Planer ist deaktiviert.')).toBeTruthy();
    expect(api.requests.find((request) => request.path.endsWith('/deactivate'))?.body).toEqual({ version: 1 });
    await waitFor(async () => expect(within(await rowOf('Paul Planer')).getByText('Deaktiviert')).toBeTruthy());

    await openMenuOf('Frieda Früher');
    expect(screen.queryByRole('menuitem', { name: /Passwort/ })).toBeNull();
    await user().click(await screen.findByRole('menuitem', { name: /Aktivieren/ }));
    expect(await screen.findByText('Frieda Früher ist wieder aktiv.')).toBeTruthy();
    expect(api.requests.find((request) => request.path.endsWith('/activate'))?.body).toEqual({ version: 7 });
  });

  it('offers no deactivation of the own user', async () => {
    signInWithRoles(['Owner']);
    serveTeam();
    renderRoutes(routes, '/settings/users');
    await openMenuOf('Lena Leser');
    const item = await screen.findByRole('menuitem', { name: /Deaktivieren \(nicht für Sie selbst\)/ });
    expect(item.getAttribute('aria-disabled')).toBe('true');
  });

  it('tells a user without the owner role that only owners manage users', async () => {
    signInWithRoles(['Planner']);
    const { api } = serveTeam();
    renderRoutes(routes, '/settings/users');
    expect(await screen.findByText(MISSING_PERMISSION_MESSAGES.manageCompany)).toBeTruthy();
    expect(api.count('GET /api/team/users')).toBe(0);
  });
});
