import { demoId } from '@planner/ui/mocks';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { masterDataHandlers } from '../mock/handlers';
import { routes } from '../routes';

beforeEach(() => signInWithRoles(['Owner']));

// The page loads lazily; its first compile in a run takes a while.
const FIRST_LOAD = { timeout: 20_000 };
const specificationUrl = (developerN: number, specificationN: number) =>
  `/property-developers/${demoId(developerN)}/construction-specifications/${demoId(specificationN)}`;

/** The installations of a room as listed: label and amount. */
const installations = (room: string) =>
  within(screen.getByRole('list', { name: `Installationen ${room}` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('a construction specification page', { timeout: 40_000 }, () => {
  it('shows each room with its installations and amounts', async () => {
    mockApi(...masterDataHandlers());
    renderRoutes(routes, specificationUrl(2001, 2201));
    expect(await screen.findByRole('heading', { name: 'Baubeschreibung Standard 2026' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Zurück zu Breisgau Wohnbau GmbH/ })).toBeTruthy();

    expect(installations('Küche')).toEqual(['Steckdose 2-fach4×', 'Steckdose 1-fach3×', 'Lichtschalter1×', 'Deckenauslass1×']);
    expect(installations('Bad')).toContain('Raumthermostat1×');
    expect(installations('Schlafzimmer')).toContain('Rauchwarnmelder1×');
    expect(screen.getByText('Wohnzimmer')).toBeTruthy();
    expect(screen.queryByText('Kinderzimmer')).toBeNull();
  });

  it('says so when the construction specification does not exist', async () => {
    mockApi(...masterDataHandlers());
    renderRoutes(routes, specificationUrl(2001, 2299));
    expect(await screen.findByText('Baubeschreibung nicht gefunden.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('deletes the last room: saves the specification without it and shows that no room is left', async () => {
    const api = mockApi(...masterDataHandlers());
    renderRoutes(routes, specificationUrl(2002, 2203));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Optionen für Wohnen/Essen' }, FIRST_LOAD));
    await user.click(await screen.findByText('Löschen'));
    await user.click(await screen.findByRole('button', { name: /Zimmer löschen/ }));

    expect(await screen.findByText('Noch keine Zimmer definiert.')).toBeTruthy();
    const sentBody = () =>
      api.requests.find((request) => request.method === 'PUT' && request.path.endsWith(`/construction-specifications/${demoId(2203)}`))?.body;
    await waitFor(() => expect(sentBody()).toMatchObject({ id: demoId(2203), name: 'Schwarzwaldhaus Basis', propertyDeveloperId: demoId(2002), roomTypes: [] }));
  });
});
