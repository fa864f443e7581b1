import { demoId } from '@planner/ui/mocks';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { masterDataHandlers } from '../mock/handlers';
import { routes } from '../routes';

beforeEach(() => signInWithRoles(['Owner']));

// The page loads lazily; its first compile in a run takes a while.
const FIRST_LOAD = { timeout: 20_000 };

describe('a property developer page', { timeout: 40_000 }, () => {
  it('shows the developer with its site managers and construction specifications', async () => {
    mockApi(...masterDataHandlers());
    renderRoutes(routes, `/property-developers/${demoId(2001)}`);
    expect(await screen.findByRole('heading', { name: 'Breisgau Wohnbau GmbH' }, FIRST_LOAD)).toBeTruthy();
    expect((await screen.findAllByText(/Kromer/)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Faller/).length).toBeGreaterThan(0);
    expect(await screen.findByText('Baubeschreibung Standard 2026')).toBeTruthy();
    expect(screen.getByText('Komfort-Ausstattung')).toBeTruthy();
    expect(screen.queryByText('Schwarzwaldhaus Basis')).toBeNull();
  });

  it('says so when the developer has no construction specification yet', async () => {
    mockApi(...masterDataHandlers());
    renderRoutes(routes, `/property-developers/${demoId(2003)}`);
    expect(await screen.findByRole('heading', { name: 'Kaiserstuhl Bauträger AG' }, FIRST_LOAD)).toBeTruthy();
    expect(await screen.findByText('Für diesen Bauträger wurden noch keine Baubeschreibungen angelegt.')).toBeTruthy();
  });

  it('says so when the developer does not exist', async () => {
    mockApi(...masterDataHandlers());
    renderRoutes(routes, `/property-developers/${demoId(2999)}`);
    expect(await screen.findByText('Bauträger nicht gefunden.', {}, FIRST_LOAD)).toBeTruthy();
  });
});
