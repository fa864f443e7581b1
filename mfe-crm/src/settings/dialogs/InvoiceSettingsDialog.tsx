import { formatInvoiceNumber, InvoiceSettingsSchema, type InvoiceSettings } from '@planner/api';
import { Form, FormDialog, Input, InputNumber, Typography, valibotFieldRules } from '@planner/ui';
import { useSaveInvoiceSettings } from '../useInvoiceSettings';

const rules = valibotFieldRules(InvoiceSettingsSchema);

/** 'Nächste Rechnung: RE-0017', as the values typed so far give it. */
function NextNumberExample() {
  const prefix: string = Form.useWatch('prefix') ?? '';
  const nextNumber: number | null = Form.useWatch('nextNumber') ?? null;
  if (!nextNumber) return null;
  return <Typography.Paragraph>Nächste Rechnung: {formatInvoiceNumber(prefix.trim(), nextNumber)}</Typography.Paragraph>;
}

export interface InvoiceSettingsDialogProps {
  settings: InvoiceSettings;
  onClose: () => void;
}

/** The invoice number range: prefix and the number the next issued invoice gets. */
export default function InvoiceSettingsDialog({ settings, onClose }: InvoiceSettingsDialogProps) {
  const save = useSaveInvoiceSettings();
  const [form] = Form.useForm<InvoiceSettings>();
  return (
    <FormDialog<InvoiceSettings>
      open
      form={form}
      title="Rechnungsnummern bearbeiten"
      successMessage="Rechnungsnummern gespeichert."
      initialValues={settings}
      onClose={onClose}
      onSubmit={async (values) => {
        const { failure } = await save({ ...values, prefix: values.prefix.trim() });
        if (!failure) return;
        form.setFields([{ name: 'nextNumber', errors: [failure.message ?? 'Diese Nummer ist bereits vergeben.'] }]);
        return false;
      }}
    >
      <Typography.Paragraph type="secondary">
        Jede gestellte Rechnung erhält die nächste Nummer, lückenlos und ohne Wiederholung. Eine bereits vergebene Nummer kann nicht noch einmal
        vergeben werden.
      </Typography.Paragraph>
      <Form.Item name="prefix" label="Präfix" rules={rules.prefix} extra="z. B. RE- oder RE-2026-">
        <Input maxLength={12} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item name="nextNumber" label="Nächste Nummer" rules={rules.nextNumber}>
        <InputNumber<number> min={1} max={99_999_999} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <NextNumberExample />
    </FormDialog>
  );
}
