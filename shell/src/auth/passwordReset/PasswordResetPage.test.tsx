import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints, MSG_RESET_LINK_INVALID } from '@planner/api';
import { mockEndpoint, mockExpectedError, mockFailure, type HttpHandler } from '@planner/ui/mocks';
import { mockApi, renderWithProviders } from '@planner/ui/testing';
import { JWS_TOKENS, LINK_TOKEN, SIGNED_IN_USER, signedOut } from '../../testing/accountFixtures';
import { startSession } from '../startSession';
import PasswordResetPage from './PasswordResetPage';

vi.mock('../startSession', () => ({ startSession: vi.fn(async () => {}) }));

const LINK_PATH = `/api/auth/password-reset/${LINK_TOKEN}`;

const openLink = (handlers: HttpHandler[] = [], token = LINK_TOKEN) => {
  const api = mockApi(
    ...handlers,
    mockEndpoint(authEndpoints.me, signedOut),
    mockEndpoint(authEndpoints.checkPasswordReset, () => ({ email: 'erika@example.de' })),
  );
  renderWithProviders(<PasswordResetPage token={token} />);
  return api;
};

async function choose(password: string, repeated = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Neues Passwort'), password);
  await user.type(screen.getByLabelText('Neues Passwort wiederholen'), `${repeated}{Enter}`);
}

beforeEach(() => {
  vi.mocked(startSession).mockClear();
});

describe('PasswordResetPage', () => {
  it('sets the new password, never the repetition, and signs in with the answered tokens', async () => {
    const api = openLink([mockEndpoint(authEndpoints.resetPassword, () => ({ jwsTokens: JWS_TOKENS }))]);

    expect(await screen.findByText('erika@example.de')).toBeTruthy();
    await choose('Neues-Passwort-2026');

    await vi.waitFor(() => expect(startSession).toHaveBeenCalledWith(JWS_TOKENS));
    expect(api.requests.find(({ method }) => method === 'POST')?.body).toEqual({ password: 'Neues-Passwort-2026' });
  });

  it('refuses a repetition that differs without asking the server', async () => {
    const api = openLink();

    await choose('Neues-Passwort-2026', 'Neues-Passwort-2027');

    expect(await screen.findByText('Die Passwörter stimmen nicht überein.')).toBeTruthy();
    expect(api.count(`POST ${LINK_PATH}`)).toBe(0);
  });

  it('refuses a password shorter than the contract allows', async () => {
    openLink();

    await choose('kurz');

    expect(await screen.findByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeTruthy();
  });

  it('shows the field error of the server on the password', async () => {
    const common = 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.';
    openLink([
      mockEndpoint(authEndpoints.resetPassword, () =>
        mockExpectedError(400, 'ValidationError', `password: ${common}`, [{ path: 'password', message: common }]),
      ),
    ]);

    await choose('password');

    expect(await screen.findByText(common)).toBeTruthy();
    expect(startSession).not.toHaveBeenCalled();
  });

  it('offers a new link when the link is unknown, used or expired', async () => {
    openLink([mockEndpoint(authEndpoints.checkPasswordReset, () => mockFailure('failure/NotFound', MSG_RESET_LINK_INVALID, 404))]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Link ungültig' })).toBeTruthy();
    expect(screen.getByText(MSG_RESET_LINK_INVALID)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' }).getAttribute('href')).toBe('/password-forgotten');
  });

  it('shows the same page when the link was used up while the form was open', async () => {
    openLink([mockEndpoint(authEndpoints.resetPassword, () => mockFailure('failure/NotFound', MSG_RESET_LINK_INVALID, 404))]);

    await choose('Neues-Passwort-2026');

    expect(await screen.findByRole('heading', { level: 1, name: 'Link ungültig' })).toBeTruthy();
    expect(startSession).not.toHaveBeenCalled();
  });

  it('does not ask the server about a token that cannot be one', async () => {
    const api = openLink([], 'kein-token');

    expect(await screen.findByRole('heading', { level: 1, name: 'Link ungültig' })).toBeTruthy();
    expect(api.count(`GET ${LINK_PATH}`)).toBe(0);
  });

  it('tells someone signed in as another user that saving replaces their session', async () => {
    openLink([mockEndpoint(authEndpoints.me, () => ({ ...SIGNED_IN_USER, email: 'inhaber@example.de' }))]);

    expect(await screen.findByText(/Sie sind in diesem Browser als Erika Musterfrau \(inhaber@example.de\)/)).toBeTruthy();
    expect(screen.getByText('Nach dem Speichern sind Sie hier als erika@example.de angemeldet.')).toBeTruthy();
  });

  it('says nothing about the session when it is the same user', async () => {
    openLink([mockEndpoint(authEndpoints.me, () => SIGNED_IN_USER)]);

    expect(await screen.findByLabelText('Neues Passwort')).toBeTruthy();
    expect(screen.queryByText(/Sie sind in diesem Browser als/)).toBeNull();
  });
});
