import type { RoomType } from '@planner/api';
import { Card, Flex, Typography } from '@planner/ui';
import { RowActions } from '../common/RowActions';
import { DeletedTag } from './DeletedTag';

export interface RoomCardProps {
  room: RoomType;
  onEdit: () => void;
  onDelete: () => void;
}

/** A room type with its default installations and amounts. */
export function RoomCard({ room, onEdit, onDelete }: RoomCardProps) {
  return (
    <Card
      title={room.name}
      size="small"
      extra={<RowActions label={room.name} onEdit={onEdit} onDelete={onDelete} />}
      style={{ height: '100%' }}
    >
      <Flex vertical gap={4} role="list" aria-label={`Installationen ${room.name}`}>
        {room.inclusiveComponents.map((component) => (
          <Flex key={component.componentId} role="listitem" justify="space-between" gap="small">
            <Typography.Text type={component.componentDeleted ? 'secondary' : undefined}>
              {component.componentLabel}
              {component.componentDeleted && <DeletedTag />}
            </Typography.Text>
            <Typography.Text strong>{component.amount}×</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
