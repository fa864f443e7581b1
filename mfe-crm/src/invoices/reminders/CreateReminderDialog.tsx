import {
  chargesFees,
  DEBTOR_KIND_LABELS,
  DEBTOR_KINDS,
  INTEREST_MARGIN_BASIS_POINTS,
  REMINDER_LEVEL_LABELS,
  type DebtorKind,
  type Invoice,
  type PaymentReminder,
  type ReminderLevel,
} from '@planner/api';
import { Alert, App, Form, FormDialog, Radio, Typography } from '@planner/ui';
import { useState } from 'react';
import { useCreateReminder } from './useReminders';

export interface CreateReminderDialogProps {
  invoice: Invoice;
  level: ReminderLevel;
  onClose: () => void;
}

/** A business buys with a VAT id or under reverse charge; everyone else is taken as a consumer until the user says otherwise. */
const likelyDebtor = (invoice: Invoice): DebtorKind => (invoice.buyerVatId || invoice.reverseCharge ? 'Business' : 'Consumer');

const createdMessage = (reminder: PaymentReminder) =>
  reminder.emailedTo
    ? `${REMINDER_LEVEL_LABELS[reminder.level]} erstellt und an ${reminder.emailedTo} gesendet.`
    : `${REMINDER_LEVEL_LABELS[reminder.level]} erstellt. Sie wurde nicht per E-Mail versandt; laden Sie das PDF herunter.`;

/** Makes the next reminder of an overdue invoice: the user says whether the customer is a consumer or a business (§ 288 BGB). */
export function CreateReminderDialog({ invoice, level, onClose }: CreateReminderDialogProps) {
  const create = useCreateReminder(invoice.id);
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const label = REMINDER_LEVEL_LABELS[level];
  return (
    <FormDialog<{ debtor: DebtorKind }>
      open
      title={`${label} erstellen`}
      okText={`${label} erstellen`}
      successMessage=""
      initialValues={{ debtor: likelyDebtor(invoice) }}
      onClose={onClose}
      onSubmit={async ({ debtor }) => {
        setError(null);
        const { data, failure } = await create({ level, debtor });
        if (failure || !data) {
          setError(failure?.message ?? 'Die Mahnung konnte nicht erstellt werden.');
          return false;
        }
        void message.success(createdMessage(data));
        onClose();
        return false;
      }}
    >
      <Typography.Paragraph>
        {chargesFees(level)
          ? `Die ${label} fordert den offenen Betrag, die Mahngebühr Ihrer Firma und Verzugszinsen ab dem Tag nach der Fälligkeit (§ 288 BGB); von einem Unternehmer einmal je Rechnung auch die Verzugspauschale von 40 € (§ 288 Abs. 5 BGB).`
          : 'Die Zahlungserinnerung bittet freundlich um den offenen Betrag, ohne Gebühr und Zinsen.'}{' '}
        Ist für den Kunden eine E-Mail-Adresse hinterlegt, wird sie ihm als PDF gesendet.
      </Typography.Paragraph>
      <Form.Item name="debtor" label="Der Kunde ist">
        <Radio.Group>
          {DEBTOR_KINDS.map((kind) => (
            <Radio key={kind} value={kind}>
              {DEBTOR_KIND_LABELS[kind]} (Basiszinssatz + {INTEREST_MARGIN_BASIS_POINTS[kind] / 100} Prozentpunkte)
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
    </FormDialog>
  );
}
