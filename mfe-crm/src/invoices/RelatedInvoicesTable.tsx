import { INVOICE_KIND_LABELS, type InvoiceListItem } from '@planner/api';
import { DataTable, ErrorState, Flex, LoadingState, Typography, useBreakpoint, type ListColumn } from '@planner/ui';
import { useNavigate } from 'react-router';
import { formatDate } from '../quotes/formatDate';
import { AmountOpenCell, InvoiceDateCell, InvoiceNumberCell, Money } from './invoiceCells';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import { useRelatedInvoices } from './useInvoices';

const columns: ListColumn<InvoiceListItem>[] = [
  { title: 'Nummer', key: 'number', render: (_, invoice) => <InvoiceNumberCell invoice={invoice} /> },
  { title: 'Art', key: 'kind', render: (_, invoice) => INVOICE_KIND_LABELS[invoice.kind] },
  { title: 'Angebot', key: 'quote', breakpoints: ['desktop'], dataIndex: 'quoteNumber' },
  { title: 'Rechnungsdatum', key: 'date', breakpoints: ['tablet', 'desktop'], render: (_, invoice) => <InvoiceDateCell invoice={invoice} /> },
  { title: 'Brutto', key: 'gross', align: 'right', breakpoints: ['tablet', 'desktop'], render: (_, invoice) => <Money cents={invoice.grossTotal} /> },
  { title: 'Offen', key: 'open', align: 'right', breakpoints: ['tablet', 'desktop'], render: (_, invoice) => <AmountOpenCell invoice={invoice} /> },
  { title: 'Status', key: 'status', render: (_, invoice) => <InvoiceStatusTag status={invoice.status} paidOn={invoice.paidOn} /> },
];

/** On phones a row reads 'RE-0001 · Abschlagsrechnung', its date and amount, and its status. */
const phoneColumns: ListColumn<InvoiceListItem>[] = [
  {
    title: 'Rechnung',
    key: 'invoice',
    render: (_, invoice) => (
      <Flex vertical gap={2}>
        <Typography.Text strong>
          {invoice.invoiceNumber ?? 'Entwurf'} · {INVOICE_KIND_LABELS[invoice.kind]}
        </Typography.Text>
        <Flex gap="small" align="center" wrap>
          {invoice.invoiceDate && <Typography.Text type="secondary">{formatDate(invoice.invoiceDate)}</Typography.Text>}
          <Money cents={invoice.grossTotal} />
          <InvoiceStatusTag status={invoice.status} paidOn={invoice.paidOn} />
        </Flex>
      </Flex>
    ),
  },
];

export interface RelatedInvoicesTableProps {
  filter: { quoteId: string } | { projectId: string };
  emptyText: string;
  /** The quote's own invoices need not name it. */
  showQuote?: boolean;
}

/** The invoices of a quote or a project, newest first; a row opens the invoice. */
export function RelatedInvoicesTable({ filter, emptyText, showQuote = false }: RelatedInvoicesTableProps) {
  const breakpoint = useBreakpoint();
  const navigate = useNavigate();
  const { data: invoices, isPending, refetch } = useRelatedInvoices(filter);
  if (isPending) return <LoadingState />;
  if (!invoices) return <ErrorState message="Rechnungen konnten nicht geladen werden." onRetry={() => void refetch()} />;
  if (invoices.length === 0) return <Typography.Text type="secondary">{emptyText}</Typography.Text>;
  const shown =
    breakpoint === 'mobile'
      ? phoneColumns
      : columns.filter((column) => (showQuote || column.key !== 'quote') && (!column.breakpoints || column.breakpoints.includes(breakpoint)));
  return (
    <DataTable<InvoiceListItem>
      size="small"
      rows={invoices}
      columns={shown}
      rowKey="id"
      onRowClick={(invoice) => void navigate(`/invoices/${invoice.id}`)}
    />
  );
}
