import { demoId } from '@planner/ui/mocks';
import { mockApi, renderRoutes, signInWithRoles } from '@planner/ui/testing';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { crmHandlers } from '../mock/handlers';
import { routes } from '../routes';

beforeEach(() => signInWithRoles(['Owner']));

// The page loads lazily; its first compile in a run takes a while.
const FIRST_LOAD = { timeout: 20_000 };

describe('a jobsite page', { timeout: 40_000 }, () => {
  it('is headed by the jobsite’s address', async () => {
    mockApi(...crmHandlers());
    renderRoutes(routes, `/jobsites/${demoId(1103)}`);
    expect(await screen.findByRole('heading', { name: 'Wiesentalweg 19, 79232 March' }, FIRST_LOAD)).toBeTruthy();
  });

  it('says so when the jobsite does not exist', async () => {
    mockApi(...crmHandlers());
    renderRoutes(routes, `/jobsites/${demoId(1199)}`);
    expect(await screen.findByText('Die Baustelle konnte nicht gefunden werden.', {}, FIRST_LOAD)).toBeTruthy();
  });
});
