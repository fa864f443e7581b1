import { demoId } from '@planner/ui/mocks';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { crmHandlers } from '../mock/handlers';
import { routes } from '../routes';

beforeEach(() => signInWithRoles(['Owner']));

// The page loads lazily; its first compile in a run takes a while.
const FIRST_LOAD = { timeout: 20_000 };
const SCHNEIDER = demoId(1201);
const HEADER_OPTIONS = /^Optionen(?! für)/;

describe('a project page', { timeout: 40_000 }, () => {
  it('shows the customer, the jobsite, the developer order and the quotes', async () => {
    mockApi(...crmHandlers());
    renderRoutes(routes, `/projects/${SCHNEIDER}`);
    expect(await screen.findByRole('heading', { name: /Neubau Schneider, Freiburg/ }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Schneider, Anna' })).toBeTruthy();
    expect(screen.getByText(/Im Grün 5/)).toBeTruthy();
    expect(screen.getByText('Neubau, Rohbau bis Ende Januar')).toBeTruthy();
    expect(await screen.findByText('Breisgau Wohnbau GmbH')).toBeTruthy();
    expect(await screen.findByText('Stefan Kromer')).toBeTruthy();
    expect(await screen.findByText('Baubeschreibung Standard 2026')).toBeTruthy();

    const second = (await screen.findByText('Angebot 2 – ohne Keller')).closest('tr');
    expect(second).toBeTruthy();
    expect(within(second!).getByText(/7\.963,00/)).toBeTruthy();
    expect(screen.getByText('Angebot 1')).toBeTruthy();
    expect(screen.queryByText('Sanierung Müller, Kirchzarten')).toBeNull();
  });

  it('says so when the project does not exist', async () => {
    mockApi(...crmHandlers());
    renderRoutes(routes, `/projects/${demoId(1299)}`);
    expect(await screen.findByText('Projekt nicht gefunden.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('renames the project and sends the new name with the project’s jobsite and order', async () => {
    const api = mockApi(...crmHandlers());
    renderRoutes(routes, `/projects/${SCHNEIDER}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: HEADER_OPTIONS }, FIRST_LOAD));
    await user.click(await screen.findByText('Umbenennen'));
    const name = await screen.findByLabelText('Projektname');
    await user.clear(name);
    await user.type(name, 'Neubau Schneider, Freiburg-Betzenhausen');
    await user.click(screen.getByRole('button', { name: /Speichern/ }));

    expect(await screen.findByRole('heading', { name: /Neubau Schneider, Freiburg-Betzenhausen/ })).toBeTruthy();
    const sentBody = () => api.requests.find((request) => request.method === 'PUT' && request.path === `/api/electro/projects/${SCHNEIDER}`)?.body;
    await waitFor(() => expect(sentBody()).toMatchObject({ id: SCHNEIDER, name: 'Neubau Schneider, Freiburg-Betzenhausen', jobsiteId: demoId(1101) }));
    expect(sentBody()).toMatchObject({ propertyDeveloperType: { type: 'DeveloperConstruction', constructionSpecificationId: demoId(2201) } });
  });
});
