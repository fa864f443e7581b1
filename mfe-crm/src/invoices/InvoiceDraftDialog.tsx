import {
  INVOICE_DATE_MAX_DAYS_BACK,
  InvoiceDraftSchema,
  LINE_VAT_OPTIONS,
  type Invoice,
  type InvoiceDraftInput,
  type InvoiceLine,
  type LineVatCategory,
} from '@planner/api';
import {
  App,
  Col,
  DateField,
  Divider,
  Form,
  FormDialog,
  formatCents,
  Input,
  MoneyInput,
  PaymentTermsFields,
  Row,
  Select,
  Switch,
  Typography,
  useBreakpoint,
  valibotFieldRules,
} from '@planner/ui';
import { useInvoiceMutations } from './useInvoices';

/** The form holds the draft as the contract takes it; the version stays in it so that checks across fields see a whole draft. */
type DraftValues = InvoiceDraftInput;

const rules = valibotFieldRules(InvoiceDraftSchema);

/** A line's own rate: a reverse-charge draft shows every line under § 13b, the draft keeps what it has without. */
const lineCategory = (invoice: Invoice, index: number): LineVatCategory =>
  invoice.draftVatCategories?.[index] ?? (invoice.lines[index]?.vatCategory === 'PvZeroRate' ? 'PvZeroRate' : 'Standard');

const initialValues = (invoice: Invoice): DraftValues => ({
  version: invoice.version,
  servicePeriodStart: invoice.servicePeriodStart,
  servicePeriodEnd: invoice.servicePeriodEnd,
  paymentTerms: invoice.paymentTerms,
  reverseCharge: invoice.reverseCharge,
  buyerReference: invoice.buyerReference,
  buyerVatId: invoice.buyerVatId,
  lines: invoice.lines.map((line, index) => ({ vatCategory: lineCategory(invoice, index), labourAmount: line.labourAmount })),
});

/** The service period; its end cannot be picked before its start. */
function ServicePeriodFields() {
  const start: string | undefined = Form.useWatch('servicePeriodStart');
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item name="servicePeriodStart" label="Leistungszeitraum von" rules={rules.servicePeriodStart}>
            <DateField allowClear={false} autoFocus />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="servicePeriodEnd" label="Leistungszeitraum bis" rules={rules.servicePeriodEnd} dependencies={['servicePeriodStart']}>
            <DateField allowClear={false} min={start} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary">
        Das Rechnungsdatum wählen Sie beim Stellen: heute oder bis zu {INVOICE_DATE_MAX_DAYS_BACK} Tage zurück, nicht vor der
        Fertigstellung des Angebots und nicht vor der zuletzt gestellten Rechnung Ihres Nummernkreises.
      </Typography.Paragraph>
    </>
  );
}

const lineName = (line: InvoiceLine) => `Pos. ${line.position} ${line.title}`;

/** Per line its VAT rate and the labour it contains (for the customer's § 35a EStG deduction). */
function LineFields({ lines }: { lines: InvoiceLine[] }) {
  const mobile = useBreakpoint() === 'mobile';
  const reverseCharge: boolean = Form.useWatch('reverseCharge') ?? false;
  const columns = mobile ? '1fr 1fr' : 'minmax(0, 1fr) 180px 150px';
  return (
    <section aria-label="Positionen">
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Positionen
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {reverseCharge
          ? 'Bei Steuerschuldnerschaft des Leistungsempfängers weist die Rechnung keine Umsatzsteuer aus.'
          : '0 % gilt für Lieferung und Installation einer PV-Anlage mit Speicher bis 30 kWp auf oder an einem Wohngebäude (§ 12 Abs. 3 UStG).'}{' '}
        Der Lohnanteil (netto) wird als Arbeitskosten nach § 35a EStG ausgewiesen.
      </Typography.Paragraph>
      {!mobile && (
        <div style={{ display: 'grid', gridTemplateColumns: columns, gap: 12, fontWeight: 600, paddingBottom: 4 }} aria-hidden>
          <span>Position</span>
          <span>USt.</span>
          <span>Lohnanteil</span>
        </div>
      )}
      {lines.map((line, index) => (
        <div
          key={`${line.position}-${index}`}
          style={{ display: 'grid', gridTemplateColumns: columns, columnGap: 12, alignItems: 'start', borderTop: '1px solid #f0f0f0', paddingTop: 8 }}
        >
          <div style={{ gridColumn: mobile ? '1 / -1' : undefined, minWidth: 0, paddingBottom: mobile ? 4 : 0 }}>
            <Typography.Text>
              {line.position} {line.title}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">{formatCents(line.netAmount)} netto</Typography.Text>
          </div>
          <Form.Item name={['lines', index, 'vatCategory']} label={mobile ? 'USt.' : undefined} style={{ marginBottom: 8 }}>
            <Select options={LINE_VAT_OPTIONS} disabled={reverseCharge} aria-label={`USt. ${lineName(line)}`} />
          </Form.Item>
          <Form.Item name={['lines', index, 'labourAmount']} label={mobile ? 'Lohnanteil' : undefined} style={{ marginBottom: 8 }}>
            <MoneyInput min={0} max={Math.max(line.netAmount, 0)} aria-label={`Lohnanteil ${lineName(line)}`} />
          </Form.Item>
        </div>
      ))}
    </section>
  );
}

/** The customer's VAT id, which a reverse-charge invoice must name. */
function BuyerVatIdField() {
  const reverseCharge: boolean = Form.useWatch('reverseCharge') ?? false;
  if (!reverseCharge) return null;
  return (
    <Form.Item name="buyerVatId" label="USt-IdNr. des Kunden" rules={rules.buyerVatId} dependencies={['reverseCharge']}>
      <Input placeholder="DE123456789" autoComplete="off" />
    </Form.Item>
  );
}

export interface InvoiceDraftDialogProps {
  open: boolean;
  invoice: Invoice;
  onClose: () => void;
}

/** Changes a draft: service period, payment terms, buyer reference, tax treatment and the lines' VAT and labour. */
export default function InvoiceDraftDialog({ open, invoice, onClose }: InvoiceDraftDialogProps) {
  const { message } = App.useApp();
  const { update, refresh } = useInvoiceMutations();

  const submit = async (values: DraftValues): Promise<void | false> => {
    const { failure } = await update(invoice.id, { ...values, version: invoice.version });
    if (!failure) return;
    void message.error(failure.message ?? 'Der Entwurf konnte nicht gespeichert werden.');
    if (failure.type === 'failure/InvalidInvoice') return false;
    // Changed or issued meanwhile: the dialog's state is outdated, the page shows the invoice as it is now.
    await refresh();
    onClose();
    return false;
  };

  return (
    <FormDialog<DraftValues>
      open={open}
      title="Entwurf bearbeiten"
      successMessage="Entwurf gespeichert."
      initialValues={initialValues(invoice)}
      onClose={onClose}
      onSubmit={submit}
      width={760}
    >
      <ServicePeriodFields />
      <PaymentTermsFields name="paymentTerms" />
      <Form.Item
        name="buyerReference"
        label="Käuferreferenz / Leitweg-ID (optional)"
        rules={rules.buyerReference}
        extra="Bei öffentlichen Auftraggebern die Leitweg-ID aus dem Auftrag, z. B. 08311000-1234-56."
      >
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="reverseCharge"
        label="Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)"
        valuePropName="checked"
        extra="Für Bauleistungen an Unternehmen, die selbst Bauleistungen erbringen: Die Rechnung weist keine Umsatzsteuer aus, der Kunde schuldet sie."
      >
        <Switch />
      </Form.Item>
      <BuyerVatIdField />
      <Divider style={{ margin: '8px 0 16px' }} />
      <LineFields lines={invoice.lines} />
    </FormDialog>
  );
}
