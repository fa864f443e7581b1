import { isDefaultQuoteIntro, QUOTE_TEXT_PLACEHOLDERS, QuoteSettingsSchema, type QuoteSettings } from '@planner/api';
import { Form, FormDialog, Input, PaymentTermsFields, Typography, valibotFieldRules } from '@planner/ui';
import { useSaveQuoteSettings } from '../useQuoteSettings';

const rules = valibotFieldRules(QuoteSettingsSchema);
const placeholderHint = `Platzhalter: ${Object.entries(QUOTE_TEXT_PLACEHOLDERS)
  .map(([placeholder, meaning]) => `${placeholder} (${meaning})`)
  .join(', ')}`;

/** The introduction; while it is a default, a quote gets the one that fits what it offers, which the hint above it says. */
function IntroField() {
  const intro = Form.useWatch('introText') as string | undefined;
  return (
    <>
      {intro !== undefined && isDefaultQuoteIntro(intro) && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          Standardtext der Einleitung: Ein Angebot mit PV-Anlage nennt darin deren Leistung, Modulzahl und Speicher, ein Angebot mit Stockwerken die
          Gliederung nach Räumen.
        </Typography.Paragraph>
      )}
      <Form.Item name="introText" label="Einleitung" rules={rules.introText}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} showCount autoFocus />
      </Form.Item>
    </>
  );
}

export interface QuoteSettingsDialogProps {
  settings: QuoteSettings;
  onClose: () => void;
}

/** The texts before and after the positions of every quote, and the payment terms it offers. */
export default function QuoteSettingsDialog({ settings, onClose }: QuoteSettingsDialogProps) {
  const save = useSaveQuoteSettings();
  return (
    <FormDialog<QuoteSettings>
      open
      title="Angebotstexte und Zahlungsbedingungen bearbeiten"
      successMessage="Angebotstexte gespeichert."
      initialValues={settings}
      onClose={onClose}
      onSubmit={async (values) => {
        await save(values);
      }}
      width={640}
    >
      <Typography.Paragraph type="secondary">
        Die Anrede („Sehr geehrte Frau …“) wird aus den Kundendaten gesetzt. {placeholderHint}.
      </Typography.Paragraph>
      <IntroField />
      <Form.Item name="closingText" label="Schlusstext" rules={rules.closingText}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} showCount />
      </Form.Item>
      <PaymentTermsFields name="paymentTerms" />
    </FormDialog>
  );
}
