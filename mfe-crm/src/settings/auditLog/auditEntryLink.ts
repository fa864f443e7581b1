import type { AuditEntry } from '@planner/api';

/** Where a record of the log can be opened, while it still exists. */
const PATHS: Record<string, (id: string) => string> = {
  customers: (id) => `/customers/${id}`,
  jobsites: (id) => `/jobsites/${id}`,
  projects: (id) => `/projects/${id}`,
  configurations: (id) => `/quotes/${id}`,
  invoices: (id) => `/invoices/${id}`,
  property_developers: (id) => `/property-developers/${id}`,
  electrical_components: () => '/electrical-components',
  additional_installations: () => '/additional-installations',
  checkout_options: () => '/checkout-configuration',
  tenants: () => '/settings/tenant',
};

export const auditEntryLink = (entry: AuditEntry): string | null =>
  entry.exists ? (PATHS[entry.entity]?.(entry.entityId) ?? null) : null;
