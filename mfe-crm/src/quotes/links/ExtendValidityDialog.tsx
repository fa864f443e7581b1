import { MAX_QUOTE_VALIDITY_EXTENSION_DAYS } from '@planner/api';
import { DateField, Form, FormDialog, Typography } from '@planner/ui';
import dayjs from 'dayjs';
import { formatDate } from '../formatDate';
import { germanToday } from './offerValidity';

export interface ExtendValidityDialogProps {
  open: boolean;
  /** The day the offer is valid until now. */
  validUntil: string;
  onClose: () => void;
  /** Extends to the chosen day; resolves to `false` when it failed (the failure is already shown). */
  onExtend: (validUntil: string) => Promise<boolean>;
}

/** The new 'gültig bis' day: later than the current one, from today to 90 days ahead. */
export default function ExtendValidityDialog({ open, validUntil, onClose, onExtend }: ExtendValidityDialogProps) {
  const today = dayjs(germanToday());
  const current = dayjs(validUntil);
  const firstDay = current.isBefore(today) ? today : current.add(1, 'day');
  const lastDay = today.add(MAX_QUOTE_VALIDITY_EXTENSION_DAYS, 'day');
  const suggested = today.add(14, 'day').isAfter(firstDay) ? today.add(14, 'day') : firstDay;
  return (
    <FormDialog<{ validUntil: string }>
      open={open}
      title="Gültigkeit verlängern"
      okText="Verlängern"
      successMessage="Gültigkeit verlängert."
      initialValues={{ validUntil: suggested.format('YYYY-MM-DD') }}
      onClose={onClose}
      onSubmit={async (values) => ((await onExtend(values.validUntil)) ? undefined : false)}
    >
      <Typography.Paragraph>
        Bisher gültig bis {formatDate(validUntil)}. Der Kunde kann das Angebot danach bis zum Ende des neuen Tages online annehmen; das
        PDF bleibt unverändert, die Kundenseite nennt das neue Datum daneben. Die Verlängerung wird im Protokoll festgehalten.
      </Typography.Paragraph>
      <Form.Item name="validUntil" label="Neu gültig bis" rules={[{ required: true, message: 'Bitte wählen Sie ein Datum.' }]}>
        <DateField
          allowClear={false}
          autoFocus
          disabledDate={(date) => date.isBefore(firstDay, 'day') || date.isAfter(lastDay, 'day')}
        />
      </Form.Item>
    </FormDialog>
  );
}
