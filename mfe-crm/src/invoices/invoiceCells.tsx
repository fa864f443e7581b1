import type { InvoiceListItem } from '@planner/api';
import { formatCents, Typography } from '@planner/ui';
import { formatDate } from '../quotes/formatDate';
import { isOverdue } from './invoiceText';

type Row = Pick<InvoiceListItem, 'status' | 'invoiceNumber' | 'invoiceDate' | 'dueDate' | 'amountDue'>;

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The number, or 'Entwurf' while the invoice has none. */
export function InvoiceNumberCell({ invoice }: { invoice: Row }) {
  return invoice.invoiceNumber ? (
    <span style={nowrap}>{invoice.invoiceNumber}</span>
  ) : (
    <Typography.Text type="secondary" italic>
      Entwurf
    </Typography.Text>
  );
}

export const InvoiceDateCell = ({ invoice }: { invoice: Row }) => (
  <span style={nowrap}>{invoice.invoiceDate ? formatDate(invoice.invoiceDate) : '–'}</span>
);

/** The due date, marked once it has passed unpaid. */
export function DueDateCell({ invoice }: { invoice: Row }) {
  if (!invoice.dueDate) return '–';
  return isOverdue(invoice) ? (
    <Typography.Text type="danger" style={nowrap}>
      {formatDate(invoice.dueDate)} (überfällig)
    </Typography.Text>
  ) : (
    <span style={nowrap}>{formatDate(invoice.dueDate)}</span>
  );
}

/** What the customer still owes: nothing once paid; a draft or a cancelled invoice is owed by no one. */
export function amountOpen(invoice: Row): number | null {
  if (invoice.status === 'Paid') return 0;
  if (invoice.status === 'Draft' || invoice.status === 'Cancelled') return null;
  return invoice.amountDue;
}

export function AmountOpenCell({ invoice }: { invoice: Row }) {
  const open = amountOpen(invoice);
  return <span style={nowrap}>{open === null ? '–' : formatCents(open)}</span>;
}

export const Money = ({ cents }: { cents: number }) => <span style={nowrap}>{formatCents(cents)}</span>;
