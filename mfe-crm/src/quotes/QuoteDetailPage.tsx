import { FilePdfOutlined, ProjectOutlined } from '@ant-design/icons';
import { floorPlansPath, formatGermanDay, MSG_CONFIGURATION_NOT_FOUND, MSG_QUOTE_DATA_UNAVAILABLE, offerValidUntil, type QuoteDetail as QuoteWithCourse } from '@planner/api';
import { usePermission } from '@planner/platform';
import {
  Alert,
  Button,
  Card,
  ErrorState,
  Flex,
  formatCents,
  LoadingState,
  NotFoundState,
  OptionsMenu,
  PageHeader,
  permittedMenuItems,
  Typography,
  lazyDialog,
  Spin,
  useBreakpoint,
  usePageTitle,
} from '@planner/ui';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { navigateToUrl } from 'single-spa';
import { PdfPendingButton, usePendingRefresh } from '../documents/PdfPending';
import { QuoteLinksCard } from './links/QuoteLinksCard';
import { AdditionalInstallationLinesTable, CheckoutLinesTable } from './QuoteLineTables';
import { QuotePvCard } from './QuotePvCard';
import { QuoteFloorCard } from './QuoteFloorCard';
import { QuotePartyCards } from './QuotePartyCards';
import { QuoteTotals } from './QuoteTotals';
import { quoteStatusItems, withdrawalItems } from './quoteActionItems';
import { QuoteStatusTag } from './StatusTags';
import { useQuoteActions } from './useQuoteActions';
import { useQuote } from './useQuotes';

// Recording a withdrawal is rare, and invoices exist only for accepted quotes: the dialog's form
// with its date picker and the invoices card are downloaded when they are needed, not with every quote.
const QuoteWithdrawalDialog = lazyDialog(() => import('./QuoteWithdrawalDialog').then((module) => module.QuoteWithdrawalDialog));
const QuoteInvoicesCard = lazy(() => import('../invoices/QuoteInvoicesCard').then((module) => ({ default: module.QuoteInvoicesCard })));

const sum = (lines: { totalPrice: number }[]) => lines.reduce((total, line) => total + line.totalPrice, 0);

function QuoteActions({ quote, onReload }: { quote: QuoteWithCourse; onReload: () => Promise<unknown> }) {
  const actions = useQuoteActions();
  const [opening, setOpening] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const plan = usePermission('plan');
  const openPdf = async () => {
    setOpening(true);
    try {
      await actions.openPdf(quote.id);
    } finally {
      setOpening(false);
    }
  };
  return (
    <Flex gap="small" align="center" wrap>
      <QuoteStatusTag status={quote.quoteStatus} />
      <Flex gap="small">
        {quote.pdfState === 'Pending' ? (
          <PdfPendingButton onReload={onReload} />
        ) : (
          <Button type="primary" icon={<FilePdfOutlined />} loading={opening} onClick={() => void openPdf()}>
            PDF öffnen
          </Button>
        )}
        <OptionsMenu
          items={[
            ...permittedMenuItems(
              [
                ...quoteStatusItems(quote.quoteStatus, (status) => void actions.changeStatus(quote.id, status), quote.statusLock),
                ...withdrawalItems(quote.quoteStatus, quote.statusLock, () => setWithdrawing(true)),
              ],
              plan,
            ),
            { type: 'divider' },
            {
              key: 'configuration',
              icon: <ProjectOutlined />,
              label: 'Planung ansehen',
              onClick: () => navigateToUrl(floorPlansPath(quote.projectId, quote.id)),
            },
          ]}
        />
      </Flex>
      <QuoteWithdrawalDialog open={withdrawing} quote={quote} onClose={() => setWithdrawing(false)} />
    </Flex>
  );
}

/** Why the status no longer changes, or the customer's withdrawal with its day and reason. */
function QuoteCourseNotice({ quote }: { quote: QuoteWithCourse }) {
  if (quote.withdrawal) {
    return (
      <Alert
        type="warning"
        showIcon
        title={`Der Kunde ist am ${formatGermanDay(quote.withdrawal.withdrawnOn)} von diesem Angebot zurückgetreten.`}
        description={`Grund: ${quote.withdrawal.reason}`}
      />
    );
  }
  if (quote.statusLock === 'Invoiced') {
    return <Alert type="info" showIcon title="Zu diesem Angebot gibt es gestellte Rechnungen; sein Status steht fest." />;
  }
  if (quote.statusLock === 'AcceptedOnline') {
    return (
      <Alert
        type="info"
        showIcon
        title="Der Kunde hat dieses Angebot online verbindlich angenommen. Tritt er zurück, erfassen Sie bitte seinen Rücktritt."
      />
    );
  }
  return null;
}

function QuoteDetail({ quote, onReload }: { quote: QuoteWithCourse; onReload: () => Promise<unknown> }) {
  const mobile = useBreakpoint() === 'mobile';
  const cardSize = mobile ? 'small' : 'default';
  return (
    <>
      <PageHeader
        title={`Angebot ${quote.quoteNumber} – ${quote.quoteName}`}
        breadcrumbs={[{ label: 'Angebote', href: '/quotes' }, { label: quote.quoteNumber }]}
        extra={<QuoteActions quote={quote} onReload={onReload} />}
      />
      <Flex vertical gap="large">
        <QuoteCourseNotice quote={quote} />
        <QuotePartyCards quote={quote} />
        {quote.quoteStatus === 'Accepted' && (
          <Suspense fallback={<Spin />}>
            <QuoteInvoicesCard quote={quote} size={cardSize} />
          </Suspense>
        )}
        <QuoteLinksCard
          quoteId={quote.id}
          answered={quote.quoteStatus === 'Accepted' || quote.quoteStatus === 'Declined'}
          validUntil={offerValidUntil(quote)}
          size={cardSize}
        />
        {quote.floors.map((floor) => (
          <QuoteFloorCard key={floor.id} floor={floor} size={cardSize} />
        ))}
        {quote.additionalInstallations.length > 0 && (
          <Card size={cardSize} title="Zusatzinstallationen" extra={<Typography.Text strong>{formatCents(sum(quote.additionalInstallations))}</Typography.Text>}>
            <AdditionalInstallationLinesTable lines={quote.additionalInstallations} />
          </Card>
        )}
        {quote.checkout.length > 0 && (
          <Card
            size={cardSize}
            title={mobile ? 'Vertragsleistungen' : 'Vertragsleistungen & Sondervereinbarungen'}
            extra={<Typography.Text strong>{formatCents(sum(quote.checkout))}</Typography.Text>}
          >
            <CheckoutLinesTable lines={quote.checkout} />
          </Card>
        )}
        {quote.pv && <QuotePvCard quote={quote} pv={quote.pv} size={cardSize} />}
        <QuoteTotals totals={quote} />
      </Flex>
    </>
  );
}

/** A finalized quote as it was frozen, with its PDF and the customer's answer. */
export default function QuoteDetailPage() {
  const { quoteId = '' } = useParams();
  const { data: quote, failure, isPending, refetch } = useQuote(quoteId);
  usePageTitle(quote ? `Angebot ${quote.quoteNumber}` : 'Angebote');
  usePendingRefresh(quote?.pdfState === 'Pending', refetch);
  if (isPending) return <LoadingState />;
  if (failure) return <NotFoundState message={MSG_CONFIGURATION_NOT_FOUND} />;
  if (!quote) return <ErrorState message={MSG_QUOTE_DATA_UNAVAILABLE} onRetry={() => void refetch()} />;
  return <QuoteDetail quote={quote} onReload={refetch} />;
}
