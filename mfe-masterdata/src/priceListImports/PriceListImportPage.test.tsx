import { datanormImportEndpoints, type DatanormImport } from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoutes } from '@planner/ui/testing';
import { routes } from '../routes';

const ID = '3f1c2a4e-8b7d-4c1e-9a2b-1d2e3f4a5b6c';
const SUPPLIER = 'Elektro-Großhandel Nord GmbH';

const preview: DatanormImport = {
  id: ID,
  fileName: 'Preisliste.zip',
  status: 'Preview',
  done: 0,
  total: 0,
  error: null,
  counts: { new: 3, priceChanged: 1, unchanged: 0, unreadable: 1 },
  groups: [
    { supplier: SUPPLIER, articleGroup: 'KAB', newArticles: 1, priceChanges: 1, unchanged: 0, rememberedTarget: null },
    { supplier: SUPPLIER, articleGroup: 'VER', newArticles: 2, priceChanges: 0, unchanged: 0, rememberedTarget: 'AdditionalInstallation' },
  ],
  problems: [{ fileName: 'DATANORM.001', line: 9, reason: 'A-Satz: 7 Felder statt mindestens 12.' }],
  createdAt: '2026-11-27T08:00:00.000Z',
};

describe('price list import', () => {
  it('shows the preview and confirms the groups left ticked with their targets', async () => {
    let current: DatanormImport = preview;
    const api = mockApi(
      mockEndpoint(datanormImportEndpoints.latest, () => current),
      mockEndpoint(datanormImportEndpoints.confirm, () => {
        current = { ...preview, status: 'Imported', done: 2, total: 2 };
        return current;
      }),
    );
    renderRoutes(routes, '/price-list-imports');
    expect(await screen.findByText('Vorschau: Preisliste.zip', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByTestId('count-Neu').textContent).toBe('3');
    expect(screen.getByText('A-Satz: 7 Felder statt mindestens 12.')).toBeTruthy();
    const ver = screen.getByText('VER').closest('tr') as HTMLElement;
    expect(within(ver).getByText('Zusatzinstallation')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Warengruppe VER übernehmen' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Importieren' }));

    await waitFor(() => expect(api.count(`POST /api/electro/datanorm-imports/${ID}/confirm`)).toBe(1));
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ groups: [{ supplier: SUPPLIER, articleGroup: 'KAB', target: 'Component' }] });
    expect(await screen.findByText('Preisliste.zip: 2 Artikel übernommen.')).toBeTruthy();
  }, 30_000);

  it('shows the progress of a running import and a failed one with its reason', async () => {
    let current: DatanormImport = { ...preview, status: 'Importing', done: 250, total: 1000, groups: [], problems: [] };
    mockApi(mockEndpoint(datanormImportEndpoints.latest, () => current));
    renderRoutes(routes, '/price-list-imports');
    expect(await screen.findByText('250 von 1.000 Artikeln')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    current = { ...current, status: 'Failed', error: 'Die ZIP-Datei ist beschädigt und kann nicht entpackt werden.' };
    expect(await screen.findByText('Die ZIP-Datei ist beschädigt und kann nicht entpackt werden.', {}, { timeout: 3000 })).toBeTruthy();
  }, 30_000);
});
