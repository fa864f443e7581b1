import { additionalInstallationEndpoints, type AdditionalInstallation } from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../routes';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const wallbox: AdditionalInstallation = {
  id: '00000000-0000-4000-8000-000000000301',
  title: 'Wallbox-Anschluss',
  description: 'Zuleitung bis 15 m, Absicherung im Zählerschrank',
  unit: 'Piece',
  price: 89_000,
  labourShareBasisPoints: 4_000,
  icon: PNG,
  archived: false,
};

beforeEach(() => signInWithRoles(['Owner']));

// The page and its dialog load lazily; their first compile in a run takes a while.
const FIRST_LOAD = { timeout: 20_000 };

describe('the list of additional installations', { timeout: 40_000 }, () => {
  it('shows each installation with its price per unit and labour share', async () => {
    mockApi(mockEndpoint(additionalInstallationEndpoints.list, () => [wallbox]));
    renderRoutes(routes, '/additional-installations');
    expect((await screen.findAllByText('Wallbox-Anschluss', {}, FIRST_LOAD)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Zuleitung bis 15 m, Absicherung im Zählerschrank').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/890,00/).length).toBeGreaterThan(0);
  });

  it('says so when none was created yet', async () => {
    mockApi(mockEndpoint(additionalInstallationEndpoints.list, () => []));
    renderRoutes(routes, '/additional-installations');
    expect(await screen.findByText('Es wurden noch keine Zusatzinstallationen angelegt.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('saves a changed title from the dialog with today as the price date', async () => {
    const rows = [wallbox];
    const saved: unknown[] = [];
    mockApi(
      mockEndpoint(additionalInstallationEndpoints.list, () => rows),
      mockEndpoint(additionalInstallationEndpoints.put, ({ body }) => {
        saved.push(body);
        const changed = { ...wallbox, title: body.additionalInstallation.title };
        rows.splice(0, 1, changed);
        return changed;
      }),
    );
    renderRoutes(routes, '/additional-installations');
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Optionen für Wallbox-Anschluss' }, FIRST_LOAD))[0]!);
    await user.click(await screen.findByText('Bearbeiten'));
    const title = await screen.findByLabelText('Titel', {}, FIRST_LOAD);
    await user.clear(title);
    await user.type(title, 'Wallbox-Anschluss 22 kW');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      additionalInstallation: { ...wallbox, archived: undefined, title: 'Wallbox-Anschluss 22 kW' },
      priceValidFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect((await screen.findAllByText('Wallbox-Anschluss 22 kW')).length).toBeGreaterThan(0);
  });
});
