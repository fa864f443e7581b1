import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authEndpoints,
  MSG_EMAIL_HAS_ACCOUNT,
  MSG_INVITATION_EXPIRED,
  MSG_INVITATION_NOT_FOUND,
  MSG_INVITATION_REVOKED,
  MSG_INVITATION_USED,
  publicInvitationEndpoints,
  type PublicInvitation,
} from '@planner/api';
import { mockEndpoint, mockFailure, type HttpHandler } from '@planner/ui/mocks';
import { mockApi, renderWithProviders } from '@planner/ui/testing';
import { startSession } from '../auth/startSession';
import { JWS_TOKENS, LINK_TOKEN, SIGNED_IN_USER, signedOut } from '../testing/accountFixtures';
import InvitationPage from './InvitationPage';

vi.mock('../auth/startSession', () => ({ startSession: vi.fn(async () => {}) }));

const INVITATION_PATH = `/api/public/invitations/${LINK_TOKEN}`;
const ACCEPT = `POST ${INVITATION_PATH}/accept`;

const INVITATION: PublicInvitation = {
  companyName: 'Elektro Muster GmbH',
  email: 'max@example.de',
  roles: ['Planner', 'MasterData'],
  expiresAt: '2026-11-29T10:00:00.000Z',
};

const openInvitation = (handlers: HttpHandler[] = [], token = LINK_TOKEN) => {
  const api = mockApi(...handlers, mockEndpoint(authEndpoints.me, signedOut), mockEndpoint(publicInvitationEndpoints.get, () => INVITATION));
  renderWithProviders(<InvitationPage token={token} />);
  return api;
};

interface Acceptance {
  firstName?: string;
  lastName?: string;
  password?: string;
  repeated?: string;
}

async function accept({ firstName = 'Max', lastName = 'Mustermann', password = 'Schaltschrank-2026', repeated = password }: Acceptance = {}) {
  const user = userEvent.setup();
  const first = await screen.findByLabelText('Vorname');
  if (firstName) await user.type(first, firstName);
  if (lastName) await user.type(screen.getByLabelText('Nachname'), lastName);
  await user.type(screen.getByLabelText('Passwort'), password);
  await user.type(screen.getByLabelText('Passwort wiederholen'), `${repeated}{Enter}`);
}

beforeEach(() => {
  vi.mocked(startSession).mockClear();
});

describe('InvitationPage', () => {
  it('shows company, address and the roles of the invitation', async () => {
    openInvitation();

    expect(await screen.findByText('max@example.de')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Einladung annehmen' })).toBeTruthy();
    expect(screen.getAllByText('Elektro Muster GmbH').length).toBeGreaterThan(0);
    expect(screen.getByText('Planer')).toBeTruthy();
    expect(screen.getByText('Stammdaten')).toBeTruthy();
  });

  it('creates the user with name and password, never the repetition, and signs in', async () => {
    const api = openInvitation([mockEndpoint(publicInvitationEndpoints.accept, () => ({ jwsTokens: JWS_TOKENS }))]);

    await accept();

    await vi.waitFor(() => expect(startSession).toHaveBeenCalledWith(JWS_TOKENS));
    expect(api.requests.find(({ method }) => method === 'POST')?.body).toEqual({
      firstName: 'Max',
      lastName: 'Mustermann',
      password: 'Schaltschrank-2026',
    });
  });

  it('asks for the names and an equal repetition without asking the server', async () => {
    const api = openInvitation();

    await accept({ firstName: '', lastName: '', repeated: 'Schaltschrank-2027' });

    expect((await screen.findAllByText('Darf nicht leer sein')).length).toBe(2);
    expect(screen.getByText('Die Passwörter stimmen nicht überein.')).toBeTruthy();
    expect(api.count(ACCEPT)).toBe(0);
  });

  it('says so when a user with the address exists meanwhile', async () => {
    openInvitation([mockEndpoint(publicInvitationEndpoints.accept, () => mockFailure('failure/EmailTaken', MSG_EMAIL_HAS_ACCOUNT, 409))]);

    await accept();

    expect(await screen.findByText(MSG_EMAIL_HAS_ACCOUNT)).toBeTruthy();
    expect(screen.getByText('Ihre E-Mail-Adresse hat bereits einen Zugang')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mit dieser Adresse anmelden' }).getAttribute('href')).toBe('/');
    expect(startSession).not.toHaveBeenCalled();
  });

  it('shows the failure page when the invitation expired while the form was open', async () => {
    openInvitation([mockEndpoint(publicInvitationEndpoints.accept, () => mockFailure('failure/LinkExpired', MSG_INVITATION_EXPIRED, 410))]);

    await accept();

    expect(await screen.findByRole('heading', { level: 1, name: 'Einladung abgelaufen' })).toBeTruthy();
  });

  it.each([
    ['failure/NotFound' as const, 'Einladung ungültig', MSG_INVITATION_NOT_FOUND],
    ['failure/LinkExpired' as const, 'Einladung abgelaufen', MSG_INVITATION_EXPIRED],
    ['failure/LinkRevoked' as const, 'Einladung zurückgezogen', MSG_INVITATION_REVOKED],
    ['failure/AlreadyAccepted' as const, 'Einladung bereits angenommen', MSG_INVITATION_USED],
  ])('explains %s', async (type, title, message) => {
    openInvitation([mockEndpoint(publicInvitationEndpoints.get, () => mockFailure(type, message))]);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByLabelText('Vorname')).toBeNull();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/');
  });

  it('does not ask the server about a token that cannot be one', async () => {
    const api = openInvitation([], 'abc');

    expect(await screen.findByRole('heading', { level: 1, name: 'Einladung ungültig' })).toBeTruthy();
    expect(api.count(`GET ${INVITATION_PATH}`)).toBe(0);
  });

  it('tells someone signed in that accepting replaces their session', async () => {
    openInvitation([mockEndpoint(authEndpoints.me, () => SIGNED_IN_USER)]);

    expect(
      await screen.findByText('Sie sind in diesem Browser als Erika Musterfrau (erika@example.de) angemeldet.'),
    ).toBeTruthy();
    expect(screen.getByText('Wenn Sie die Einladung annehmen, sind Sie hier als max@example.de angemeldet.')).toBeTruthy();
  });
});
