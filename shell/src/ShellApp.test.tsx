import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authEndpoints, publicInvitationEndpoints } from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import { mockApi, renderWithProviders, testAppConfig } from '@planner/ui/testing';
import { ShellApp } from './ShellApp';
import { LINK_TOKEN, SIGNED_IN_USER, signedOut } from './testing/accountFixtures';

const APP_CONFIG = testAppConfig();

const openAt = (path: string) => {
  window.history.pushState(null, '', path);
  renderWithProviders(<ShellApp config={{ appConfig: APP_CONFIG, remotes: [] }} />);
};

afterEach(() => {
  window.history.pushState(null, '', '/');
});

describe('ShellApp', () => {
  it('opens an invitation link in a browser with a session instead of the app', async () => {
    mockApi(
      mockEndpoint(authEndpoints.me, () => SIGNED_IN_USER),
      mockEndpoint(publicInvitationEndpoints.get, () => ({
        companyName: 'Elektro Nord KG',
        email: 'max@example.de',
        roles: ['ReadOnly' as const],
        expiresAt: '2026-11-29T10:00:00.000Z',
      })),
    );
    openAt(`/invitation/${LINK_TOKEN}`);

    expect(await screen.findByText('max@example.de')).toBeTruthy();
    expect(await screen.findByText(/Sie sind in diesem Browser als Erika Musterfrau/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Benutzermenü/ })).toBeNull();
  });

  it('opens the reset request from the sign-in page', async () => {
    mockApi(mockEndpoint(authEndpoints.me, signedOut));
    openAt('/password-forgotten');

    expect(await screen.findByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeTruthy();
  });

  it('shows the sign-in page on other paths without a session', async () => {
    mockApi(mockEndpoint(authEndpoints.me, signedOut));
    openAt('/customers');

    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeTruthy();
  });

  it.each(['/login', '/login/', '/register'])('leads a signed-in user from %s to the start page', async (path) => {
    mockApi(mockEndpoint(authEndpoints.me, () => SIGNED_IN_USER));
    openAt(path);

    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});
