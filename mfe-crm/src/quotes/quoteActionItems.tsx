import { CheckCircleOutlined, CloseCircleOutlined, FilePdfOutlined, RollbackOutlined } from '@ant-design/icons';
import type { QuoteStatus } from '@planner/api';
import type { MenuProps } from '@planner/ui';
import type { ReactNode } from 'react';

type MenuItems = NonNullable<MenuProps['items']>;

const STATUS_ACTIONS: { status: QuoteStatus; label: string; icon: ReactNode }[] = [
  { status: 'Accepted', label: 'Vom Kunden angenommen', icon: <CheckCircleOutlined /> },
  { status: 'Declined', label: 'Vom Kunden abgelehnt', icon: <CloseCircleOutlined /> },
  { status: 'Sent', label: 'Zurück auf „An Kunden versandt“', icon: <RollbackOutlined /> },
];

/** The customer's possible answers from the current quote status; going back only once there is an answer. */
export function quoteStatusItems(current: QuoteStatus, onChange: (status: QuoteStatus) => void): MenuItems {
  return STATUS_ACTIONS.filter(({ status }) => status !== current).map(({ status, label, icon }) => ({
    key: `status-${status}`,
    icon,
    label,
    onClick: () => onChange(status),
  }));
}

export const openPdfItem = (onOpen: () => void): MenuItems[number] => ({
  key: 'pdf',
  icon: <FilePdfOutlined />,
  label: 'PDF öffnen',
  onClick: onOpen,
});
