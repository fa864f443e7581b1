import { authEndpoints, customerEndpoints, type CurrentUser } from '@planner/api';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../testing/mockApi';
import { mockEndpoint, mockFailure, mockServerError } from './mockEndpoint';

const user: CurrentUser = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Jonas',
  lastName: 'Keller',
  loginName: 'jonas',
  email: 'jonas@example.de',
  avatarUrl: null,
  environments: ['ElektroPlanner'],
  companyName: 'Elektro Keller GmbH',
  roles: ['Owner'],
};

describe('mockEndpoint', () => {
  it('answers the endpoint in the contract envelope', async () => {
    mockApi(mockEndpoint(authEndpoints.me, () => user));
    expect(await (await fetch('http://localhost/api/auth/me')).json()).toEqual({ type: 'success', data: user });
  });

  it('answers the page of a paged list the query asks for', async () => {
    const names = ['Bauer', 'Schmidt', 'Weber'].map((lastName) => ({ lastName }));
    // The rows stand for customers here; only paging is under test.
    mockApi(mockEndpoint(customerEndpoints.list, () => names as never));
    const answer = await (await fetch('http://localhost/api/customers?pageIndex=1&pageSize=2')).json();
    expect(answer).toEqual({
      type: 'success',
      data: [{ lastName: 'Weber' }],
      paginationInfo: { pageIndex: 1, pageSize: 2, pageCount: 2, filteredElementsCount: 3, totalElementsCount: 3 },
    });
  });

  it('answers a declared failure or a server error with their status', async () => {
    mockApi(mockEndpoint(customerEndpoints.get, () => mockFailure('failure/NotFound', 'Kunde nicht gefunden.', 404)));
    const missing = await fetch('http://localhost/api/customers/00000000-0000-4000-8000-000000000002');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ type: 'failure/NotFound', message: 'Kunde nicht gefunden.' });
    mockApi(mockEndpoint(authEndpoints.me, () => mockServerError()));
    expect((await fetch('http://localhost/api/auth/me')).status).toBe(500);
  });

  // The typecheck fails on these unless the answers are refused.
  it('refuses at compile time an answer that is not the endpoint’s data or a failure it declares', () => {
    // @ts-expect-error a customer list is no current user
    const wrongData = mockEndpoint(authEndpoints.me, () => [{ lastName: 'Bauer' }]);
    // @ts-expect-error `me` declares no failure
    const undeclaredFailure = mockEndpoint(authEndpoints.me, () => mockFailure('failure/NotFound'));
    expect([wrongData, undeclaredFailure].map((handler) => handler.info.path)).toEqual(['*/api/auth/me', '*/api/auth/me']);
  });
});
