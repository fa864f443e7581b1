import type { Invoice } from '@planner/api';
import { InvoiceDateDialog } from './InvoiceDateDialog';
import { useInvoiceSteps, type InvoiceStep } from './useInvoiceSteps';

export interface InvoiceStepDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so that its texts do not change mid-animation. */
  step: InvoiceStep | null;
  invoice: Invoice;
  onClose: () => void;
}

/** Issuing, cancelling or recording the payment of an invoice, each with its date. */
export function InvoiceStepDialog({ open, step, invoice, onClose }: InvoiceStepDialogProps) {
  const dialogs = useInvoiceSteps(invoice);
  if (!step) return null;
  return <InvoiceDateDialog key={step} open={open} onClose={onClose} {...dialogs[step]} />;
}
