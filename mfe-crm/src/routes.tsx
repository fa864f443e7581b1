import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const CompanySettingsPage = lazy(() => import('./settings/CompanySettingsPage'));
const AuditLogPage = lazy(() => import('./settings/auditLog/AuditLogPage'));
const UsersPage = lazy(() => import('./settings/users/UsersPage'));
const DataExportPage = lazy(() => import('./settings/dataExport/DataExportPage'));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage'));
const CustomerListPage = lazy(() => import('./customers/CustomerListPage'));
const CustomerDetailPage = lazy(() => import('./customers/CustomerDetailPage'));
const CustomerImportPage = lazy(() => import('./customers/import/CustomerImportPage'));
const JobsiteListPage = lazy(() => import('./jobsites/JobsiteListPage'));
const JobsiteDetailPage = lazy(() => import('./jobsites/JobsiteDetailPage'));
const ProjectListPage = lazy(() => import('./projects/ProjectListPage'));
const ProjectDetailPage = lazy(() => import('./projects/ProjectDetailPage'));
const QuoteListPage = lazy(() => import('./quotes/QuoteListPage'));
const QuoteDetailPage = lazy(() => import('./quotes/QuoteDetailPage'));
const InvoiceListPage = lazy(() => import('./invoices/InvoiceListPage'));
const InvoiceDetailPage = lazy(() => import('./invoices/InvoiceDetailPage'));

export const routes: RouteObject[] = [
  { path: '/', element: <DashboardPage /> },
  { path: '/customers', element: <CustomerListPage /> },
  { path: '/customers/import', element: <CustomerImportPage />, handle: { sidebar: false } },
  { path: '/customers/:customerId', element: <CustomerDetailPage /> },
  { path: '/jobsites', element: <JobsiteListPage /> },
  { path: '/jobsites/:jobsiteId', element: <JobsiteDetailPage /> },
  { path: '/projects', element: <ProjectListPage /> },
  { path: '/projects/:projectId', element: <ProjectDetailPage /> },
  { path: '/quotes', element: <QuoteListPage /> },
  { path: '/quotes/:quoteId', element: <QuoteDetailPage /> },
  { path: '/invoices', element: <InvoiceListPage /> },
  { path: '/invoices/:invoiceId', element: <InvoiceDetailPage /> },
  { path: '/settings/tenant', element: <CompanySettingsPage /> },
  { path: '/settings/users', element: <UsersPage /> },
  { path: '/settings/audit-log', element: <AuditLogPage /> },
  { path: '/settings/data-export', element: <DataExportPage /> },
];
