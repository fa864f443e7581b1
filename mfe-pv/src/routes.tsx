import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { batteryStorageUi } from './batteryStorages/batteryStorageUi';
import { heaterRodUi } from './heaterRods/heaterRodUi';
import { inverterUi } from './inverters/inverterUi';
import { metalRoofTileUi } from './metalRoofTiles/metalRoofTileUi';
import type { AnyPartUi } from './parts/partUi';
import { pvModuleUi } from './pvModules/pvModuleUi';
import { roofTileUi } from './roofTiles/roofTileUi';
import { mountingPartUi } from './mounting/mountingPartUi';
import { pvServiceUi } from './services/pvServiceUi';
import { wallboxUi } from './wallboxes/wallboxUi';

const PartListPage = lazy(() => import('./parts/PartListPage'));
const PartDetailPage = lazy(() => import('./parts/PartDetailPage'));
const PvDesignPage = lazy(() => import('./design/PvDesignPage'));
const PvOfferPage = lazy(() => import('./offer/PvOfferPage'));
const PvDesignSettingsPage = lazy(() => import('./settings/PvDesignSettingsPage'));

const partRoutes = (ui: AnyPartUi): RouteObject[] => [
  // Keyed by kind, so switching between kinds starts the page afresh.
  { path: ui.basePath, element: <PartListPage key={ui.basePath} ui={ui} /> },
  { path: `${ui.basePath}/:id`, element: <PartDetailPage key={ui.basePath} ui={ui} /> },
];

export const routes: RouteObject[] = [
  ...[pvModuleUi, inverterUi, batteryStorageUi, heaterRodUi, wallboxUi, roofTileUi, metalRoofTileUi, mountingPartUi, pvServiceUi].flatMap(partRoutes),
  { path: '/settings/pv-design', element: <PvDesignSettingsPage /> },
  // Reached from a project's quotes, not from the sidebar.
  { path: '/projects/:projectId/configurations/:configurationId/pv-design', element: <PvDesignPage />, handle: { sidebar: false } },
  { path: '/projects/:projectId/configurations/:configurationId/pv-offer', element: <PvOfferPage />, handle: { sidebar: false } },
];
