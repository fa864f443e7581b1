import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { invoiceEndpoints } from '@planner/api';
import { mockEndpoint, mockFile, mockPage } from '@planner/ui/mocks';
import { mockApi, renderRoutes } from '@planner/ui/testing';
import { routes } from '../routes';

describe('the invoice list’s export', { timeout: 30_000 }, () => {
  it('downloads what the list shows: its search, filter and sort, without the page', async () => {
    const downloads: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const api = mockApi(
      mockEndpoint(invoiceEndpoints.list, () => mockPage([])),
      mockEndpoint(invoiceEndpoints.export, () => mockFile('\uFEFFNummer', 'text/csv; charset=utf-8', 'Rechnungen-2026-11-27.csv')),
    );
    renderRoutes(routes, '/invoices?status=Issued&anyText=m%C3%BCller&sortBy=grossTotal&sortOrder=Desc&pageIndex=2');
    await userEvent.setup().click(await screen.findByRole('button', { name: /Exportieren/ }, { timeout: 12_000 }));
    await userEvent.setup().click(await screen.findByRole('menuitem', { name: 'CSV für Excel (.csv)' }));
    await waitFor(() => expect(downloads).toEqual(['Rechnungen-2026-11-27.csv']));
    const request = api.requests.find((recorded) => recorded.path === '/api/electro/invoices/export');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ status: 'Issued', anyText: 'müller', sortBy: 'grossTotal', sortOrder: 'Desc', format: 'csv' });
  });
});
