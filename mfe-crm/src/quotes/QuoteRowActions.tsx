import { MoreOutlined } from '@ant-design/icons';
import type { QuoteStatus } from '@planner/api';
import { usePermission } from '@planner/platform';
import { Button, Dropdown, permittedMenuItems } from '@planner/ui';
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
  const plan = usePermission('plan');
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          openPdfItem(() => void actions.openPdf(configurationId)),
          { type: 'divider' },
          ...permittedMenuItems(
            quoteStatusItems(quoteStatus, (status) => void actions.changeStatus(configurationId, status)),
            plan,
          ),
        ],
      }}
    >
      <Button type="text" icon={<MoreOutlined />} aria-label={`Optionen für Angebot ${quoteNumber}`} />
    </Dropdown>
  );
}
