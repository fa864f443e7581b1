import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { listQuerySchema } from '../envelope';

export const AUDIT_ACTIONS = ['created', 'changed', 'finalized', 'archived', 'restored', 'deleted'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  created: 'Angelegt',
  changed: 'Geändert',
  finalized: 'Fertiggestellt',
  archived: 'Archiviert',
  restored: 'Wiederhergestellt',
  deleted: 'Gelöscht',
};

/** The kinds of records the log traces, by the table that keeps them, with their German names. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  customers: 'Kunde',
  jobsites: 'Baustelle',
  projects: 'Projekt',
  configurations: 'Angebot',
  floors: 'Grundriss',
  electrical_components: 'Installation',
  additional_installations: 'Zusatzinstallation',
  property_developers: 'Bauträger',
  contact_persons: 'Bauleiter',
  construction_specifications: 'Baubeschreibung',
  checkout_options: 'Sondervereinbarung',
  pv_manufacturers: 'PV-Hersteller',
  pv_components: 'PV-Komponente',
  invoices: 'Rechnung',
  quote_links: 'Kundenlink',
  quote_withdrawals: 'Rücktritt vom Angebot',
  invitations: 'Einladung',
  users: 'Benutzer',
  tenants: 'Firmendaten',
};

/**
 * One entry of the company's log: who did what to which record, when. `label` names the record
 * where its name is no personal data (an installation's label, a quote's name) and it still
 * exists; `exists` tells whether it can still be opened.
 */
export interface AuditEntry {
  id: string;
  occurredAt: string;
  /** The company's staff member, `null` for changes made by the system (demo data). */
  userName: string | null;
  action: AuditAction;
  entity: string;
  entityId: string;
  label: string | null;
  exists: boolean;
}

export const AuditLogQuerySchema = v.object({
  ...listQuerySchema(['OccurredAt'] as const).entries,
  action: v.optional(v.picklist(AUDIT_ACTIONS)),
});

export const auditLogEndpoints = {
  /** The company's log, newest first. */
  list: endpoint<AuditEntry[]>()({ method: 'GET', path: '/api/audit-log', query: AuditLogQuerySchema, paged: true }),
};
