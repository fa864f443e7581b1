import type { ElectricalComponent } from '@planner/api';
import { Collapse, Typography } from '@planner/ui';
import type { Editor } from 'tldraw';
import type { FloorSummary, RoomSummary } from '../canvas/useFloorSummary';
import { CataloguePanel } from './CataloguePanel';
import { PricePanel } from './PricePanel';
import { RoomsPanel } from './RoomsPanel';

export interface EditorSidebarProps {
  editor: Editor;
  floorId: string;
  summary: FloorSummary;
  components: ElectricalComponent[];
  componentsPending: boolean;
  readOnly: boolean;
  onEditRoom: (room: RoomSummary) => void;
  onDeleteRoom: (room: RoomSummary) => void;
}

const count = (n: number) => <Typography.Text type="secondary">{n}</Typography.Text>;

/** The accordion beside the plan: rooms, the installation catalogue and this floor's price. */
export function EditorSidebar(props: EditorSidebarProps) {
  const { editor, summary, readOnly } = props;
  const placed = Object.values(summary.counts).reduce((sum, n) => sum + n, 0);
  return (
    <Collapse
      defaultActiveKey={['rooms', 'installations', 'price']}
      items={[
        {
          key: 'rooms',
          label: 'Räume',
          extra: count(summary.rooms.length),
          children: (
            <RoomsPanel
              editor={editor}
              rooms={summary.rooms}
              readOnly={readOnly}
              onEdit={props.onEditRoom}
              onDelete={props.onDeleteRoom}
            />
          ),
        },
        {
          key: 'installations',
          label: 'Installationen',
          extra: count(placed),
          children: (
            <CataloguePanel
              editor={editor}
              components={props.components}
              counts={summary.counts}
              readOnly={readOnly}
              isPending={props.componentsPending}
            />
          ),
        },
        { key: 'price', label: 'Preis', children: <PricePanel floorId={props.floorId} /> },
      ]}
    />
  );
}
