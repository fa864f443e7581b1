import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authEndpoints, type CurrentUser } from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import { queryClient } from '@planner/platform';
import { mockApi, renderWithProviders } from '@planner/ui/testing';
import { CURRENT_USER_QUERY_KEY } from '../auth/useCurrentUser';
import { SIGNED_IN_USER } from '../testing/accountFixtures';
import { PersonalDataCard } from './PersonalDataCard';

const USER: CurrentUser = { ...SIGNED_IN_USER, roles: ['Planner', 'MasterData'] };

async function openNameDialog() {
  await userEvent.click(screen.getByRole('button', { name: /Name ändern/ }));
  return screen.findByRole('dialog');
}

describe('PersonalDataCard', () => {
  it('shows name, address and the roles in German', () => {
    renderWithProviders(<PersonalDataCard user={USER} />);

    expect(screen.getByText('Erika Musterfrau')).toBeTruthy();
    expect(screen.getAllByText('erika@example.de').length).toBe(2);
    expect(screen.getByText('Planer')).toBeTruthy();
    expect(screen.getByText('Stammdaten')).toBeTruthy();
  });

  it('saves the new name and gives it to the current user at once', async () => {
    const renamed = { ...USER, lastName: 'Beispiel' };
    const api = mockApi(mockEndpoint(authEndpoints.updateProfile, () => renamed));
    renderWithProviders(<PersonalDataCard user={USER} />);

    await openNameDialog();
    const lastName = screen.getByLabelText('Nachname');
    expect((lastName as HTMLInputElement).value).toBe('Musterfrau');
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Beispiel{Enter}');

    expect(await screen.findByText('Ihr Name wurde geändert.')).toBeTruthy();
    expect(api.requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'PUT', path: '/api/auth/me', body: { firstName: 'Erika', lastName: 'Beispiel' } },
    ]);
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toEqual(renamed);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses an empty name without asking the server', async () => {
    const api = mockApi();
    renderWithProviders(<PersonalDataCard user={USER} />);

    await openNameDialog();
    await userEvent.clear(screen.getByLabelText('Vorname'));
    await userEvent.type(screen.getByLabelText('Nachname'), '{Enter}');

    expect(await screen.findByText('Darf nicht leer sein')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });
});
