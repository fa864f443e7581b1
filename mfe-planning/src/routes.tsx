import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { loadFloorPlanPage } from './floors/floorPlanCode';

const ConfigurationPage = lazy(() => import('./configuration/ConfigurationPage'));
const FloorListTab = lazy(() => import('./floors/FloorListTab'));
const FloorPlanPage = lazy(loadFloorPlanPage);
const AdditionalInstallationsTab = lazy(() => import('./additionalInstallations/AdditionalInstallationsTab'));
const CheckoutTab = lazy(() => import('./checkout/CheckoutTab'));
const ConfigurationsIndexRedirect = lazy(() => import('./configuration/ConfigurationsIndexRedirect'));

const CONFIGURATION = '/projects/:projectId/configurations/:configurationId';

export const routes: RouteObject[] = [
  { path: '/projects/:projectId/configurations', element: <ConfigurationsIndexRedirect /> },
  { path: `${CONFIGURATION}/floorplans/:floorId`, element: <FloorPlanPage /> },
  {
    path: CONFIGURATION,
    element: <ConfigurationPage />,
    children: [
      { path: 'floorplans', element: <FloorListTab /> },
      { path: 'additional-installations', element: <AdditionalInstallationsTab /> },
      { path: 'checkout', element: <CheckoutTab /> },
    ],
  },
];
