import { AUDIT_FIELD_LABELS, AUDIT_MONEY_FIELDS, AUDIT_VALUE_LABELS, type AuditEntry, type AuditFieldChange } from '@planner/api';
import { Flex, formatCents, Typography } from '@planner/ui';

const LIST_STYLE = { margin: 0, paddingInlineStart: 18 } as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A reference to another record (a stored file, a customer): its id tells a reader nothing. */
const isReference = (field: string) => field.endsWith('_id');

function shown(field: string, value: AuditFieldChange['before']): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (typeof value === 'number' && AUDIT_MONEY_FIELDS.has(field)) return formatCents(value);
  const coded = typeof value === 'string' ? AUDIT_VALUE_LABELS[field]?.[value] : undefined;
  if (coded) return coded;
  const day = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  return day ? `${day[3]}.${day[2]}.${day[1]}` : String(value);
}

function FieldChange({ change }: { change: AuditFieldChange }) {
  const label = AUDIT_FIELD_LABELS[change.field] ?? change.field;
  if (isReference(change.field) || (!('before' in change) && !('after' in change))) return <li>{label} geändert</li>;
  return (
    <li>
      {label}: {shown(change.field, change.before)} → {shown(change.field, change.after)}
    </li>
  );
}

/** What happened: the event's sentence and the fields a change touched with their values before and after. */
export function AuditEntryDetails({ entry }: { entry: AuditEntry }) {
  if (!entry.description && entry.changes.length === 0) return null;
  return (
    <Flex vertical gap={2}>
      {entry.description && <Typography.Text strong>{entry.description}</Typography.Text>}
      {entry.changes.length > 0 && (
        <Typography.Text type="secondary">
          <ul style={LIST_STYLE} aria-label="Geänderte Felder">
            {entry.changes.map((change) => (
              <FieldChange key={change.field} change={change} />
            ))}
          </ul>
        </Typography.Text>
      )}
    </Flex>
  );
}
