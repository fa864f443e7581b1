import { MoreOutlined } from '@ant-design/icons';
import type { QuoteStatus, QuoteStatusLock } from '@planner/api';
import { usePermission } from '@planner/platform';
import { Button, Dropdown, permittedMenuItems } from '@planner/ui';
import { openPdfItem, quoteStatusItems } from './quoteActionItems';
import { useQuoteActions } from './useQuoteActions';

interface QuoteRowActionsProps {
  configurationId: string;
  quoteNumber: string;
  quoteStatus: QuoteStatus;
  statusLock: QuoteStatusLock | null;
}

/** The menu of a quote in a list: PDF and the customer's answer. */
export function QuoteRowActions({ configurationId, quoteNumber, quoteStatus, statusLock }: QuoteRowActionsProps) {
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
            quoteStatusItems(quoteStatus, (status) => void actions.changeStatus(configurationId, status), statusLock),
            plan,
          ),
        ],
      }}
    >
      <Button type="text" icon={<MoreOutlined />} aria-label={`Optionen für Angebot ${quoteNumber}`} />
    </Dropdown>
  );
}
