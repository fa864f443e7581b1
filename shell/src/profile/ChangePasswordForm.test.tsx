import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProviders } from '@planner/ui';
import { ChangePasswordForm } from './ChangePasswordForm';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function submit(current: string, next: string, repeated = next) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Aktuelles Passwort'), current);
  await user.type(screen.getByLabelText('Neues Passwort'), next);
  await user.type(screen.getByLabelText('Neues Passwort wiederholen'), `${repeated}{Enter}`);
}

const renderForm = () =>
  render(
    <UiProviders>
      <ChangePasswordForm loginName="erika@example.de" />
    </UiProviders>,
  );

describe('ChangePasswordForm', () => {
  it('sends current and new password, never the repetition', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse(200, { type: 'success', data: null }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();

    await submit('altes-passwort', 'Neues-Passwort-2026');

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/auth/change-password');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      currentPassword: 'altes-passwort',
      newPassword: 'Neues-Passwort-2026',
    });
  });

  it('refuses a repetition that differs without asking the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();

    await submit('altes-passwort', 'Neues-Passwort-2026', 'Neues-Passwort-2027');

    expect(await screen.findByText('Die Passwörter stimmen nicht überein.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the field error of the server on the current password', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, {
          type: 'ExpectedError',
          errorCode: 'ValidationError',
          fallbackMessage: 'currentPassword: Das aktuelle Passwort ist falsch.',
          fieldErrors: [{ path: 'currentPassword', message: 'Das aktuelle Passwort ist falsch.' }],
        }),
      ),
    );
    renderForm();

    await submit('falsch', 'Neues-Passwort-2026');

    expect(await screen.findByText('Das aktuelle Passwort ist falsch.')).toBeTruthy();
  });

  it.each([
    [429, 'TooManyRequests', 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es später erneut.'],
    [
      403,
      'PasswordChangeDisabled',
      'Das Passwort dieses Zugangs ist für die automatische Anmeldung vorgegeben und kann nicht geändert werden.',
    ],
  ])('shows the refusal of the server (%i) above the form', async (status, errorCode, message) => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(status, { type: 'ExpectedError', errorCode, fallbackMessage: message })));
    renderForm();

    await submit('altes-passwort', 'Neues-Passwort-2026');

    expect(await screen.findByText(message)).toBeTruthy();
  });
});
