import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@planner/api';
import { reportError } from '@planner/platform';
import { UiProviders } from '@planner/ui';
import { GlobalErrorScreen } from './GlobalErrorScreen';

const renderApp = () =>
  render(
    <UiProviders>
      <GlobalErrorScreen supportUrl="mailto:support@example.de">
        <p>Anwendung</p>
      </GlobalErrorScreen>
    </UiProviders>,
  );

describe('GlobalErrorScreen', () => {
  it('shows the app until an error is reported', () => {
    renderApp();
    expect(screen.getByText('Anwendung')).toBeTruthy();
  });

  it('shows the new-version page with its countdown for an errorCode starting with CVE', async () => {
    renderApp();
    act(() =>
      reportError(
        new ApiError(400, { type: 'ExpectedError', errorCode: 'CVE-ProtocolVersionMismatch', fallbackMessage: 'Version' }),
      ),
    );
    expect(await screen.findByText('Neue Version verfügbar!')).toBeTruthy();
    expect(screen.getByText(/in 60 Sekunden automatisch neu geladen/)).toBeTruthy();
    expect(screen.queryByText('Anwendung')).toBeNull();
  });

  it('shows the Oops page with errorCode and message for an ExpectedError', async () => {
    renderApp();
    act(() =>
      reportError(new ApiError(409, { type: 'ExpectedError', errorCode: 'Conflict', fallbackMessage: 'Schon geändert.' })),
    );
    expect(await screen.findByText('Oops')).toBeTruthy();
    expect(screen.getByText('Conflict')).toBeTruthy();
    expect(screen.getByText('Schon geändert.')).toBeTruthy();
    expect(screen.getByText('Support kontaktieren')).toBeTruthy();
  });

  it('keeps the app and shows a toast when the server refuses a change the user may not make', async () => {
    render(
      <UiProviders hostsPageMessages>
        <GlobalErrorScreen supportUrl="mailto:support@example.de">
          <p>Anwendung</p>
        </GlobalErrorScreen>
      </UiProviders>,
    );
    const reason = 'Nur Inhaber dürfen Firmeneinstellungen und Benutzer verwalten.';
    act(() => reportError(new ApiError(403, { type: 'ExpectedError', errorCode: 'Forbidden', fallbackMessage: reason })));

    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.getByText('Anwendung')).toBeTruthy();
    expect(screen.queryByText('Oops')).toBeNull();
  });

  it('offers the way to the start page first on the Oops page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, reload: vi.fn() });
    renderApp();
    act(() => reportError(new ApiError(404, { type: 'ExpectedError', errorCode: 'NotFound', fallbackMessage: 'Weg.' })));

    const home = await screen.findByRole('button', { name: 'Zur Startseite' });
    expect(screen.getAllByRole('button')[0]).toBe(home);
    fireEvent.click(home);

    expect(assign).toHaveBeenCalledWith('/');
    vi.unstubAllGlobals();
  });

  it('shows the network page with a 10 second countdown when the server cannot be reached', () => {
    renderApp();
    act(() => reportError(new NetworkError(new TypeError('Failed to fetch'))));
    expect(screen.getByText('Die Anwendung ist vorübergehend nicht erreichbar')).toBeTruthy();
    expect(screen.getByText('Neuer Versuch in 10 Sekunden.')).toBeTruthy();
  });

  it('shows the unexpected-error page for any other error', async () => {
    renderApp();
    act(() => reportError(new Error('Kaputt')));
    expect(await screen.findByText('Ein unerwarteter Fehler ist aufgetreten')).toBeTruthy();
    expect(screen.getByText('Kaputt')).toBeTruthy();
  });
});
