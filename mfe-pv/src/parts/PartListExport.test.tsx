import { wallboxEndpoints } from '@planner/api/pv';
import { mockEndpoint, mockFile, mockPage } from '@planner/ui/mocks';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../routes';

describe('the export of a PV parts list', { timeout: 30_000 }, () => {
  it('downloads what the list shows: its search and sort, without the page', async () => {
    signInWithRoles(['ReadOnly']);
    const downloads: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const api = mockApi(
      mockEndpoint(wallboxEndpoints.list, () => mockPage([])),
      mockEndpoint(wallboxEndpoints.export, () => mockFile('PK', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Wallboxen-2026-11-27.xlsx')),
    );
    renderRoutes(routes, '/master-data/pv/wallboxes?anyText=evc&sortBy=Price&sortOrder=Desc&pageIndex=1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Exportieren/ }, { timeout: 12_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() => expect(downloads).toEqual(['Wallboxen-2026-11-27.xlsx']));
    const request = api.requests.find((recorded) => recorded.path === '/api/pv/pv-components/wallboxes/export');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ anyText: 'evc', sortBy: 'Price', sortOrder: 'Desc', format: 'xlsx' });
  });
});
