import { mountingPartEndpoints, roofTileEndpoints, type MountingPart, type RoofTile } from '@planner/api/pv';
import { mockEndpoint, mockFailure } from '@planner/ui/mocks';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoRoofTiles } from '../mock/demoParts';
import { pvMockHandlers } from '../mock/handlers';
import { routes } from '../routes';

beforeEach(() => signInWithRoles(['Owner']));

describe('the mounting parts and the roof coverings’ mounting rule', () => {
  it('list the mounting parts with their use and a rail’s length', async () => {
    mockApi(...pvMockHandlers());
    renderRoutes(routes, '/master-data/pv/mounting-parts');
    expect(await screen.findByRole('heading', { name: 'Montageteile' })).toBeTruthy();
    const rail = (await screen.findAllByText('Montageschiene 4,20 m'))[0]!.closest('tr') as HTMLElement;
    expect(rail.textContent).toContain('Montageschiene');
    expect(rail.textContent).toContain('4.200 mm');
    expect(rail.textContent).toContain('39,90');
    const hook = screen.getAllByText('Dachhaken Ziegel verstellbar')[0]!.closest('tr') as HTMLElement;
    expect(hook.textContent).toContain('Dachhaken');
    const cable = screen.getAllByText('Solarkabel 6 mm²')[0]!.closest('tr') as HTMLElement;
    expect(cable.textContent).toContain('DC-Solarkabel (Preis je Meter)');
    expect(cable.textContent).toContain('1,60');
  });

  it('save a new rail with its length and open it', async () => {
    const saved: unknown[] = [];
    const parts: MountingPart[] = [];
    mockApi(
      mockEndpoint(mountingPartEndpoints.list, () => parts),
      mockEndpoint(mountingPartEndpoints.put, ({ params, body }) => {
        saved.push(body);
        const { mountingPart } = body as { mountingPart: Omit<MountingPart, 'icon' | 'dataSheet'> };
        const part = { ...mountingPart, id: params.id, icon: null, dataSheet: null };
        parts.push(part);
        return part;
      }),
      mockEndpoint(mountingPartEndpoints.get, ({ params }) => parts.find((part) => part.id === params.id) ?? mockFailure('failure/NotFound')),
    );
    const router = renderRoutes(routes, '/master-data/pv/mounting-parts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Montageteil hinzufügen/ }));
    await user.type(await screen.findByLabelText('Name'), 'Schiene 3,30 m');
    await user.click(screen.getByLabelText('Verwendung'));
    await user.click(within(document.body).getByTitle('Montageschiene'));
    await user.type(await screen.findByLabelText('Länge einer Schiene'), '3300');
    await user.type(screen.getByLabelText('Preis'), '31,5');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ mountingPart: { name: 'Schiene 3,30 m', role: 'Rail', pieceLengthMm: 3300, price: 3150 } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/master-data/pv/mounting-parts/${parts[0]!.id}`));
  });

  it('save a DC solar cable priced per metre, without a length', async () => {
    const saved: unknown[] = [];
    mockApi(
      mockEndpoint(mountingPartEndpoints.list, () => []),
      mockEndpoint(mountingPartEndpoints.put, ({ params, body }) => {
        saved.push(body);
        const { mountingPart } = body as { mountingPart: Omit<MountingPart, 'icon' | 'dataSheet'> };
        return { ...mountingPart, id: params.id, icon: null, dataSheet: null };
      }),
    );
    renderRoutes(routes, '/master-data/pv/mounting-parts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Montageteil hinzufügen/ }));
    await user.type(await screen.findByLabelText('Name'), 'Solarkabel 6 mm²');
    await user.click(screen.getByLabelText('Verwendung'));
    await user.click(within(document.body).getByTitle('DC-Solarkabel (Preis je Meter)'));
    expect(await screen.findByText(/Der Preis gilt je Meter/)).toBeTruthy();
    expect(screen.queryByLabelText('Länge einer Schiene')).toBeNull();
    await user.type(screen.getByLabelText('Preis'), '1,6');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ mountingPart: { name: 'Solarkabel 6 mm²', role: 'DcCable', pieceLengthMm: null, price: 160 } });
  });

  it('show a roof tile’s rule and save a changed spacing with it', async () => {
    const saved: unknown[] = [];
    mockApi(...pvMockHandlers());
    mockApi(
      mockEndpoint(roofTileEndpoints.put, ({ body }) => {
        saved.push(body);
        return { ...demoRoofTiles()[0]!, mountingRule: (body as { mountingRule: RoofTile['mountingRule'] }).mountingRule };
      }),
    );
    const tile = demoRoofTiles()[0]!;
    renderRoutes(routes, `/master-data/pv/roof-tiles/${tile.id}`);
    expect(await screen.findByText('Dachhaken, höchstens 1.200 mm Abstand')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Optionen/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Bearbeiten/ }));
    const spacing = await screen.findByLabelText('Abstand höchstens');
    await user.clear(spacing);
    await user.type(spacing, '900');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ mountingRule: { fixing: 'RoofHooks', maxSpacingMm: 900 }, fittingMetalRoofTileId: tile.fittingMetalRoofTile.id });
  });
});
