import { DeleteOutlined, EditOutlined, MoreOutlined, PictureOutlined } from '@ant-design/icons';
import type { PermissionState } from '@planner/platform';
import { Button, Card, Dropdown, Flex, permittedMenuItems, Typography } from '@planner/ui';
import type { OptionSummary } from './catalogues';

export interface OptionCardProps {
  summary: OptionSummary;
  showImage: boolean;
  /** Editing and deleting change master data. */
  permission: PermissionState;
  onEdit: () => void;
  onDelete: () => void;
}

/** One option of an admin list with its menu Bearbeiten / Löschen. */
export function OptionCard({ summary, showImage, permission, onEdit, onDelete }: OptionCardProps) {
  return (
    <Card size="small" style={{ height: '100%' }} data-testid="option-card">
      <Flex gap="middle" align="flex-start">
        {showImage && (
          <Flex
            align="center"
            justify="center"
            style={{ width: 56, height: 56, flex: 'none', borderRadius: 8, background: 'rgba(0,0,0,0.03)', overflow: 'hidden' }}
          >
            {summary.image ? (
              <img src={summary.image} alt="" style={{ maxWidth: '100%', maxHeight: '100%' }} />
            ) : (
              <PictureOutlined style={{ fontSize: 24, opacity: 0.4 }} />
            )}
          </Flex>
        )}
        <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {summary.name}
          </Typography.Text>
          {summary.description && (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: summary.description }} style={{ margin: 0 }}>
              {summary.description}
            </Typography.Paragraph>
          )}
          {summary.details.map((detail) => (
            <Typography.Text key={detail}>{detail}</Typography.Text>
          ))}
        </Flex>
        <Dropdown
          trigger={['click']}
          menu={{
            items: permittedMenuItems(
              [
                { key: 'edit', icon: <EditOutlined />, label: 'Bearbeiten', onClick: onEdit },
                { key: 'delete', icon: <DeleteOutlined />, label: 'Löschen', danger: true, onClick: onDelete },
              ],
              permission,
            ),
          }}
        >
          <Button type="text" icon={<MoreOutlined />} aria-label={`Optionen für ${summary.name}`} />
        </Dropdown>
      </Flex>
    </Card>
  );
}
