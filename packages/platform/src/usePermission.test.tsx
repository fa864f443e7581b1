import { authEndpoints, MISSING_PERMISSION_MESSAGES, type CurrentUser, type Permission, type Role } from '@planner/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePermission } from './usePermission';

const queryClient = new QueryClient();

const user = (roles: Role[]): CurrentUser => ({
  id: '0b6f4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
  firstName: 'Erika',
  lastName: 'Muster',
  loginName: 'erika',
  email: 'erika@example.de',
  avatarUrl: null,
  environments: ['ElektroPlanner'],
  companyName: 'Elektro Muster GmbH',
  roles,
});

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

function permissionOfUser(roles: Role[] | null, permission: Permission) {
  if (roles) queryClient.setQueryData([authEndpoints.me.path], user(roles));
  return renderHook(() => usePermission(permission), { wrapper }).result.current;
}

describe('usePermission', () => {
  afterEach(() => queryClient.clear());

  it('allows what one of the signed-in user’s roles grants', () => {
    expect(permissionOfUser(['Planner'], 'plan')).toEqual({ allowed: true, reason: '' });
    expect(permissionOfUser(['ReadOnly', 'MasterData'], 'masterData')).toEqual({ allowed: true, reason: '' });
  });

  it('refuses with the German reason the server would answer', () => {
    expect(permissionOfUser(['Planner'], 'masterData')).toEqual({
      allowed: false,
      reason: MISSING_PERMISSION_MESSAGES.masterData,
    });
    expect(permissionOfUser(['ReadOnly'], 'plan').allowed).toBe(false);
    expect(permissionOfUser(['MasterData'], 'manageCompany').reason).toBe(MISSING_PERMISSION_MESSAGES.manageCompany);
  });

  it('allows everything without a loaded user, as in a remote running alone', () => {
    expect(permissionOfUser(null, 'manageCompany')).toEqual({ allowed: true, reason: '' });
  });

  it('never fetches the current user itself', () => {
    permissionOfUser(null, 'plan');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('follows a change of the user’s roles', async () => {
    queryClient.setQueryData([authEndpoints.me.path], user(['ReadOnly']));
    const { result } = renderHook(() => usePermission('plan'), { wrapper });
    expect(result.current.allowed).toBe(false);

    queryClient.setQueryData([authEndpoints.me.path], user(['Planner']));

    await waitFor(() => expect(result.current.allowed).toBe(true));
  });

  it('answers the same object on every render', () => {
    queryClient.setQueryData([authEndpoints.me.path], user(['ReadOnly']));
    const { result, rerender } = renderHook(() => usePermission('plan'), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
