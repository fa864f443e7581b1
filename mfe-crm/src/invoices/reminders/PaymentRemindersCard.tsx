import { FilePdfOutlined } from '@ant-design/icons';
import { germanDay, isOverdue, nextReminderLevel, REMINDER_LEVEL_LABELS, type Invoice, type PaymentReminder } from '@planner/api';
import { usePermission } from '@planner/platform';
import { Alert, App, Button, Card, Flex, formatCents, PermittedButton, Skeleton, Typography, useBreakpoint } from '@planner/ui';
import { useState } from 'react';
import { formatDate } from '../../quotes/formatDate';
import { CreateReminderDialog } from './CreateReminderDialog';
import { downloadReminderPdf, useReminders } from './useReminders';

function figures(reminder: PaymentReminder): string {
  const parts = [`offen ${formatCents(reminder.amountDue)}`];
  if (reminder.fee > 0) parts.push(`Gebühr ${formatCents(reminder.fee)}`);
  if (reminder.interest > 0) parts.push(`Zinsen ${formatCents(reminder.interest)}`);
  if (reminder.lumpSum > 0) parts.push(`Verzugspauschale ${formatCents(reminder.lumpSum)}`);
  return `${parts.join(' + ')} = ${formatCents(reminder.total)}, zahlbar bis ${formatDate(reminder.payBy)}`;
}

function ReminderRow({ reminder }: { reminder: PaymentReminder }) {
  const { message } = App.useApp();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const failure = await downloadReminderPdf(reminder.invoiceId, reminder.id);
      if (failure) void message.error(failure.message ?? 'Das PDF konnte nicht geladen werden.');
    } finally {
      setLoading(false);
    }
  };
  const label = REMINDER_LEVEL_LABELS[reminder.level];
  return (
    <li style={{ listStyle: 'none', paddingBlock: 8, borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text strong>
            {label} vom {formatDate(reminder.reminderDate)}
          </Typography.Text>
          <Typography.Text type="secondary">{figures(reminder)}</Typography.Text>
          <Typography.Text type="secondary">
            {reminder.emailedTo ? `Per E-Mail an ${reminder.emailedTo} gesendet` : 'Nicht per E-Mail versandt'}
          </Typography.Text>
        </Flex>
        <Button icon={<FilePdfOutlined />} loading={loading} onClick={() => void download()} aria-label={`${label} als PDF`}>
          {reminder.pdfState === 'Pending' ? 'PDF wird erstellt' : 'PDF'}
        </Button>
      </Flex>
    </li>
  );
}

/** Zahlungserinnerung, 1. and 2. Mahnung of an issued invoice: those sent, and the next one once it is overdue. */
export function PaymentRemindersCard({ invoice }: { invoice: Invoice }) {
  const mobile = useBreakpoint() === 'mobile';
  const plan = usePermission('plan');
  const { data: reminders, isPending, failure, error, refetch } = useReminders(invoice.id);
  const [creating, setCreating] = useState(false);
  const overdue = isOverdue(invoice, germanDay());
  const next = reminders ? nextReminderLevel(reminders.map((reminder) => reminder.level)) : null;
  const action =
    overdue && next ? (
      <PermittedButton permission={plan} type="primary" onClick={() => setCreating(true)}>
        {REMINDER_LEVEL_LABELS[next]} erstellen
      </PermittedButton>
    ) : null;
  return (
    <Card size={mobile ? 'small' : 'default'} title="Zahlungserinnerungen und Mahnungen" extra={mobile ? null : action}>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : failure || error || !reminders ? (
        <Alert
          type="error"
          showIcon
          title="Die Mahnungen konnten nicht geladen werden."
          action={<Button size="small" onClick={() => void refetch()}>Erneut versuchen</Button>}
        />
      ) : (
        <Flex vertical gap="small">
          {overdue && <Alert type="warning" showIcon title={`Überfällig seit ${formatDate(invoice.dueDate ?? '')}.`} />}
          {reminders.length === 0 ? (
            <Typography.Text type="secondary">
              {overdue ? 'Noch keine Zahlungserinnerung erstellt.' : 'Keine Mahnungen. Mahnen können Sie, sobald die Rechnung überfällig ist.'}
            </Typography.Text>
          ) : (
            <ul style={{ margin: 0, padding: 0 }} aria-label="Erstellte Mahnungen">
              {reminders.map((reminder) => (
                <ReminderRow key={reminder.id} reminder={reminder} />
              ))}
            </ul>
          )}
          {mobile && action}
        </Flex>
      )}
      {creating && next && <CreateReminderDialog invoice={invoice} level={next} onClose={() => setCreating(false)} />}
    </Card>
  );
}
