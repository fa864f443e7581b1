import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authEndpoints, type UserSession } from '@planner/api';
import { mockEndpoint, mockServerError } from '@planner/ui/mocks';
import { mockApi, renderWithProviders } from '@planner/ui/testing';
import { SessionsCard } from './SessionsCard';

const SESSIONS: UserSession[] = [
  {
    id: 'b1',
    startedAt: '2026-11-21T08:00:00.000Z',
    lastActiveAt: '2026-11-22T09:30:00.000Z',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    current: false,
  },
  {
    id: 'a1',
    startedAt: '2026-11-20T07:00:00.000Z',
    lastActiveAt: '2026-11-22T10:00:00.000Z',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    current: true,
  },
];

const END_ALL = 'POST /api/auth/sessions/end-all';

describe('SessionsCard', () => {
  it('lists the devices, this one first and marked', async () => {
    mockApi(mockEndpoint(authEndpoints.sessions, () => SESSIONS));
    renderWithProviders(<SessionsCard signOutDisabled={false} />);

    const items = within(await screen.findByRole('list', { name: 'Angemeldete Geräte' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Firefox 128 · LinuxDieses GerätAngemeldet am .+ · zuletzt aktiv am .+$/),
      expect.stringMatching(/^Safari 17 · iPhoneAngemeldet am /),
    ]);
  });

  it('shows a failed load inside the card with a way to try again', async () => {
    let fail = true;
    mockApi(mockEndpoint(authEndpoints.sessions, () => (fail ? mockServerError() : SESSIONS)));
    renderWithProviders(<SessionsCard signOutDisabled={false} />);

    expect(await screen.findByText('Die Geräte konnten nicht geladen werden.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Erneut versuchen/ }));
    expect(await screen.findByText('Dieses Gerät')).toBeTruthy();
  });

  it('signs out everywhere after asking, then opens the sign-in page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: window.location.href, origin: window.location.origin, assign });
    const api = mockApi(mockEndpoint(authEndpoints.sessions, () => SESSIONS), mockEndpoint(authEndpoints.endAllSessions, () => null));
    renderWithProviders(<SessionsCard signOutDisabled={false} />);

    await userEvent.click(screen.getByRole('button', { name: /Abmelden auf allen Geräten/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Auf allen Geräten abmelden?').length).toBeGreaterThan(0);
    expect(api.count(END_ALL)).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Auf allen Geräten abmelden' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.count(END_ALL)).toBe(1);
  });

  it('keeps every session when the question is cancelled', async () => {
    const api = mockApi(mockEndpoint(authEndpoints.sessions, () => SESSIONS));
    renderWithProviders(<SessionsCard signOutDisabled={false} />);

    await userEvent.click(screen.getByRole('button', { name: /Abmelden auf allen Geräten/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Abbrechen' }));

    expect(api.count(END_ALL)).toBe(0);
  });

  it('offers no way out on a demo host', () => {
    mockApi(mockEndpoint(authEndpoints.sessions, () => SESSIONS));
    renderWithProviders(<SessionsCard signOutDisabled />);

    expect((screen.getByRole('button', { name: /Abmelden auf allen Geräten/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
