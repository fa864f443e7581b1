import { MSG_ALREADY_MEMBER, MSG_ROLES_REQUIRED, teamEndpoints } from '@planner/api';
import { mockEndpoint, mockFailure } from '@planner/ui/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@planner/ui/testing';
import { routes } from '../../routes';
import { invitation } from './test/fixtures';
import { serveTeam } from './test/serveTeam';

const user = () => userEvent.setup();
const NEW_ID = '99999999-9999-4999-8999-999999999992';

/** Invites anyone but Paul, who is a user of the company already; answers whether the e-mail went out. */
function serveInvitations({ mailEnabled, emailed }: { mailEnabled: boolean; emailed: boolean }) {
  return serveTeam(
    (team) => [
      mockEndpoint(teamEndpoints.invite, ({ body: { email, roles } }) => {
        if (email === 'paul@example.de') return mockFailure('failure/EmailTaken');
        const created = invitation({ id: NEW_ID, email, roles: [...roles] });
        team.invitations = [created, ...team.invitations];
        return { invitation: created, token: 'einladung-123', expiresAt: '2026-05-19T10:00:00.000Z', emailed };
      }),
    ],
    { mailEnabled },
  );
}

async function openInviteDialog() {
  await user().click(await screen.findByRole('button', { name: /Benutzer einladen/ }));
  return screen.findByRole('dialog', { name: 'Benutzer einladen' });
}

describe('inviting a user', () => {
  it('asks for address and roles, refuses a taken address and shows the link to copy', async () => {
    const { api } = serveInvitations({ mailEnabled: false, emailed: false });
    renderRoutes(routes, '/settings/users');
    const dialog = await openInviteDialog();

    await user().type(within(dialog).getByLabelText('E-Mail'), 'paul@example.de');
    await user().click(within(dialog).getByRole('button', { name: 'Einladen' }));
    expect(await within(dialog).findByText(MSG_ROLES_REQUIRED)).toBeTruthy();

    await user().click(within(dialog).getByRole('checkbox', { name: /^Planer/ }));
    await user().click(within(dialog).getByRole('button', { name: 'Einladen' }));
    expect(await within(dialog).findByText(MSG_ALREADY_MEMBER)).toBeTruthy();

    const email = within(dialog).getByLabelText('E-Mail');
    await user().clear(email);
    await user().type(email, 'neu2@example.de');
    await user().click(within(dialog).getByRole('button', { name: 'Einladen' }));

    const result = await screen.findByRole('dialog', { name: 'Einladung für neu2@example.de erstellt' });
    const link = within(result).getByRole('textbox', { name: 'Einladungslink' }) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/invitation/einladung-123`);
    expect(within(result).getByText(/Es ist kein Mailserver eingerichtet/)).toBeTruthy();
    expect(within(result).getByText(/Gültig bis 19\.05\.2026, 12:00/)).toBeTruthy();
    // user-event puts its own clipboard in place for the session that clicks.
    const session = userEvent.setup();
    await session.click(within(result).getByRole('button', { name: /Kopieren/ }));
    expect(await screen.findByText('Link kopiert.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(link.value);
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { email: 'paul@example.de', roles: ['Planner'] },
      { email: 'neu2@example.de', roles: ['Planner'] },
    ]);

    const footerClose = within(result).getAllByRole('button', { name: 'Schließen' }).at(-1);
    await user().click(footerClose!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = (await screen.findByText('Einladungen', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('neu2@example.de')).toBeTruthy();
  });

  it('says when the invitation went out by e-mail', async () => {
    serveInvitations({ mailEnabled: true, emailed: true });
    renderRoutes(routes, '/settings/users');
    const dialog = await openInviteDialog();
    await user().type(within(dialog).getByLabelText('E-Mail'), 'neu2@example.de');
    await user().click(within(dialog).getByRole('checkbox', { name: /^Nur lesen/ }));
    await user().click(within(dialog).getByRole('button', { name: 'Einladen' }));
    expect(await screen.findByText('Der Link wurde per E-Mail an neu2@example.de gesendet.')).toBeTruthy();
  });

  it('warns when the mail server could not send the invitation', async () => {
    serveInvitations({ mailEnabled: true, emailed: false });
    renderRoutes(routes, '/settings/users');
    const dialog = await openInviteDialog();
    await user().type(within(dialog).getByLabelText('E-Mail'), 'neu2@example.de');
    await user().click(within(dialog).getByRole('checkbox', { name: /^Planer/ }));
    await user().click(within(dialog).getByRole('button', { name: 'Einladen' }));
    expect(await screen.findByText(/Die E-Mail konnte nicht gesendet werden/)).toBeTruthy();
  });
});
