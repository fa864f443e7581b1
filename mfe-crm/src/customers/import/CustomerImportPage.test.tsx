import { customerImportEndpoints, type CustomerImportPreview } from '@planner/api';
import { mockEndpoint } from '@planner/ui/mocks';
import { mockApi, renderRoutes } from '@planner/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../routes';

const preview: CustomerImportPreview = {
  fileName: 'kunden.csv',
  headers: ['Name', 'Straße', 'PLZ', 'Ort', 'Mail'],
  suggestedMapping: { fullName: 0, street: 1, zipCode: 2, city: 3 },
  mapping: { fullName: 0, street: 1, zipCode: 2, city: 3 },
  counts: { rows: 3, new: 1, duplicate: 1, error: 1 },
  rows: [
    { row: 2, status: 'New', name: 'Müller, Anna', address: 'Hauptstraße 12a, 80331 München', duplicateOf: null, problems: [] },
    { row: 3, status: 'Duplicate', name: 'Weiß, Jörg', address: 'Am Hang 3, 01067 Dresden', duplicateOf: { customerId: '3f1c2a4e-8b7d-4c1e-9a2b-1d2e3f4a5b6c', name: 'Weiß, Jörg' }, problems: [] },
    { row: 4, status: 'Error', name: 'Carla', address: 'Lindenweg 1, 10115 Berlin', duplicateOf: null, problems: [{ field: 'Nachname', message: 'Darf nicht leer sein' }] },
  ],
};

const chooseFile = (content: string, name = 'kunden.csv') =>
  fireEvent.change(screen.getByTestId('customer-import-file'), { target: { files: [new File([content], name, { type: 'text/csv' })] } });

describe('customer import', () => {
  it('previews the file with the suggested mapping, changes the mapping, and imports the new rows only', async () => {
    const api = mockApi(
      mockEndpoint(customerImportEndpoints.preview, ({ query }) =>
        query.get('mapping') === null ? preview : { ...preview, mapping: { ...preview.mapping, email: 4 } },
      ),
      mockEndpoint(customerImportEndpoints.confirm, () => ({ imported: 1, skippedDuplicates: 1, skippedErrors: 1 })),
    );
    renderRoutes(routes, '/customers/import');
    expect(await screen.findByText('Noch keine Datei gewählt.', {}, { timeout: 15_000 })).toBeTruthy();
    chooseFile('Name;Straße;PLZ;Ort;Mail\n');

    expect(await screen.findByText('Vorschau: kunden.csv')).toBeTruthy();
    expect(screen.getByTestId('count-New').textContent).toBe('1');
    expect(screen.getByTestId('count-Duplicate').textContent).toBe('1');
    expect(screen.getByTestId('count-Error').textContent).toBe('1');
    expect(screen.getByText('Nachname: Darf nicht leer sein')).toBeTruthy();
    expect(screen.getByText('Wie vorhandener Kunde Weiß, Jörg')).toBeTruthy();
    expect(api.requests[0]?.query.get('fileName')).toBe('kunden.csv');

    const user = userEvent.setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Fehler' }));
    expect(screen.queryByText('Müller, Anna')).toBeNull();
    expect(screen.getByText('Carla')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'E-Mail' }));
    await user.click(await screen.findByTitle('Mail'));
    await waitFor(() => expect(api.count('POST /api/customers/import/preview')).toBe(2));
    expect(api.requests[1]?.query.get('mapping')).toBe('fullName:0,street:1,zipCode:2,city:3,email:4');

    await user.click(await screen.findByRole('button', { name: 'Importieren (1 Kunde)' }));
    await waitFor(() => expect(api.count('POST /api/customers/import/confirm')).toBe(1));
    const confirmation = api.requests.find((request) => request.path.endsWith('/confirm'));
    expect(confirmation?.query.get('skipDuplicates')).toBe('true');
    expect(confirmation?.query.get('mapping')).toBe('fullName:0,street:1,zipCode:2,city:3,email:4');
    const done = await screen.findByText('1 Kunde importiert.');
    expect(within(done.closest('[role="alert"]') as HTMLElement).getByText('1 Duplikat übersprungen. 1 Zeile mit Fehlern nicht übernommen.')).toBeTruthy();
  }, 30_000);

  it('counts duplicates in when they are not skipped', async () => {
    mockApi(mockEndpoint(customerImportEndpoints.preview, () => preview));
    renderRoutes(routes, '/customers/import');
    await screen.findByText('Noch keine Datei gewählt.', {}, { timeout: 15_000 });
    chooseFile('x');
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: 'Duplikate überspringen' }));
    expect(screen.getByRole('button', { name: 'Importieren (2 Kunden)' })).toBeTruthy();
  }, 30_000);

  it('refuses a file beyond the size limit before sending it, and shows the server\'s reason for a refused file', async () => {
    const api = mockApi(
      mockEndpoint(customerImportEndpoints.preview, () =>
        Response.json(
          { type: 'ExpectedError', errorCode: 'ValidationError', fallbackMessage: 'file: Die Datei ist leer.', fieldErrors: [{ path: 'file', message: 'Die Datei ist leer.' }] },
          { status: 400 },
        ),
      ),
    );
    renderRoutes(routes, '/customers/import');
    await screen.findByText('Noch keine Datei gewählt.', {}, { timeout: 15_000 });
    chooseFile('x'.repeat(5 * 1024 * 1024 + 1), 'gross.csv');
    expect(await screen.findByText('Die Datei ist zu groß. Maximal 5 MB.')).toBeTruthy();
    expect(api.count('POST /api/customers/import/preview')).toBe(0);
    chooseFile('');
    expect(await screen.findByText('Die Datei ist leer.')).toBeTruthy();
  }, 30_000);
});
