import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const CompanySettingsPage = lazy(() => import('./settings/CompanySettingsPage'));

export const routes: RouteObject[] = [{ path: '/settings/tenant', element: <CompanySettingsPage /> }];
