import { MoreOutlined } from '@ant-design/icons';
import type { QuoteStatus } from '@planner/api';
import { Button, Dropdown } from '@planner/ui';
import { openPdfItem, quoteStatusItems } from './quoteActionItems';
import { useQuoteActions } from './useQuoteActions';

interface QuoteRowActionsProps {
  configurationId: string;
  quoteNumber: string;
  quoteStatus: QuoteStatus;
}

/** The menu of a quote in a list: PDF and the customer's answer. */
export function QuoteRowActions({ configurationId, quoteNumber, quoteStatus }: QuoteRowActionsProps) {
  const actions = useQuoteActions();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          openPdfItem(() => void actions.openPdf(configurationId)),
          { type: 'divider' },
          ...quoteStatusItems(quoteStatus, (status) => void actions.changeStatus(configurationId, status)),
        ],
      }}
    >
      <Button type="text" icon={<MoreOutlined />} aria-label={`Optionen für Angebot ${quoteNumber}`} />
    </Dropdown>
  );
}
