import { componentEndpoints } from '@planner/api';
import { demoId, mockEndpoint } from '@planner/ui/mocks';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { masterDataHandlers } from '../mock/handlers';
import { routes } from '../routes';

beforeEach(() => signInWithRoles(['Owner']));

// The page loads lazily; its first compile in a run takes a while.
const FIRST_LOAD = { timeout: 20_000 };

/** The text of the table row of the installation labelled `label`. */
const rowText = (label: string) => screen.getByText(label).closest('tr')?.textContent;

describe('the list of installations', { timeout: 40_000 }, () => {
  it('shows each demo installation with its tags and price', async () => {
    mockApi(...masterDataHandlers());
    renderRoutes(routes, '/electrical-components');
    expect((await screen.findAllByText('Netzwerkdose Cat. 6A', {}, FIRST_LOAD)).length).toBeGreaterThan(0);
    expect(rowText('Netzwerkdose Cat. 6A')).toMatch(/Netzwerk\s*145,00\s€/);
    expect(rowText('Rauchwarnmelder')).toMatch(/Sicherheit\s*39,00\s€/);
    expect(rowText('Steckdose 2-fach')).toMatch(/Steckdosen\s*79,00\s€/);
    expect(screen.getByText('Raumthermostat')).toBeTruthy();
  });

  it('says so when none was created yet', async () => {
    mockApi(...masterDataHandlers());
    mockApi(mockEndpoint(componentEndpoints.list, () => []));
    renderRoutes(routes, '/electrical-components');
    expect(await screen.findByText('Es wurden noch keine Installationen angelegt.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('sends the search to the server and shows only the installations found', async () => {
    const api = mockApi(...masterDataHandlers());
    renderRoutes(routes, '/electrical-components');
    await screen.findAllByText('Lichtschalter', {}, FIRST_LOAD);

    await userEvent.setup().type(screen.getByPlaceholderText('Installation suchen'), 'Steckdose');

    await waitFor(() => expect(screen.queryByText('Lichtschalter')).toBeNull());
    expect(screen.getAllByText('Steckdose 2-fach').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Außensteckdose IP44').length).toBeGreaterThan(0);
    const lastQuery = api.requests.filter((request) => request.path === componentEndpoints.list.path).at(-1)?.query;
    expect(lastQuery?.get('anyText')).toBe('Steckdose');
  });

  it('deletes an installation after the confirmation and drops it from the list', async () => {
    const api = mockApi(...masterDataHandlers());
    renderRoutes(routes, '/electrical-components');
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Optionen für Raumthermostat' }, FIRST_LOAD))[0]!);
    await user.click(await screen.findByText('Löschen'));
    await user.click(await screen.findByRole('button', { name: /Installation löschen/ }));

    await waitFor(() => expect(screen.queryByText('Raumthermostat')).toBeNull());
    expect(api.count(`DELETE ${componentEndpoints.list.path}/${demoId(2407)}`)).toBe(1);
    expect(screen.getAllByText('Rauchwarnmelder').length).toBeGreaterThan(0);
  });
});
