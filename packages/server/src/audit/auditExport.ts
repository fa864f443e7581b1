import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, AUDIT_FIELD_LABELS, type AuditEntry } from '@planner/api';
import type { ListExportSpec } from '../listExport';

const record = (entry: AuditEntry) => {
  const kind = AUDIT_ENTITY_LABELS[entry.entity] ?? entry.entity;
  return entry.label ? `${kind} „${entry.label}“` : kind;
};

/** The log as a file: when, who, the action, the record and what happened (the event's sentence, the changed fields). */
export const AUDIT_LOG_EXPORT: ListExportSpec<AuditEntry> = {
  fileName: 'Protokoll',
  sheetName: 'Protokoll',
  columns: [
    { header: 'Zeitpunkt', kind: 'dateTime', value: (entry) => entry.occurredAt, width: 18 },
    { header: 'Benutzer', kind: 'text', value: (entry) => entry.userName ?? 'System', width: 22 },
    { header: 'Aktion', kind: 'text', value: (entry) => AUDIT_ACTION_LABELS[entry.action], width: 14 },
    { header: 'Datensatz', kind: 'text', value: record, width: 32 },
    { header: 'Was geschah', kind: 'text', value: (entry) => entry.description, width: 40 },
    { header: 'Geänderte Felder', kind: 'text', value: (entry) => entry.changes.map((change) => AUDIT_FIELD_LABELS[change.field] ?? change.field).join(', '), width: 40 },
  ],
};
