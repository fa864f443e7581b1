import { CheckCircleOutlined, CloseCircleOutlined, FilePdfOutlined, RollbackOutlined, SendOutlined, UserDeleteOutlined } from '@ant-design/icons';
import type { QuoteStatus, QuoteStatusLock, SettableQuoteStatus } from '@planner/api';
import type { MenuProps } from '@planner/ui';
import type { ReactNode } from 'react';

type MenuItems = NonNullable<MenuProps['items']>;

const STATUS_ACTIONS: { status: SettableQuoteStatus; label: string; icon: ReactNode; from: readonly QuoteStatus[] }[] = [
  { status: 'Sent', label: 'Als an Kunden versandt markieren', icon: <SendOutlined />, from: ['Created'] },
  { status: 'Accepted', label: 'Vom Kunden angenommen', icon: <CheckCircleOutlined />, from: ['Created', 'Sent', 'Declined'] },
  { status: 'Declined', label: 'Vom Kunden abgelehnt', icon: <CloseCircleOutlined />, from: ['Created', 'Sent', 'Accepted'] },
  { status: 'Sent', label: 'Zurück auf „An Kunden versandt“', icon: <RollbackOutlined />, from: ['Accepted', 'Declined'] },
];

/**
 * What can follow the current quote status: marking a finished quote as sent, the customer's
 * answer, and going back to 'sent' once there is an answer. A locked status (invoiced, accepted
 * online, withdrawn from) offers none.
 */
export function quoteStatusItems(
  current: QuoteStatus,
  onChange: (status: SettableQuoteStatus) => void,
  lock: QuoteStatusLock | null = null,
): MenuItems {
  if (lock) return [];
  return STATUS_ACTIONS.filter(({ from }) => from.includes(current)).map(({ status, label, icon }) => ({
    key: `status-${status}`,
    icon,
    label,
    onClick: () => onChange(status),
  }));
}

/** Recording the customer's withdrawal: offered for an accepted quote without issued invoices. */
export function withdrawalItems(current: QuoteStatus, lock: QuoteStatusLock | null, onWithdraw: () => void): MenuItems {
  if (current !== 'Accepted' || lock === 'Invoiced' || lock === 'Withdrawn') return [];
  return [{ key: 'withdrawal', icon: <UserDeleteOutlined />, label: 'Rücktritt des Kunden erfassen', onClick: onWithdraw }];
}

export const openPdfItem = (onOpen: () => void): MenuItems[number] => ({
  key: 'pdf',
  icon: <FilePdfOutlined />,
  label: 'PDF öffnen',
  onClick: onOpen,
});
