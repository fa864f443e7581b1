import { MSG_PARTIAL_SHARE, type PartialShare, type Quote } from '@planner/api';
import { Alert, Form, FormDialog, formatCents, InputNumber, MoneyInput, Radio, Typography } from '@planner/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useInvoiceMutations } from './useInvoices';

interface ShareValues {
  type: PartialShare['type'];
  /** Percent of the quote's net total, e.g. 30 or 33,33. */
  percent: number | null;
  /** Net amount in cents. */
  amount: number | null;
}

const percentRules = [{ required: true, type: 'number' as const, min: 0.01, max: 100, message: MSG_PARTIAL_SHARE }];
const amountRules = [{ required: true, type: 'number' as const, min: 1, message: MSG_PARTIAL_SHARE }];

const shareOf = ({ type, percent, amount }: ShareValues): PartialShare =>
  type === 'Percent' ? { type, basisPoints: Math.round((percent ?? 0) * 100) } : { type, amount: amount ?? 0 };

/** The net amount the share bills, as the server computes it. */
const netOf = (share: PartialShare, quoteNet: number) =>
  share.type === 'Amount' ? share.amount : Math.round((quoteNet * share.basisPoints) / 10_000);

function ShareFields({ quoteNet }: { quoteNet: number }) {
  const type: ShareValues['type'] = Form.useWatch('type') ?? 'Percent';
  const percent: number | null = Form.useWatch('percent') ?? null;
  const amount: number | null = Form.useWatch('amount') ?? null;
  const net = netOf(shareOf({ type, percent, amount }), quoteNet);
  return (
    <>
      <Form.Item name="type" label="Abschlag als">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'Percent', label: 'Anteil in %' },
            { value: 'Amount', label: 'Betrag in €' },
          ]}
        />
      </Form.Item>
      {type === 'Percent' ? (
        <Form.Item name="percent" label="Anteil an der Auftragssumme" rules={percentRules}>
          <InputNumber<number> min={0.01} max={100} precision={2} decimalSeparator="," suffix="%" style={{ width: 200 }} autoFocus />
        </Form.Item>
      ) : (
        <Form.Item name="amount" label="Betrag (netto)" rules={amountRules}>
          <MoneyInput min={0} max={quoteNet} style={{ width: 200 }} autoFocus />
        </Form.Item>
      )}
      {net > 0 && (
        <Typography.Paragraph>
          Abschlag: <strong>{formatCents(net)}</strong> netto zuzüglich Umsatzsteuer.
        </Typography.Paragraph>
      )}
    </>
  );
}

export interface PartialInvoiceDialogProps {
  open: boolean;
  quote: Quote;
  onClose: () => void;
}

/** A draft partial invoice of a share of the quote, in percent or as a net amount; it opens once created. */
export default function PartialInvoiceDialog({ open, quote, onClose }: PartialInvoiceDialogProps) {
  const navigate = useNavigate();
  const { create } = useInvoiceMutations();
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog<ShareValues>
      open={open}
      title="Abschlagsrechnung erstellen"
      okText="Entwurf erstellen"
      successMessage="Entwurf der Abschlagsrechnung erstellt."
      initialValues={{ type: 'Percent', percent: null, amount: null }}
      onClose={() => {
        setError(null);
        onClose();
      }}
      onSubmit={async (values) => {
        setError(null);
        const { data, failure } = await create({ quoteId: quote.id, kind: 'Partial', share: shareOf(values) });
        if (data) {
          void navigate(`/invoices/${data.id}`);
          return;
        }
        setError(failure.message ?? 'Die Abschlagsrechnung konnte nicht erstellt werden.');
        return false;
      }}
    >
      <Typography.Paragraph>
        Auftragssumme laut Angebot {quote.quoteNumber}: <strong>{formatCents(quote.netTotal)}</strong> netto. Den Entwurf können Sie vor dem
        Stellen noch bearbeiten.
      </Typography.Paragraph>
      <ShareFields quoteNet={quote.netTotal} />
      {error && <Alert type="error" showIcon role="alert" title={error} />}
    </FormDialog>
  );
}
