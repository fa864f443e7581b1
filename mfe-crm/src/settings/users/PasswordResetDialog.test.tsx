import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { teamEndpoints } from '@planner/api';
import { mockEndpoint, mockFailure } from '@planner/ui/mocks';
import { renderRoutes } from '@planner/ui/testing';
import { routes } from '../../routes';
import { MSG_USER_GONE } from './teamFailures';
import { PLANNER_ID } from './test/fixtures';
import { serveTeam } from './test/serveTeam';

const user = () => userEvent.setup();
const RESET = `POST /api/team/users/${PLANNER_ID}/password-reset`;

async function openResetDialog() {
  await user().click(await screen.findByRole('button', { name: 'Aktionen für Paul Planer' }));
  await user().click(await screen.findByRole('menuitem', { name: /Link zum Zurücksetzen des Passworts/ }));
  return screen.findByRole('dialog', { name: 'Link zum Zurücksetzen des Passworts' });
}

describe('password reset link', () => {
  it('is created only on request and shown with its expiry and e-mail delivery', async () => {
    const { api } = serveTeam(
      () => [mockEndpoint(teamEndpoints.createPasswordReset, () => ({ token: 'reset-abc', expiresAt: '2026-05-12T13:30:00.000Z', emailed: true }))],
      { mailEnabled: true },
    );
    renderRoutes(routes, '/settings/users');
    const dialog = await openResetDialog();
    expect(await within(dialog).findByText(/Er wird auch per E-Mail an paul@example\.de gesendet\./)).toBeTruthy();
    expect(api.count(RESET)).toBe(0);

    await user().click(within(dialog).getByRole('button', { name: 'Link erstellen' }));
    const link = (await within(dialog).findByRole('textbox', { name: 'Link zum Zurücksetzen des Passworts' })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/password-reset/reset-abc`);
    expect(within(dialog).getByText('Der Link wurde per E-Mail an paul@example.de gesendet.')).toBeTruthy();
    expect(within(dialog).getByText(/Gültig bis 12\.05\.2026, 15:30/)).toBeTruthy();
    expect(api.count(RESET)).toBe(1);
  });

  it('says when the user no longer exists', async () => {
    serveTeam(() => [mockEndpoint(teamEndpoints.createPasswordReset, () => mockFailure('failure/NotFound', undefined, 404))]);
    renderRoutes(routes, '/settings/users');
    const dialog = await openResetDialog();
    await user().click(within(dialog).getByRole('button', { name: 'Link erstellen' }));
    expect(await within(dialog).findByText(MSG_USER_GONE)).toBeTruthy();
  });
});
