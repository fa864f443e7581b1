import { FinalizeQuoteSchema, MSG_QUOTE_NUMBER_TOO_LONG, QUOTE_NUMBER_MAX_LENGTH, quoteEndpoints, type FinalizeQuoteInput } from '@planner/api';
import type { PvOffer } from '@planner/api/pv';
import { downloadDocument, refreshQuotes, useApiMutation } from '@planner/platform';
import { Alert, App, Form, FormDialog, Input, Typography, valibotFieldRules } from '@planner/ui';
import { useState } from 'react';
import { formatTotals } from './offerTotals';

const rules = valibotFieldRules(FinalizeQuoteSchema);

interface FinalizePvQuoteDialogProps {
  configurationId: string;
  quoteName: string;
  offer: PvOffer;
  onClose: () => void;
  onFinalized: () => void;
}

/**
 * 'Angebot abschließen': name and number, then the quote is frozen with its positions at today's
 * prices and its PDF opened. Refused, with the check's findings, while the design has errors.
 */
export default function FinalizePvQuoteDialog({ configurationId, quoteName, offer, onClose, onFinalized }: FinalizePvQuoteDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FinalizeQuoteInput>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const finalize = useApiMutation(quoteEndpoints.finalize, { onSuccess: () => void refreshQuotes() });

  const submit = async (values: FinalizeQuoteInput): Promise<void | false> => {
    setRefusal(null);
    const result = await finalize.mutateAsync({
      params: { id: configurationId },
      body: { quoteName: values.quoteName.trim(), quoteNumber: values.quoteNumber.trim() },
    });
    if (!result.failure) {
      onFinalized();
      const pdfFailure = await downloadDocument(quoteEndpoints.pdf, { params: { id: configurationId } }, 'save-and-open');
      if (pdfFailure) void message.error(pdfFailure.message ?? 'Das PDF des Angebots konnte nicht geladen werden.');
      return;
    }
    if (result.failure.type === 'failure/InvalidQuoteNumber') {
      form.setFields([{ name: 'quoteNumber', errors: [result.failure.message ?? MSG_QUOTE_NUMBER_TOO_LONG] }]);
    } else {
      setRefusal(result.failure.message ?? 'Das Angebot konnte nicht abgeschlossen werden.');
    }
    return false;
  };

  return (
    <FormDialog<FinalizeQuoteInput>
      open
      form={form}
      title="Angebot abschließen"
      okText="Angebot abschließen"
      successMessage="Angebot erfolgreich erstellt."
      initialValues={{ quoteName, quoteNumber: '' }}
      onClose={onClose}
      onSubmit={submit}
      width={520}
    >
      {refusal && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={refusal} />}
      <Form.Item name="quoteName" label="Name des Angebots" rules={rules.quoteName}>
        <Input autoFocus />
      </Form.Item>
      <Form.Item name="quoteNumber" label="Angebotsnummer" rules={rules.quoteNumber}>
        <Input count={{ show: true, max: QUOTE_NUMBER_MAX_LENGTH }} autoComplete="off" />
      </Form.Item>
      <Typography.Paragraph style={{ marginBottom: 8 }}>PV-Anlage zu heutigen Preisen: {formatTotals(offer)}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Mit dem Abschließen werden alle Positionen, Preise und Steuersätze festgeschrieben und das PDF erstellt. Das Angebot kann danach
        nicht mehr bearbeitet werden.
      </Typography.Paragraph>
    </FormDialog>
  );
}
