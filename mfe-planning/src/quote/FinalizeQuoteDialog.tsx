import {
  FinalizeQuoteSchema,
  MSG_QUOTE_NUMBER_TOO_LONG,
  MSG_QUOTE_PROJECT_NOT_FOUND,
  QUOTE_NUMBER_MAX_LENGTH,
  quoteEndpoints,
  quoteSettingsEndpoints,
  type ConfigurationPreview,
  type FinalizeQuoteInput,
} from '@planner/api';
import { downloadDocument, useApiQuery } from '@planner/platform';
import { App, Flex, Form, FormDialog, Input, PaymentTermsFields, Typography, valibotFieldRules } from '@planner/ui';
import { useEffect, useState } from 'react';
import { FinalizeFailureAlert, type FinalizeFailure } from './FinalizeFailureAlert';
import { QuotePreviewTable } from './QuotePreviewTable';
import { useFinalizeQuote } from './useQuote';

const rules = valibotFieldRules(FinalizeQuoteSchema);

interface FinalizeQuoteDialogProps {
  configuration: ConfigurationPreview;
  onClose: () => void;
}

/**
 * Finalizes the quote: name and number, the totals that will be frozen, then the PDF is
 * saved and opened. Loaded and rendered only while open.
 */
export default function FinalizeQuoteDialog({ configuration, onClose }: FinalizeQuoteDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FinalizeQuoteInput>();
  const finalize = useFinalizeQuote();
  const [failure, setFailure] = useState<FinalizeFailure | null>(null);
  // The company's payment terms are the starting point; they may be changed for this quote.
  const settings = useApiQuery(quoteSettingsEndpoints.get, {}, { throwOnError: false });
  const companyTerms = settings.data?.paymentTerms;
  useEffect(() => {
    if (companyTerms && !form.getFieldValue('paymentTerms')) form.setFieldsValue({ paymentTerms: companyTerms });
  }, [companyTerms, form]);

  const submit = async (values: FinalizeQuoteInput): Promise<void | false> => {
    setFailure(null);
    const input = {
      quoteName: values.quoteName.trim(),
      quoteNumber: values.quoteNumber.trim(),
      executionPeriod: values.executionPeriod?.trim() ?? '',
      ...(values.paymentTerms ? { paymentTerms: values.paymentTerms } : {}),
    };
    const result = await finalize(configuration.id, input);
    if (!result.failure) {
      const pdfFailure = await downloadDocument(quoteEndpoints.pdf, { params: { id: configuration.id } }, 'save-and-open');
      if (pdfFailure) void message.error(pdfFailure.message ?? 'Das PDF des Angebots konnte nicht geladen werden.');
      return;
    }
    switch (result.failure.type) {
      case 'failure/invalid-configuration':
        setFailure({ kind: 'invalid-configuration', ...(result.failure.message === undefined ? {} : { message: result.failure.message }) });
        break;
      case 'failure/MissingTenantInformation':
        setFailure({ kind: 'missing-tenant-information' });
        break;
      case 'failure/InvalidQuoteNumber':
        form.setFields([{ name: 'quoteNumber', errors: [result.failure.message ?? MSG_QUOTE_NUMBER_TOO_LONG] }]);
        break;
      case 'failure/NotFound':
        void message.error(MSG_QUOTE_PROJECT_NOT_FOUND);
        onClose();
        break;
      case 'failure/ConfigurationFinalized':
        void message.error(result.failure.message ?? 'Das Angebot wurde bereits fertiggestellt.');
        onClose();
        break;
      case 'failure/Conflict':
        // Changed in another window while its PDF was made: nothing was finalized, the dialog stays.
        void message.error(result.failure.message);
        break;
    }
    return false;
  };

  return (
    <FormDialog<FinalizeQuoteInput>
      open
      form={form}
      title="Angebot fertigstellen"
      okText="Angebot fertigstellen"
      successMessage="Angebot erfolgreich erstellt."
      initialValues={{
        quoteName: configuration.name,
        quoteNumber: '',
        executionPeriod: '',
      }}
      onClose={onClose}
      onSubmit={submit}
      width={560}
    >
      <Flex vertical gap="middle">
        {failure && (
          <FinalizeFailureAlert
            failure={failure}
            projectId={configuration.projectId}
            configurationId={configuration.id}
            onNavigate={onClose}
          />
        )}
        <div>
          <Form.Item name="quoteName" label="Name des Angebots" rules={rules.quoteName}>
            <Input autoFocus />
          </Form.Item>
          <Form.Item name="quoteNumber" label="Angebotsnummer" rules={rules.quoteNumber}>
            <Input count={{ show: true, max: QUOTE_NUMBER_MAX_LENGTH }} autoComplete="off" />
          </Form.Item>
          <Form.Item name="executionPeriod" label="Ausführungszeitraum (optional)" rules={rules.executionPeriod}>
            <Input placeholder="z. B. KW 14 bis KW 16/2027" maxLength={100} />
          </Form.Item>
          {companyTerms && <PaymentTermsFields name="paymentTerms" />}
        </div>
      </Flex>
      <Typography.Title level={5} style={{ marginTop: 24, marginBottom: 8 }}>
        Summen zu heutigen Preisen
      </Typography.Title>
      <QuotePreviewTable configurationId={configuration.id} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        Mit dem Fertigstellen werden alle Positionen und Preise festgeschrieben und das PDF erstellt. Das Angebot kann danach
        nicht mehr bearbeitet werden; für Änderungen legen Sie eine Kopie an.
      </Typography.Paragraph>
    </FormDialog>
  );
}
