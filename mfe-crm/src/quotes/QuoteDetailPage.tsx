import { FilePdfOutlined, ProjectOutlined } from '@ant-design/icons';
import { floorPlansPath, MSG_CONFIGURATION_NOT_FOUND, MSG_QUOTE_DATA_UNAVAILABLE, offerValidUntil, type Quote } from '@planner/api';
import { usePermission } from '@planner/platform';
import {
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
  useBreakpoint,
  usePageTitle,
} from '@planner/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { navigateToUrl } from 'single-spa';
import { QuoteInvoicesCard } from '../invoices/QuoteInvoicesCard';
import { QuoteLinksCard } from './links/QuoteLinksCard';
import { AdditionalInstallationLinesTable, CheckoutLinesTable } from './QuoteLineTables';
import { QuoteFloorCard } from './QuoteFloorCard';
import { QuotePartyCards } from './QuotePartyCards';
import { QuoteTotals } from './QuoteTotals';
import { quoteStatusItems } from './quoteActionItems';
import { QuoteStatusTag } from './StatusTags';
import { useQuoteActions } from './useQuoteActions';
import { useQuote } from './useQuotes';

const sum = (lines: { totalPrice: number }[]) => lines.reduce((total, line) => total + line.totalPrice, 0);

function QuoteActions({ quote }: { quote: Quote }) {
  const actions = useQuoteActions();
  const [opening, setOpening] = useState(false);
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
        <Button type="primary" icon={<FilePdfOutlined />} loading={opening} onClick={() => void openPdf()}>
          PDF öffnen
        </Button>
        <OptionsMenu
          items={[
            ...permittedMenuItems(
              quoteStatusItems(quote.quoteStatus, (status) => void actions.changeStatus(quote.id, status)),
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
    </Flex>
  );
}

function QuoteDetail({ quote }: { quote: Quote }) {
  const mobile = useBreakpoint() === 'mobile';
  const cardSize = mobile ? 'small' : 'default';
  return (
    <>
      <PageHeader
        title={`Angebot ${quote.quoteNumber} – ${quote.quoteName}`}
        breadcrumbs={[{ label: 'Angebote', href: '/quotes' }, { label: quote.quoteNumber }]}
        extra={<QuoteActions quote={quote} />}
      />
      <Flex vertical gap="large">
        <QuotePartyCards quote={quote} />
        {quote.quoteStatus === 'Accepted' && <QuoteInvoicesCard quote={quote} size={cardSize} />}
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
  if (isPending) return <LoadingState />;
  if (failure) return <NotFoundState message={MSG_CONFIGURATION_NOT_FOUND} />;
  if (!quote) return <ErrorState message={MSG_QUOTE_DATA_UNAVAILABLE} onRetry={() => void refetch()} />;
  return <QuoteDetail quote={quote} />;
}
