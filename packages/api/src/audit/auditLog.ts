import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { listQuerySchema } from '../envelope';
import { CONFIGURATION_STATUS_LABELS, QUOTE_STATUS_LABELS, type QuoteStatus } from '../configurations/schemas';
import { INVOICE_STATUS_LABELS } from '../invoices/schemas';
import { REMINDER_LEVEL_LABELS, type ReminderLevel } from '../invoices/reminders';
import { USER_STATUS_LABELS } from '../team/schemas';
import { inEnvironment } from '../endpointEnvironment';
import { listExportEndpoint } from '../listExport';

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
  quote_validity_extensions: 'Verlängerung der Angebotsgültigkeit',
  quote_withdrawals: 'Rücktritt vom Angebot',
  invitations: 'Einladung',
  users: 'Benutzer',
  tenants: 'Firmendaten',
  company_exports: 'Datenexport',
  datanorm_imports: 'Preislistenimport',
};

/** What a named event tells besides its name (numbers, days as `YYYY-MM-DD`, status codes). */
export type AuditEventDetails = Readonly<Record<string, string | number | null>>;

const germanDay = (day: unknown) => (typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.split('-').reverse().join('.') : '…');
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '…');
const invoice = (details: AuditEventDetails) => `Rechnung ${text(details.number)}`;
const quoteStatus = (value: unknown) => QUOTE_STATUS_LABELS[value as QuoteStatus] ?? text(value);

/**
 * The business events the log names, each with its German sentence. A feature records one with
 * `withAuditEvent` (packages/server/src/audit/events.ts); a new event is one line here.
 */
export const AUDIT_EVENTS = {
  'invoice.issued': (details: AuditEventDetails) => `${invoice(details)} gestellt`,
  'invoice.paid': (details: AuditEventDetails) => `${invoice(details)} als bezahlt markiert am ${germanDay(details.paidOn)}`,
  'invoice.unpaid': (details: AuditEventDetails) => `${invoice(details)}: Zahlung zurückgenommen`,
  'invoice.reminded': (details: AuditEventDetails) =>
    `${invoice(details)}: ${REMINDER_LEVEL_LABELS[details.level as ReminderLevel] ?? text(details.level)} erstellt`,
  'invoice.reminderEmailed': (details: AuditEventDetails) =>
    `${invoice(details)}: ${REMINDER_LEVEL_LABELS[details.level as ReminderLevel] ?? text(details.level)} per E-Mail an den Kunden gesendet`,
  'invoice.cancelled': (details: AuditEventDetails) => `${invoice(details)} storniert durch Stornorechnung ${text(details.cancellationNumber)}`,
  'quote.statusSet': (details: AuditEventDetails) => `Angebotsstatus von Hand auf „${quoteStatus(details.status)}“ gesetzt`,
  'quote.answered': (details: AuditEventDetails) =>
    details.answer === 'Accepted' ? 'Angebot vom Kunden online angenommen' : 'Angebot vom Kunden online abgelehnt',
  'quoteLink.created': (details: AuditEventDetails) => `Kundenlink erstellt, gültig bis ${germanDay(details.expiresOn)}`,
  'invitation.accepted': () => 'Einladung angenommen',
  'customer.imported': (details: AuditEventDetails) => `Kundenimport aus „${text(details.fileName)}“: ${text(details.count)} Kunden angelegt`,
  'datanorm.imported': (details: AuditEventDetails) =>
    `Preisliste „${text(details.fileName)}“ importiert: ${text(details.created)} Artikel angelegt, ${text(details.repriced)} Preise geändert`,
  'companyExport.started': () => 'Datenexport der Firma gestartet',
  'companyExport.downloaded': (details: AuditEventDetails) => `Datenexport „${text(details.fileName)}“ heruntergeladen`,
} satisfies Record<string, (details: AuditEventDetails) => string>;
export type AuditEventName = keyof typeof AUDIT_EVENTS;

/** The event's German sentence; `null` for an entry that names no event. */
export function describeAuditEvent(event: string | null, details: AuditEventDetails): string | null {
  if (event === null) return null;
  const describe = (AUDIT_EVENTS as Record<string, (details: AuditEventDetails) => string>)[event];
  return describe ? describe(details) : event;
}

/**
 * A field a change touched. `before`/`after` are its values; both are missing where the log keeps
 * only the field's name (data about people, secrets, long texts and lists).
 */
export interface AuditFieldChange {
  field: string;
  before?: string | number | boolean | null;
  after?: string | number | boolean | null;
}

/** German names of stored codes, by the field holding them, for the fields' values before and after. */
export const AUDIT_VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  status: { ...CONFIGURATION_STATUS_LABELS, ...USER_STATUS_LABELS, ...INVOICE_STATUS_LABELS },
  quote_status: QUOTE_STATUS_LABELS,
};

/** Fields holding integer cents, shown as amounts. */
export const AUDIT_MONEY_FIELDS: ReadonlySet<string> = new Set(['net_total', 'gross_total', 'amount_due']);

/** German names of the fields the log shows most; others show their stored name. */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  status: 'Status',
  quote_status: 'Angebotsstatus',
  invoice_number: 'Rechnungsnummer',
  invoice_date: 'Rechnungsdatum',
  due_date: 'Fällig am',
  paid_on: 'Bezahlt am',
  net_total: 'Netto',
  gross_total: 'Brutto',
  amount_due: 'Zahlbetrag',
  customer_name: 'Kunde',
  project_name: 'Projekt',
  name: 'Name',
  roles: 'Rollen',
  email: 'E-Mail',
  first_name: 'Vorname',
  last_name: 'Nachname',
  password_hash: 'Passwort',
  archived_at: 'Archiviert am',
  accepted_at: 'Angenommen am',
  revoked_at: 'Zurückgezogen am',
  image_blob_id: 'Planbild',
  plan_document: 'Zeichnung',
  'draft.servicePeriodStart': 'Leistungszeitraum von',
  'draft.servicePeriodEnd': 'Leistungszeitraum bis',
  'draft.paymentTerms': 'Zahlungsbedingungen',
  'draft.reverseCharge': 'Steuerschuldnerschaft des Leistungsempfängers',
  'draft.buyerReference': 'Käuferreferenz',
  'draft.buyerVatId': 'USt-IdNr. des Kunden',
  'draft.partialShare': 'Anteil',
  'draft.lines': 'Positionen',
};

/**
 * One entry of the company's log: who did what to which record, when. `label` names the record
 * where its name is no personal data (an installation's label, a quote's name) and it still
 * exists; `exists` tells whether it can still be opened.
 */
export interface AuditEntry {
  id: string;
  occurredAt: string;
  /** The company's staff member who acted (an invitee accepting is the new user), `null` for the system (demo data). */
  userName: string | null;
  action: AuditAction;
  entity: string;
  entityId: string;
  label: string | null;
  exists: boolean;
  /** The business event this entry records (`AUDIT_EVENTS`), `null` for a plain change. */
  event: string | null;
  details: AuditEventDetails;
  /** The event's German sentence ('Rechnung RE-2026-0042 gestellt'), `null` without an event. */
  description: string | null;
  /** The fields a change touched, in the order of their names; empty for other entries. */
  changes: AuditFieldChange[];
}

export const AuditLogQuerySchema = v.object({
  ...listQuerySchema(['OccurredAt'] as const).entries,
  action: v.optional(v.picklist(AUDIT_ACTIONS)),
});

export const auditLogEndpoints = inEnvironment('both', {
  /** The company's log, newest first. */
  list: endpoint<AuditEntry[]>()({ method: 'GET', path: '/api/audit-log', query: AuditLogQuerySchema, paged: true }),
  /** The log as it is shown (search, action), as .xlsx or CSV (ADR 0025). */
  export: listExportEndpoint('/api/audit-log/export', AuditLogQuerySchema),
});
