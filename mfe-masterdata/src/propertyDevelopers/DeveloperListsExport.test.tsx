import { constructionSpecificationEndpoints, contactPersonEndpoints } from '@planner/api';
import { demoId, mockEndpoint, mockFile } from '@planner/ui/mocks';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { masterDataHandlers } from '../mock/handlers';
import { routes } from '../routes';

const DEVELOPER = `/api/electro/property-developers/${demoId(2001)}`;

describe('the exports on a property developer page', { timeout: 40_000 }, () => {
  it('download the developer’s Bauleiter and construction specifications in the order the tables show', async () => {
    signInWithRoles(['ReadOnly']);
    const downloads: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const api = mockApi(
      mockEndpoint(contactPersonEndpoints.export, () => mockFile('a;b', 'text/csv; charset=utf-8', 'Bauleiter-2026-11-27.csv')),
      mockEndpoint(constructionSpecificationEndpoints.export, () =>
        mockFile('PK', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Baubeschreibungen-2026-11-27.xlsx'),
      ),
      ...masterDataHandlers(),
    );
    renderRoutes(routes, `/property-developers/${demoId(2001)}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bauleiter exportieren' }, { timeout: 20_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV für Excel (.csv)' }));
    await waitFor(() => expect(downloads).toEqual(['Bauleiter-2026-11-27.csv']));
    await user.click(screen.getByRole('button', { name: 'Baubeschreibungen exportieren' }));
    const menuItems = await screen.findAllByRole('menuitem', { name: 'Excel (.xlsx)' });
    await user.click(menuItems[menuItems.length - 1]!);
    await waitFor(() => expect(downloads).toEqual(['Bauleiter-2026-11-27.csv', 'Baubeschreibungen-2026-11-27.xlsx']));

    const query = (path: string) => Object.fromEntries(api.requests.find((recorded) => recorded.path === path)?.query ?? []);
    expect(query(`${DEVELOPER}/contact-persons/export`)).toEqual({ sortBy: 'LastName', sortOrder: 'Asc', format: 'csv' });
    expect(query(`${DEVELOPER}/construction-specifications/export`)).toEqual({ sortBy: 'Name', sortOrder: 'Asc', format: 'xlsx' });
  });
});
