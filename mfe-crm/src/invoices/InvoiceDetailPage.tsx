import { MSG_INVOICE_NOT_FOUND, type Invoice, type InvoiceReference } from '@planner/api';
import { Alert, Card, ErrorState, Flex, LoadingState, NotFoundState, PageHeader, useBreakpoint, usePageTitle } from '@planner/ui';
import { Link, useParams } from 'react-router';
import { formatDate } from '../quotes/formatDate';
import { usePendingRefresh } from '../documents/PdfPending';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceDataNotices } from './InvoiceDataNotices';
import { InvoiceLinesTable } from './InvoiceLinesTable';
import { InvoicePartyCards } from './InvoicePartyCards';
import { invoiceTitle } from './invoiceText';
import { InvoiceTotals } from './InvoiceTotals';
import { PaymentRemindersCard } from './reminders/PaymentRemindersCard';
import { useInvoice } from './useInvoices';

const ReferenceLink = ({ reference }: { reference: InvoiceReference }) => (
  <>
    <Link to={`/invoices/${reference.invoiceId}`}>{reference.invoiceNumber}</Link> vom {formatDate(reference.invoiceDate)}
  </>
);

/** Where the invoice stands: a draft still changes, a cancellation and a cancelled invoice point to each other. */
function InvoiceNotice({ invoice }: { invoice: Invoice }) {
  if (invoice.cancels) {
    return (
      <Alert type="info" showIcon title={<>Diese Stornorechnung hebt die Rechnung <ReferenceLink reference={invoice.cancels} /> vollständig auf.</>} />
    );
  }
  if (invoice.cancelledBy) {
    return (
      <Alert type="warning" showIcon title={<>Diese Rechnung wurde durch die Stornorechnung <ReferenceLink reference={invoice.cancelledBy} /> storniert.</>} />
    );
  }
  if (invoice.status === 'Draft') {
    return (
      <Alert
        type="info"
        showIcon
        title="Entwurf: Die Rechnung erhält ihre Nummer, wenn Sie sie stellen. Gestellt wird sie mit den Firmen- und Kundendaten von dann."
      />
    );
  }
  return null;
}

function InvoiceDetail({ invoice, onReload }: { invoice: Invoice; onReload: () => Promise<unknown> }) {
  const mobile = useBreakpoint() === 'mobile';
  const title = invoiceTitle(invoice);
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: 'Rechnungen', href: '/invoices' }, { label: invoice.invoiceNumber ?? 'Entwurf' }]}
        extra={<InvoiceActions invoice={invoice} onReload={onReload} />}
      />
      <Flex vertical gap="large">
        <InvoiceNotice invoice={invoice} />
        <InvoiceDataNotices invoice={invoice} />
        <InvoicePartyCards invoice={invoice} />
        <Card size={mobile ? 'small' : 'default'} title="Positionen" styles={{ body: { paddingTop: 8 } }}>
          <InvoiceLinesTable lines={invoice.lines} />
        </Card>
        <InvoiceTotals invoice={invoice} />
        {invoice.status !== 'Draft' && invoice.kind !== 'Cancellation' && invoice.status !== 'Cancelled' && <PaymentRemindersCard invoice={invoice} />}
        {invoice.notes.length > 0 && (
          <Card size="small" title="Hinweise auf der Rechnung">
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {invoice.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </Card>
        )}
      </Flex>
    </>
  );
}

/** An invoice with its lines and totals, and what can be done with it in its status. */
export default function InvoiceDetailPage() {
  const { invoiceId = '' } = useParams();
  const { data: invoice, failure, isPending, refetch } = useInvoice(invoiceId);
  usePageTitle(invoice ? invoiceTitle(invoice) : 'Rechnungen');
  usePendingRefresh(invoice?.pdfState === 'Pending', refetch);
  if (isPending) return <LoadingState />;
  if (failure) return <NotFoundState message={failure.message ?? MSG_INVOICE_NOT_FOUND} />;
  if (!invoice) return <ErrorState message="Die Rechnung konnte nicht geladen werden." onRetry={() => void refetch()} />;
  return <InvoiceDetail invoice={invoice} onReload={refetch} />;
}
