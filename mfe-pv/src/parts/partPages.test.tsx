import { heaterRodEndpoints, manufacturerEndpoints, pvModuleEndpoints, type HeaterRod } from '@planner/api/pv';
import { mockEndpoint, mockFailure, mockServerError } from '@planner/ui/mocks';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pvMockHandlers } from '../mock/handlers';
import { routes } from '../routes';

beforeEach(() => signInWithRoles(['Owner']));

describe('the list of a kind of PV part', () => {
  it('shows its parts with their figures', async () => {
    mockApi(...pvMockHandlers());
    renderRoutes(routes, '/master-data/pv/pv-modules');
    expect(await screen.findByRole('heading', { name: 'PV-Module' })).toBeTruthy();
    const row = (await screen.findAllByText('Meyer Burger Black 400'))[0]!.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Meyer Burger');
    expect(row.textContent).toContain('219,00');
    expect(screen.getAllByText('Vertex S+ 440').length).toBeGreaterThan(0);
  });

  it('says so when there is no part yet', async () => {
    mockApi(mockEndpoint(heaterRodEndpoints.list, () => []));
    renderRoutes(routes, '/master-data/pv/heater-rods');
    expect(await screen.findByText('Keine Einträge gefunden.')).toBeTruthy();
  });
});

describe('the detail page of a part', () => {
  it('shows the failure the server names for an unknown part', async () => {
    mockApi(mockEndpoint(pvModuleEndpoints.get, () => mockFailure('failure/NotFound', 'PV-Modul nicht gefunden.', 404)));
    renderRoutes(routes, '/master-data/pv/pv-modules/00000000-0000-4000-8000-000000000099');
    expect(await screen.findByText('PV-Modul nicht gefunden.')).toBeTruthy();
  });

  it('shows an error with a retry when the server fails', async () => {
    mockApi(mockEndpoint(pvModuleEndpoints.get, () => mockServerError()));
    renderRoutes(routes, '/master-data/pv/pv-modules/00000000-0000-4000-8000-000000000001');
    expect(await screen.findByText('Fehler beim Laden des Bauteils.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Erneut versuchen/ })).toBeTruthy();
  });
});

describe('the dialog of a part', () => {
  it('saves a new heater rod with its figures and opens it', async () => {
    const saved: unknown[] = [];
    const rods: HeaterRod[] = [];
    mockApi(
      mockEndpoint(manufacturerEndpoints.list, () => []),
      mockEndpoint(heaterRodEndpoints.list, () => rods),
      mockEndpoint(heaterRodEndpoints.put, ({ params, body }) => {
        saved.push(body);
        const { heaterRod } = body as { heaterRod: Omit<HeaterRod, 'icon' | 'dataSheet'> };
        const rod = { ...heaterRod, id: params.id, icon: null, dataSheet: null };
        rods.push(rod);
        return rod;
      }),
      mockEndpoint(heaterRodEndpoints.get, ({ params }) => rods.find((rod) => rod.id === params.id) ?? mockFailure('failure/NotFound')),
    );
    const router = renderRoutes(routes, '/master-data/pv/heater-rods');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Heizstab hinzufügen/ }));
    await user.type(await screen.findByLabelText('Name'), 'Heizstab 4,5 kW');
    await user.type(screen.getByLabelText('Heizleistung'), '4,5');
    await user.type(screen.getByLabelText('Länge'), '500');
    await user.type(screen.getByLabelText('Durchmesser'), '48');
    await user.type(screen.getByLabelText('Preis'), '449');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      heaterRod: { name: 'Heizstab 4,5 kW', heatingCapacity: 4.5, length: 500, diameter: 48, price: 44_900 },
      priceValidFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/master-data/pv/heater-rods/${rods[0]!.id}`));
  });
});
