import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { compareGermanText } from '@planner/api';
import { Button, Flex, Typography } from '@planner/ui';
import type { Editor } from 'tldraw';
import type { RoomSummary } from '../canvas/useFloorSummary';

/** Room names sorted as people read them: ignoring case, umlauts in place. */
export const sortRooms = (rooms: readonly RoomSummary[]) => [...rooms].sort((a, b) => compareGermanText(a.label, b.label));

export interface RoomsPanelProps {
  editor: Editor;
  rooms: RoomSummary[];
  readOnly: boolean;
  onEdit: (room: RoomSummary) => void;
  onDelete: (room: RoomSummary) => void;
}

const installationsText = (count: number) => (count === 1 ? '1 Installation' : `${count} Installationen`);

/** The floor's rooms; a click shows the room on the plan. */
export function RoomsPanel({ editor, rooms, readOnly, onEdit, onDelete }: RoomsPanelProps) {
  if (rooms.length === 0) return <Typography.Text type="secondary">Noch keine Räume erstellt.</Typography.Text>;

  const show = (room: RoomSummary) => {
    editor.select(room.shapeId);
    const bounds = editor.getShapePageBounds(room.shapeId);
    if (bounds) editor.zoomToBounds(bounds, { inset: 48, animation: { duration: 200 } });
  };

  return (
    <ul aria-label="Räume" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {sortRooms(rooms).map((room) => (
        <li key={room.shapeId} style={{ borderBottom: '1px solid #f0f0f0', padding: '4px 0' }}>
          <Flex align="center" gap={4}>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Button type="link" onClick={() => show(room)} style={{ padding: 0, height: 'auto', maxWidth: '100%' }}>
                <Typography.Text strong ellipsis>
                  {room.label}
                </Typography.Text>
              </Button>
              <div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {[room.roomTypeName, installationsText(room.installations)].filter(Boolean).join(' · ')}
                </Typography.Text>
              </div>
            </div>
            {!readOnly && (
              <>
                <Button type="text" icon={<EditOutlined />} aria-label={`${room.label} bearbeiten`} onClick={() => onEdit(room)} />
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${room.label} löschen`} onClick={() => onDelete(room)} />
              </>
            )}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
