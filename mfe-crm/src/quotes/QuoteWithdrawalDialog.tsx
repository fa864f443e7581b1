import { germanDay, QuoteWithdrawalSchema, quoteEndpoints, type QuoteDetail, type QuoteWithdrawalInput } from '@planner/api';
import { refreshQuotes, useApiMutation } from '@planner/platform';
import { Alert, DateField, Form, FormDialog, Input, Typography, valibotFieldRules } from '@planner/ui';
import { useState } from 'react';

const rules = valibotFieldRules(QuoteWithdrawalSchema);

export interface QuoteWithdrawalDialogProps {
  open: boolean;
  quote: QuoteDetail;
  onClose: () => void;
}

/** Records that the customer withdrew from the accepted quote, with the day and the reason. */
export function QuoteWithdrawalDialog({ open, quote, onClose }: QuoteWithdrawalDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const withdraw = useApiMutation(quoteEndpoints.withdraw, { onSuccess: refreshQuotes });
  const today = germanDay();
  return (
    <FormDialog<QuoteWithdrawalInput>
      open={open}
      title="Rücktritt des Kunden erfassen"
      okText="Rücktritt erfassen"
      successMessage="Rücktritt erfasst."
      initialValues={{ withdrawnOn: today, reason: '' }}
      onClose={() => {
        setError(null);
        onClose();
      }}
      onSubmit={async (values) => {
        setError(null);
        const { failure } = await withdraw.mutateAsync({ params: { id: quote.id }, body: values });
        if (!failure) return;
        setError(failure.message ?? 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.');
        return false;
      }}
    >
      <Typography.Paragraph>
        Das Angebot gilt danach als abgelehnt und sein Status steht fest. Die Annahme bleibt mit ihren Nachweisen erhalten.
      </Typography.Paragraph>
      <Form.Item name="withdrawnOn" label="Rücktritt am" rules={rules.withdrawnOn} extra="Nicht vor der Fertigstellung des Angebots, spätestens heute.">
        <DateField allowClear={false} autoFocus style={{ width: 200 }} min={germanDay(new Date(quote.finalizedAt))} max={today} />
      </Form.Item>
      <Form.Item name="reason" label="Grund" rules={rules.reason}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} showCount />
      </Form.Item>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
    </FormDialog>
  );
}
