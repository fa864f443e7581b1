import { QUOTE_SORT_KEYS, QUOTE_STATUS_LABELS, QUOTE_STATUSES, quoteEndpoints, type QuoteListItem } from '@planner/api';
import {
  Flex,
  formatCents,
  ListFilterSelect,
  ListPage,
  Typography,
  useListUrlState,
  usePageTitle,
  type ListColumn,
} from '@planner/ui';
import { useNavigate } from 'react-router';
import { formatDate } from './formatDate';
import { QuoteRowActions } from './QuoteRowActions';
import { QuoteStatusTag } from './StatusTags';
import { useQuoteStatusFilter } from './useQuoteStatusFilter';
import { useQuoteList } from './useQuotes';
import { useAnsweredQuotesToast } from './links/useAnsweredQuotesToast';

const columns: ListColumn<QuoteListItem>[] = [
  {
    title: 'Angebot',
    key: 'combined',
    breakpoints: ['mobile'],
    render: (_, quote) => (
      <Flex vertical gap={2}>
        <Typography.Text strong>
          {quote.quoteNumber} · {quote.quoteName}
        </Typography.Text>
        <Typography.Text type="secondary">
          {quote.customerName} · {formatDate(quote.finalizedAt)}
        </Typography.Text>
        <Flex gap="small" align="center" wrap>
          <Typography.Text>{formatCents(quote.grossTotal)}</Typography.Text>
          <QuoteStatusTag status={quote.quoteStatus} />
        </Flex>
      </Flex>
    ),
  },
  { title: 'Angebotsnummer', sortKey: 'quoteNumber', breakpoints: ['tablet', 'desktop'], dataIndex: 'quoteNumber' },
  { title: 'Name', sortKey: 'quoteName', breakpoints: ['tablet', 'desktop'], dataIndex: 'quoteName' },
  { title: 'Kunde', sortKey: 'customer', breakpoints: ['tablet', 'desktop'], dataIndex: 'customerName' },
  { title: 'Projekt', sortKey: 'project', breakpoints: ['desktop'], dataIndex: 'projectName' },
  {
    title: 'Datum',
    sortKey: 'finalizedAt',
    breakpoints: ['desktop'],
    render: (_, quote) => formatDate(quote.finalizedAt),
  },
  {
    title: 'Brutto',
    sortKey: 'grossTotal',
    breakpoints: ['tablet', 'desktop'],
    align: 'right',
    render: (_, quote) => <span style={{ whiteSpace: 'nowrap' }}>{formatCents(quote.grossTotal)}</span>,
  },
  {
    title: 'Status',
    sortKey: 'quoteStatus',
    breakpoints: ['tablet', 'desktop'],
    render: (_, quote) => <QuoteStatusTag status={quote.quoteStatus} />,
  },
  {
    key: 'actions',
    width: 56,
    render: (_, quote) => (
      <QuoteRowActions configurationId={quote.id} quoteNumber={quote.quoteNumber} quoteStatus={quote.quoteStatus} statusLock={quote.statusLock} />
    ),
  },
];

const statusOptions = QUOTE_STATUSES.map((status) => ({ value: status, label: QUOTE_STATUS_LABELS[status] }));

/** Every finalized quote of the company, with search, status filter, sort and paging in the URL. */
export default function QuoteListPage() {
  usePageTitle('Angebote');
  useAnsweredQuotesToast();
  const list = useListUrlState({ sortKeys: QUOTE_SORT_KEYS });
  const { quoteStatus, setQuoteStatus } = useQuoteStatusFilter();
  const { data, paginationInfo, isPlaceholderData } = useQuoteList({ ...list.query, quoteStatus });
  const navigate = useNavigate();

  return (
    <ListPage<QuoteListItem>
      title="Angebote"
      breadcrumbs={[{ label: 'Angebote' }]}
      filters={
        <ListFilterSelect
          label="Status"
          allLabel="Alle Status"
          value={quoteStatus}
          onChange={setQuoteStatus}
          options={statusOptions}
        />
      }
      list={list}
      exportTo={{ endpoint: quoteEndpoints.export, query: { ...list.query, quoteStatus } }}
      rows={data}
      paginationInfo={paginationInfo}
      loading={isPlaceholderData}
      columns={columns}
      rowKey="id"
      onRowClick={(quote) => void navigate(`/quotes/${quote.id}`)}
      searchPlaceholder="Angebot suchen"
    />
  );
}
