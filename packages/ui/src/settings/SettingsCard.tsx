import { Suspense, useState, type ReactNode } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { usePermission } from '@planner/platform';
import { useBreakpoint } from '../breakpoints';
import { Card, Descriptions, Typography, type DescriptionsProps } from '../kit/antd';
import { PermittedButton } from '../permissions/PermittedButton';

export interface SettingsCardProps {
  title: string;
  /** Shown instead of the values while the part has not been filled in. */
  isEmpty: boolean;
  items: DescriptionsProps['items'];
  /** The edit dialog; loaded and rendered only while editing. */
  renderDialog: (close: () => void) => ReactNode;
}

/** One card of a settings page (company, PV design) with the dialog that edits its part; only owners edit. */
export function SettingsCard({ title, isEmpty, items, renderDialog }: SettingsCardProps) {
  const [editing, setEditing] = useState(false);
  const isMobile = useBreakpoint() === 'mobile';
  const manageCompany = usePermission('manageCompany');
  return (
    <Card
      title={title}
      extra={
        <PermittedButton
          permission={manageCompany}
          icon={<EditOutlined />}
          onClick={() => setEditing(true)}
          aria-label={`${title} bearbeiten`}
        >
          {!isMobile && 'Bearbeiten'}
        </PermittedButton>
      }
    >
      {isEmpty ? (
        <Typography.Text type="secondary">Noch nicht hinterlegt.</Typography.Text>
      ) : (
        <Descriptions column={1} size="small" items={items} />
      )}
      {editing && <Suspense fallback={null}>{renderDialog(() => setEditing(false))}</Suspense>}
    </Card>
  );
}
