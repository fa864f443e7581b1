import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ComponentListPage = lazy(() => import('./components/ComponentListPage'));
const AdditionalInstallationListPage = lazy(() => import('./additionalInstallations/AdditionalInstallationListPage'));
const PropertyDeveloperListPage = lazy(() => import('./propertyDevelopers/PropertyDeveloperListPage'));
const PropertyDeveloperDetailPage = lazy(() => import('./propertyDevelopers/PropertyDeveloperDetailPage'));
const PriceListImportPage = lazy(() => import('./priceListImports/PriceListImportPage'));
const ConstructionSpecificationPage = lazy(() => import('./specifications/ConstructionSpecificationPage'));

export const routes: RouteObject[] = [
  { path: '/electrical-components', element: <ComponentListPage /> },
  { path: '/additional-installations', element: <AdditionalInstallationListPage /> },
  { path: '/price-list-imports', element: <PriceListImportPage /> },
  { path: '/property-developers', element: <PropertyDeveloperListPage /> },
  { path: '/property-developers/:propertyDeveloperId', element: <PropertyDeveloperDetailPage /> },
  {
    path: '/property-developers/:propertyDeveloperId/construction-specifications/:constructionSpecificationId',
    element: <ConstructionSpecificationPage />,
  },
];
