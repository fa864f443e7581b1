import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@planner/api';
import { Tag } from '@planner/ui';

const TONES: Record<InvoiceStatus, string> = { Draft: 'default', Issued: 'blue', Paid: 'green', Cancelled: 'red' };

export function InvoiceStatusTag({ status }: { status: InvoiceStatus }) {
  return (
    <Tag color={TONES[status]} style={{ marginInlineEnd: 0 }}>
      {INVOICE_STATUS_LABELS[status]}
    </Tag>
  );
}
