import {
  INVOICE_KIND_LABELS,
  INVOICE_KINDS,
  INVOICE_SORT_KEYS,
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  invoiceEndpoints,
  type InvoiceListItem,
} from '@planner/api';
import {
  Button,
  Flex,
  formatCents,
  ListFilterSelect,
  ListPage,
  PermittedButton,
  Typography,
  useListFilterParam,
  useListUrlState,
  useBreakpoint,
  usePageTitle,
  type ListColumn,
} from '@planner/ui';
import { ExportOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PdfPendingTag, usePendingRefresh } from '../documents/PdfPending';
import { usePermission } from '@planner/platform';
import { formatDate } from '../quotes/formatDate';
import { AmountOpenCell, DueDateCell, InvoiceDateCell, InvoiceNumberCell, Money } from './invoiceCells';
import { InvoiceRowActions } from './InvoiceRowActions';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import { useInvoiceList } from './useInvoices';

const columns: ListColumn<InvoiceListItem>[] = [
  {
    title: 'Rechnung',
    key: 'combined',
    breakpoints: ['mobile'],
    render: (_, invoice) => (
      <Flex vertical gap={2}>
        <Typography.Text strong>
          {invoice.invoiceNumber ?? 'Entwurf'} · {INVOICE_KIND_LABELS[invoice.kind]}
        </Typography.Text>
        <Typography.Text type="secondary">
          {invoice.customerName} · {invoice.projectName}
        </Typography.Text>
        {invoice.invoiceDate && (
          <Typography.Text type="secondary">
            vom {formatDate(invoice.invoiceDate)}, fällig <DueDateCell invoice={invoice} />
          </Typography.Text>
        )}
        <Flex gap="small" align="center" wrap>
          <Typography.Text>{formatCents(invoice.grossTotal)}</Typography.Text>
          <InvoiceStatusTag status={invoice.status} paidOn={invoice.paidOn} overdue={invoice.overdue} reminderLevel={invoice.reminderLevel} />
          {invoice.pdfState === 'Pending' && <PdfPendingTag />}
        </Flex>
      </Flex>
    ),
  },
  {
    title: 'Nummer',
    sortKey: 'invoiceNumber',
    breakpoints: ['tablet', 'desktop'],
    render: (_, invoice) => <InvoiceNumberCell invoice={invoice} />,
  },
  {
    title: 'Art',
    sortKey: 'kind',
    breakpoints: ['tablet', 'desktop'],
    render: (_, invoice) => INVOICE_KIND_LABELS[invoice.kind],
  },
  { title: 'Kunde', sortKey: 'customer', breakpoints: ['tablet', 'desktop'], dataIndex: 'customerName' },
  { title: 'Projekt', sortKey: 'project', breakpoints: ['desktop'], dataIndex: 'projectName' },
  {
    title: 'Angebot',
    key: 'quote',
    breakpoints: ['desktop'],
    render: (_, invoice) => (
      <Link to={`/quotes/${invoice.quoteId}`} style={{ whiteSpace: 'nowrap' }}>
        {invoice.quoteNumber}
      </Link>
    ),
  },
  {
    title: 'Rechnungsdatum',
    sortKey: 'invoiceDate',
    breakpoints: ['desktop'],
    render: (_, invoice) => <InvoiceDateCell invoice={invoice} />,
  },
  { title: 'Fällig am', key: 'dueDate', breakpoints: ['desktop'], render: (_, invoice) => <DueDateCell invoice={invoice} /> },
  {
    title: 'Brutto',
    sortKey: 'grossTotal',
    breakpoints: ['tablet', 'desktop'],
    align: 'right',
    render: (_, invoice) => <Money cents={invoice.grossTotal} />,
  },
  {
    title: 'Offen',
    key: 'amountDue',
    breakpoints: ['tablet', 'desktop'],
    align: 'right',
    render: (_, invoice) => <AmountOpenCell invoice={invoice} />,
  },
  {
    title: 'Status',
    sortKey: 'status',
    breakpoints: ['tablet', 'desktop'],
    render: (_, invoice) => (
      <Flex vertical gap={4} align="flex-start">
        <InvoiceStatusTag status={invoice.status} paidOn={invoice.paidOn} overdue={invoice.overdue} reminderLevel={invoice.reminderLevel} />
        {invoice.pdfState === 'Pending' && <PdfPendingTag />}
      </Flex>
    ),
  },
  { key: 'actions', width: 56, render: (_, invoice) => <InvoiceRowActions invoice={invoice} /> },
];

const DatevExportDialog = lazy(() => import('./DatevExportDialog'));

/** 'Export für Steuerberater' for those who bill: owners and planners. */
function DatevExportButton() {
  const [open, setOpen] = useState(false);
  const permission = usePermission('plan');
  const isMobile = useBreakpoint() === 'mobile';
  return (
    <>
      <PermittedButton permission={permission} icon={<ExportOutlined />} onClick={() => setOpen(true)} aria-label="Export für Steuerberater">
        {!isMobile && 'Export für Steuerberater'}
      </PermittedButton>
      {open && (
        <Suspense fallback={null}>
          <DatevExportDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

const statusOptions = INVOICE_STATUSES.map((status) => ({ value: status, label: INVOICE_STATUS_LABELS[status] }));
const kindOptions = INVOICE_KINDS.map((kind) => ({ value: kind, label: INVOICE_KIND_LABELS[kind] }));
const OVERDUE_VALUES = ['true'] as const;
const overdueOptions = [{ value: 'true' as const, label: 'Überfällig' }];

/** Every invoice of the company, drafts included, with search, filters, sort and paging in the URL. */
export default function InvoiceListPage() {
  usePageTitle('Rechnungen');
  const list = useListUrlState({ sortKeys: INVOICE_SORT_KEYS });
  const [status, setStatus] = useListFilterParam('status', INVOICE_STATUSES);
  const [kind, setKind] = useListFilterParam('kind', INVOICE_KINDS);
  const [overdue, setOverdue] = useListFilterParam('overdue', OVERDUE_VALUES);
  const { data, paginationInfo, isPlaceholderData, refetch } = useInvoiceList({ ...list.query, status, kind, overdue });
  usePendingRefresh(data?.some((invoice) => invoice.pdfState === 'Pending') ?? false, refetch);
  const navigate = useNavigate();

  return (
    <ListPage<InvoiceListItem>
      title="Rechnungen"
      breadcrumbs={[{ label: 'Rechnungen' }]}
      primaryAction={<DatevExportButton />}
      filters={
        <>
          <ListFilterSelect label="Status" allLabel="Alle Status" value={status} onChange={setStatus} options={statusOptions} />
          <ListFilterSelect label="Art" allLabel="Alle Arten" value={kind} onChange={setKind} options={kindOptions} />
          <ListFilterSelect label="Fälligkeit" allLabel="Alle Fälligkeiten" value={overdue} onChange={setOverdue} options={overdueOptions} />
        </>
      }
      list={list}
      exportTo={{ endpoint: invoiceEndpoints.export, query: { ...list.query, status, kind } }}
      rows={data}
      paginationInfo={paginationInfo}
      loading={isPlaceholderData}
      columns={columns}
      rowKey="id"
      size="small"
      onRowClick={(invoice) => void navigate(`/invoices/${invoice.id}`)}
      searchPlaceholder="Rechnung suchen"
      emptyText="Noch keine Rechnungen."
      emptyHint="Rechnungen erstellen Sie zu einem vom Kunden angenommenen Angebot: Öffnen Sie das Angebot und wählen Sie „Abschlagsrechnung erstellen“ oder „Schlussrechnung erstellen“."
      emptyAction={
        <Button type="primary" onClick={() => void navigate('/quotes?quoteStatus=Accepted')}>
          Angenommene Angebote anzeigen
        </Button>
      }
    />
  );
}
