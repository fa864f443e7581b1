import { INVOICE_STATUS_LABELS, REMINDER_LEVEL_LABELS, type InvoiceStatus, type ReminderLevel } from '@planner/api';
import { Tag, Typography } from '@planner/ui';
import { formatDate } from '../quotes/formatDate';

const TONES: Record<InvoiceStatus, string> = { Draft: 'default', Issued: 'blue', Paid: 'green', Cancelled: 'red' };

const paidOnStyle = { display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 } as const;

export interface InvoiceStatusTagProps {
  status: InvoiceStatus;
  /** Given in lists: a paid invoice then names the day beneath its tag ('am 10.04.2026'). */
  paidOn?: string | null;
  /** Given in lists: an issued invoice past its due date shows 'Überfällig', and the last reminder sent beneath. */
  overdue?: boolean;
  reminderLevel?: ReminderLevel | null;
}

export function InvoiceStatusTag({ status, paidOn, overdue = false, reminderLevel = null }: InvoiceStatusTagProps) {
  if (overdue) {
    return (
      <span style={paidOnStyle}>
        <Tag color="orange" style={{ marginInlineEnd: 0 }}>
          Überfällig
        </Tag>{' '}
        {reminderLevel && (
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            {REMINDER_LEVEL_LABELS[reminderLevel]}
          </Typography.Text>
        )}
      </span>
    );
  }
  const tag = (
    <Tag color={TONES[status]} style={{ marginInlineEnd: 0 }}>
      {INVOICE_STATUS_LABELS[status]}
    </Tag>
  );
  if (status !== 'Paid' || !paidOn) return tag;
  // Beneath the tag, not in it: the lists' status column stays narrow enough for 1440 px.
  return (
    <span style={paidOnStyle}>
      {tag}{' '}
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        am {formatDate(paidOn)}
      </Typography.Text>
    </span>
  );
}
