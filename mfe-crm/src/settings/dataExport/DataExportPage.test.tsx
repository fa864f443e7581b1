import { companyExportEndpoints, MISSING_PERMISSION_MESSAGES, MSG_COMPANY_EXPORT_EXPIRED, type CompanyExport } from '@planner/api';
import { mockEndpoint, mockExpectedError, mockFailure, mockFile } from '@planner/ui/mocks';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../routes';

const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;
afterEach(() => {
  happyDom.setViewport({ width: 1024, height: 768 });
  vi.restoreAllMocks();
});

const ID = '6a1f0c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const queued: CompanyExport = {
  id: ID,
  state: 'Queued',
  progress: 0,
  fileName: 'Datenexport-2026-11-27.zip',
  byteSize: null,
  requestedAt: '2026-11-27T09:00:00.000Z',
  requestedBy: 'Erika Musterfrau',
  finishedAt: null,
  expiresAt: null,
};
const ready: CompanyExport = {
  ...queued,
  state: 'Ready',
  progress: 100,
  byteSize: 4_250_000,
  finishedAt: '2026-11-27T09:02:00.000Z',
  expiresAt: '2026-11-28T09:02:00.000Z',
};

describe('data export page', () => {
  it('starts an export, shows its progress, then the download with its expiry, on a phone', async () => {
    happyDom.setViewport({ width: 390, height: 844 });
    signInWithRoles(['Owner']);
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:datenexport');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let exports: CompanyExport[] = [];
    const api = mockApi(
      mockEndpoint(companyExportEndpoints.list, () => exports),
      mockEndpoint(companyExportEndpoints.start, () => {
        exports = [{ ...queued, state: 'Running', progress: 40 }];
        return exports[0]!;
      }),
      mockEndpoint(companyExportEndpoints.download, () => mockFile('PK', 'application/zip', ready.fileName)),
    );
    renderRoutes(routes, '/settings/data-export');
    expect(await screen.findByText('Noch kein Datenexport erstellt.', {}, { timeout: 15_000 })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: /Datenexport erstellen/ }));
    const progress = await screen.findByRole('progressbar', { name: 'Fortschritt des Datenexports' });
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByRole('button', { name: /Datenexport erstellen/ }).hasAttribute('disabled')).toBe(true);

    exports = [ready];
    expect(await screen.findByText(/Herunterladbar bis 28\.11\.2026, 10:02/, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText(/4,3 MB/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: /Herunterladen/ }));
    await waitFor(() => expect(saved).toEqual([ready.fileName]));
    expect(api.count(`GET /api/company-exports/${ID}/file`)).toBe(1);
    expect(api.count('POST /api/company-exports')).toBe(1);
  }, 30_000);

  it('says when the download has expired, and lists earlier exports with their state', async () => {
    signInWithRoles(['Owner']);
    let exports: CompanyExport[] = [ready, { ...queued, id: 'e7c1d2a3-4b5c-4d6e-8f70-81a2b3c4d5e6', state: 'Failed', requestedAt: '2026-11-20T09:00:00.000Z' }];
    mockApi(
      mockEndpoint(companyExportEndpoints.list, () => exports),
      mockEndpoint(companyExportEndpoints.download, () => {
        exports = [{ ...ready, state: 'Expired' }, ...exports.slice(1)];
        return mockFailure('failure/CompanyExportExpired', MSG_COMPANY_EXPORT_EXPIRED, 410);
      }),
    );
    renderRoutes(routes, '/settings/data-export');
    expect(await screen.findByText('Fehlgeschlagen', {}, { timeout: 15_000 })).toBeTruthy();
    await userEvent.setup().click(await screen.findByRole('button', { name: /Herunterladen/ }));
    expect(await screen.findByText(MSG_COMPANY_EXPORT_EXPIRED)).toBeTruthy();
    expect(await screen.findByText(/Der letzte Export ist abgelaufen/)).toBeTruthy();
  }, 30_000);

  it('shows an error state when the exports are refused, and a failed build after a retry', async () => {
    signInWithRoles(['Owner']);
    let failing = true;
    mockApi(
      mockEndpoint(companyExportEndpoints.list, () =>
        failing ? mockExpectedError(403, 'Forbidden', MISSING_PERMISSION_MESSAGES.manageCompany) : [{ ...queued, state: 'Failed' as const }],
      ),
    );
    renderRoutes(routes, '/settings/data-export');
    expect(await screen.findByText('Die Datenexporte konnten nicht geladen werden.', {}, { timeout: 15_000 })).toBeTruthy();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /Erneut versuchen/ }));
    expect(await screen.findByText('Der Datenexport ist fehlgeschlagen.')).toBeTruthy();
  }, 30_000);

  it('tells a planner that only owners export the company’s data', async () => {
    signInWithRoles(['Planner']);
    const api = mockApi(mockEndpoint(companyExportEndpoints.list, () => []));
    renderRoutes(routes, '/settings/data-export');
    expect(await screen.findByText(MISSING_PERMISSION_MESSAGES.manageCompany, {}, { timeout: 15_000 })).toBeTruthy();
    expect(api.count('GET /api/company-exports')).toBe(0);
  }, 30_000);
});
