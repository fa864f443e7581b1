import { Alert, DateField, Form, FormDialog, Typography } from '@planner/ui';
import { useState, type ReactNode } from 'react';

/** What became of a submission: done, refused with a reason shown in the dialog, or closed by the caller. */
export type DateDialogOutcome = void | { error: string; description?: ReactNode } | 'closed';

export interface InvoiceDateDialogProps {
  open: boolean;
  title: string;
  /** What the step does, above the date. */
  text: ReactNode;
  label: string;
  initialDate: string;
  /** The days that can be picked (ISO dates); the rules behind them are told beneath the field. */
  min?: string;
  max?: string;
  hint?: ReactNode;
  okText: string;
  successMessage: string;
  onClose: () => void;
  onSubmit: (date: string) => Promise<DateDialogOutcome>;
}

const dateRules = [{ required: true, message: 'Bitte geben Sie ein Datum an.' }];

/** A step on an invoice that needs one date: issuing, cancelling, recording the payment. */
export function InvoiceDateDialog(props: InvoiceDateDialogProps) {
  const [error, setError] = useState<{ error: string; description?: ReactNode } | null>(null);
  return (
    <FormDialog<{ date: string }>
      open={props.open}
      title={props.title}
      okText={props.okText}
      successMessage={props.successMessage}
      initialValues={{ date: props.initialDate }}
      onClose={() => {
        setError(null);
        props.onClose();
      }}
      onSubmit={async ({ date }) => {
        setError(null);
        const outcome = await props.onSubmit(date);
        if (outcome === undefined) return;
        if (outcome === 'closed') props.onClose();
        else setError(outcome);
        return false;
      }}
    >
      <Typography.Paragraph>{props.text}</Typography.Paragraph>
      <Form.Item name="date" label={props.label} rules={dateRules} extra={props.hint}>
        <DateField allowClear={false} autoFocus style={{ width: 200 }} min={props.min} max={props.max} />
      </Form.Item>
      {error && <Alert type="error" showIcon role="alert" title={error.error} description={error.description} />}
    </FormDialog>
  );
}
