import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authEndpoints } from '@planner/api';
import { mockEndpoint, mockExpectedError } from '@planner/ui/mocks';
import { mockApi, renderWithProviders } from '@planner/ui/testing';
import PasswordForgottenPage from './PasswordForgottenPage';

const SENT = /Wenn es zu dieser Adresse einen Benutzer gibt, haben wir einen Link zum Zurücksetzen gesendet/;

async function request(email: string) {
  await userEvent.setup().type(screen.getByLabelText('E-Mail'), `${email}{Enter}`);
}

describe('PasswordForgottenPage', () => {
  it('sends the address and answers the same for every address', async () => {
    const api = mockApi(mockEndpoint(authEndpoints.requestPasswordReset, () => null));
    renderWithProviders(<PasswordForgottenPage mailEnabled />);

    await request('erika@example.de');

    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(screen.getByText(/Ein Inhaber Ihrer Firma kann Ihnen/)).toBeTruthy();
    expect(api.requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/auth/password-reset', body: { email: 'erika@example.de' } },
    ]);
    expect(screen.queryByLabelText('E-Mail')).toBeNull();
  });

  it('refuses an invalid address without asking the server', async () => {
    const api = mockApi();
    renderWithProviders(<PasswordForgottenPage mailEnabled />);

    await request('erika@');

    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('shows the refusal of the server after too many requests', async () => {
    const message = 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.';
    mockApi(mockEndpoint(authEndpoints.requestPasswordReset, () => mockExpectedError(429, 'TooManyRequests', message)));
    renderWithProviders(<PasswordForgottenPage mailEnabled />);

    await request('erika@example.de');

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText(SENT)).toBeNull();
  });

  it('sends people to an owner instead of offering a form when the server sends no e-mail', () => {
    const api = mockApi();
    renderWithProviders(<PasswordForgottenPage mailEnabled={false} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeTruthy();
    expect(screen.getByText('Dieser Server versendet keine E-Mails.')).toBeTruthy();
    expect(screen.getByText(/Ein Inhaber Ihrer Firma kann Ihnen/)).toBeTruthy();
    expect(screen.queryByLabelText('E-Mail')).toBeNull();
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' }).getAttribute('href')).toBe('/');
    expect(api.requests).toEqual([]);
  });
});
