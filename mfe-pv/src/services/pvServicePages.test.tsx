import { pvServiceEndpoints, type PvService } from '@planner/api/pv';
import { mockEndpoint, mockFailure } from '@planner/ui/mocks';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pvMockHandlers } from '../mock/handlers';
import { routes } from '../routes';

beforeEach(() => signInWithRoles(['Owner']));

describe('the PV services pages', () => {
  it('list the services with their pricing basis and price', async () => {
    mockApi(...pvMockHandlers());
    renderRoutes(routes, '/master-data/pv/services');
    expect(await screen.findByRole('heading', { name: 'PV-Dienstleistungen' })).toBeTruthy();
    const row = (await screen.findAllByText('Montage der PV-Anlage'))[0]!.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('je kWp');
    expect(row.textContent).toContain('250,00');
    expect(screen.getAllByText('Zählerschrank-Arbeiten für Wallbox').length).toBeGreaterThan(0);
  });

  it('show a service with its VAT assignment on its detail page', async () => {
    mockApi(...pvMockHandlers());
    renderRoutes(routes, '/master-data/pv/services/00000000-0000-4000-8000-000000000064');
    expect((await screen.findAllByText('Zählerschrank-Arbeiten für Wallbox')).length).toBeGreaterThan(0);
    expect(screen.getByText('Nicht Teil der PV-Anlage (immer 19 %)')).toBeTruthy();
    expect(screen.getByText('pauschal')).toBeTruthy();
  });

  it('save a new service per module and open it', async () => {
    const saved: unknown[] = [];
    const services: PvService[] = [];
    mockApi(
      mockEndpoint(pvServiceEndpoints.list, () => services),
      mockEndpoint(pvServiceEndpoints.put, ({ params, body }) => {
        saved.push(body);
        const { pvService } = body as { pvService: Omit<PvService, 'icon' | 'dataSheet'> };
        const service = { ...pvService, id: params.id, icon: null, dataSheet: null };
        services.push(service);
        return service;
      }),
      mockEndpoint(pvServiceEndpoints.get, ({ params }) => services.find((service) => service.id === params.id) ?? mockFailure('failure/NotFound')),
    );
    const router = renderRoutes(routes, '/master-data/pv/services');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /PV-Dienstleistung hinzufügen/ }));
    await user.type(await screen.findByLabelText('Name'), 'Zuschlag Indach-Montage');
    await user.click(screen.getByLabelText('Preisgrundlage'));
    await user.click(within(document.body).getByTitle('je Modul'));
    await user.type(screen.getByLabelText('Preis'), '15');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      pvService: { name: 'Zuschlag Indach-Montage', pricingBasis: 'PerModule', partOfPvSystem: true, price: 1500 },
      priceValidFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/master-data/pv/services/${services[0]!.id}`));
  });
});
