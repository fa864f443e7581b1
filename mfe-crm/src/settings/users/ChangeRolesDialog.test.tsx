import { MSG_LAST_OWNER, MSG_ROLES_REQUIRED, teamEndpoints } from '@planner/api';
import { mockEndpoint, mockFailure } from '@planner/ui/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { routes } from '../../routes';
import { MSG_USER_CHANGED } from './teamFailures';
import { PLANNER_ID } from './test/fixtures';
import { changeUser, serveTeam, userOf } from './test/serveTeam';

const user = () => userEvent.setup();

async function openRolesDialog(name: string) {
  await user().click(await screen.findByRole('button', { name: `Aktionen für ${name}` }));
  await user().click(await screen.findByRole('menuitem', { name: /Rollen ändern/ }));
  return screen.findByRole('dialog', { name: `Rollen von ${name} ändern` });
}

const roleBox = (dialog: HTMLElement, label: string) => within(dialog).getByRole('checkbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;

describe('changing the roles of a user', () => {
  it('shows the roles with their descriptions, requires one and sends the checked roles with the version', async () => {
    const { api } = serveTeam((team) => [mockEndpoint(teamEndpoints.changeRoles, ({ params, body }) => changeUser(team, params.id, { roles: body.roles }))]);
    renderRoutes(routes, '/settings/users');
    const dialog = await openRolesDialog('Paul Planer');

    expect(roleBox(dialog, 'Planer').checked).toBe(true);
    expect(roleBox(dialog, 'Stammdaten').checked).toBe(true);
    expect(roleBox(dialog, 'Inhaber').checked).toBe(false);
    expect(within(dialog).getByText('Sieht alles, was die Firma hat, und ändert nichts.')).toBeTruthy();

    await user().click(roleBox(dialog, 'Planer'));
    await user().click(roleBox(dialog, 'Stammdaten'));
    await user().click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText(MSG_ROLES_REQUIRED)).toBeTruthy();
    expect(api.count(`PUT /api/team/users/${PLANNER_ID}/roles`)).toBe(0);

    await user().click(roleBox(dialog, 'Nur lesen'));
    await user().click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Rollen geändert.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ roles: ['ReadOnly'], version: 1 });
    const row = (await screen.findByText('Paul Planer')).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Nur lesen')).toBeTruthy());
  });

  it('keeps the dialog open with the reason when the company would lose its last owner', async () => {
    signInWithRoles(['Owner']);
    serveTeam(() => [mockEndpoint(teamEndpoints.changeRoles, () => mockFailure('failure/LastOwner'))]);
    renderRoutes(routes, '/settings/users');
    const dialog = await openRolesDialog('Lena Leser');

    await user().click(roleBox(dialog, 'Planer'));
    await user().click(roleBox(dialog, 'Inhaber'));
    expect(within(dialog).getByText(/Ohne die Rolle Inhaber können Sie danach/)).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await within(dialog).findByText(MSG_LAST_OWNER)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Rollen von Lena Leser ändern' })).toBeTruthy();
  });

  it('says when someone else changed the user meanwhile and saves again on the newer version', async () => {
    const { api, team } = serveTeam((team) => [
      mockEndpoint(teamEndpoints.changeRoles, ({ params, body: { roles, version } }) => {
        if (version !== userOf(team, params.id).version) return mockFailure('failure/Conflict', undefined, 409);
        return changeUser(team, params.id, { roles });
      }),
    ]);
    renderRoutes(routes, '/settings/users');
    const dialog = await openRolesDialog('Paul Planer');
    await user().click(roleBox(dialog, 'Stammdaten'));
    // Meanwhile another owner made Paul an owner as well.
    changeUser(team, PLANNER_ID, { roles: ['Owner', 'Planner', 'MasterData'] });

    await user().click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText(MSG_USER_CHANGED)).toBeTruthy();
    expect(await within(dialog).findByText(/Derzeit: Inhaber, Planer, Stammdaten\./)).toBeTruthy();

    await user().click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Rollen geändert.')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { roles: ['Planner'], version: 1 },
      { roles: ['Planner'], version: 2 },
    ]);
  });
});
