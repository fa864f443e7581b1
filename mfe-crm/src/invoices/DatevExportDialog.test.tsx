import { datevEndpoints, germanDay, invoiceEndpoints, type DatevExportRecord } from '@planner/api';
import { mockEndpoint, mockFailure, mockFile, type MockHandler } from '@planner/ui/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '@planner/ui/testing';
import { routes } from '../routes';

const MONTH = germanDay().slice(0, 7);
/** An export of this month, which the dialog's period (the month before) does not touch. */
const EXPORTED: DatevExportRecord = {
  id: '5f0e7d9a-3c1b-4a7e-9a51-0d2b7f3e8c11',
  from: `${MONTH}-01`,
  to: `${MONTH}-28`,
  invoiceCount: 3,
  exportedAt: '2026-11-02T09:00:00.000Z',
  exportedBy: 'Erika Musterfrau',
};

function serve(exportAnswer: MockHandler<typeof datevEndpoints.export>, exported = EXPORTED) {
  return mockApi(
    mockEndpoint(invoiceEndpoints.list, () => []),
    mockEndpoint(datevEndpoints.listExports, () => [exported]),
    mockEndpoint(datevEndpoints.export, exportAnswer),
  );
}

const user = () => userEvent.setup();

async function openDialog() {
  renderRoutes(routes, '/invoices');
  await user().click(await screen.findByRole('button', { name: /Export für Steuerberater/ }, { timeout: 12_000 }));
  return screen.findByRole('dialog', { name: 'Export für Steuerberater' }, { timeout: 5_000 });
}

describe('the tax adviser’s export', { timeout: 30_000 }, () => {
  it('lists the periods exported so far and downloads the ZIP of the month before', async () => {
    const downloads: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const api = serve(() => mockFile('PK', 'application/zip', 'DATEV-Export-20261001-20261031.zip'));
    const dialog = await openDialog();
    expect(await within(dialog).findByText(/3 Rechnungen, exportiert am 02\.11\.2026 von Erika Musterfrau/)).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user().click(within(dialog).getByRole('button', { name: 'ZIP herunterladen' }));
    await waitFor(() => expect(downloads).toEqual(['DATEV-Export-20261001-20261031.zip']));
    const body = api.requests.find((request) => request.method === 'POST')?.body as { from: string; to: string; again: boolean };
    expect(body.again).toBe(false);
    expect(body.from.endsWith('-01')).toBe(true);
    expect(body.to < `${MONTH}-01`).toBe(true);
  });

  it('shows why an export was refused and exports a period again only when confirmed', async () => {
    // An export that covered the month before, the period the dialog starts with.
    const api = serve(() => mockFailure('failure/PeriodExported', 'Dieser Zeitraum wurde bereits am 02.11.2026 exportiert.', 409), {
      ...EXPORTED,
      from: '2000-01-01',
      to: `${MONTH}-01`,
    });
    const dialog = await openDialog();
    const again = await within(dialog).findByRole('checkbox', { name: /Trotzdem erneut exportieren/ });
    await user().click(within(dialog).getByRole('button', { name: 'ZIP herunterladen' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('bereits am 02.11.2026'));
    await user().click(again);
    await user().click(within(dialog).getByRole('button', { name: 'ZIP herunterladen' }));
    await waitFor(() => expect((api.requests.filter((request) => request.method === 'POST').at(-1)?.body as { again: boolean }).again).toBe(true));
  });
});
