import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { teamEndpoints } from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import { renderRoutes } from '@planner/ui/testing';
import { routes } from '../../routes';
import { invitation, INVITATION_ID } from './test/fixtures';
import { serveTeam } from './test/serveTeam';

const user = () => userEvent.setup();
const card = async () => (await screen.findByText('Einladungen', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;

describe('invitations', () => {
  it('lists the invitations and revokes an open one after asking', async () => {
    const { api } = serveTeam((team) => {
      team.invitations = [invitation(), invitation({ id: 'accepted', email: 'alt@example.de', state: 'Accepted' })];
      return [
        mockEndpoint(teamEndpoints.revokeInvitation, () => {
          const revoked = invitation({ state: 'Revoked' });
          team.invitations = team.invitations.map((entry) => (entry.id === INVITATION_ID ? revoked : entry));
          return revoked;
        }),
      ];
    });
    renderRoutes(routes, '/settings/users');
    const open = (await within(await card()).findByText('neu@example.de')).closest('tr')!;
    expect([...open.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'neu@example.de',
      'Planer',
      'Offen',
      '17.05.2026, 11:00',
      'Zurückziehen',
    ]);
    const accepted = within(await card()).getByText('alt@example.de').closest('tr')!;
    expect(within(accepted).getByText('Angenommen')).toBeTruthy();
    expect(within(accepted).queryByRole('button')).toBeNull();

    await user().click(within(open).getByRole('button', { name: 'Einladung an neu@example.de zurückziehen' }));
    const question = await screen.findByRole('dialog', { name: 'Einladung an neu@example.de zurückziehen?' });
    await user().click(within(question).getByRole('button', { name: 'Zurückziehen' }));
    expect(await screen.findByText('Einladung zurückgezogen.')).toBeTruthy();
    expect(api.count(`DELETE /api/team/invitations/${INVITATION_ID}`)).toBe(1);
    await waitFor(async () => expect(within(await card()).getByText('Zurückgezogen')).toBeTruthy());
  });

  it('says when there are no invitations yet', async () => {
    serveTeam((team) => {
      team.invitations = [];
      return [];
    });
    renderRoutes(routes, '/settings/users');
    expect(await within(await card()).findByText(/Noch keine Einladungen\./)).toBeTruthy();
  });
});
