import { useEditor, useValue, Vec } from 'tldraw';
import { sessionOf } from './editorSession';
import { CLOSE_DISTANCE_PX } from '../tools/RoomTool';

const COLOR = '#1677ff';
const LINE_COLOR = '#d46b08';

/**
 * Drawn on the canvas in plan coordinates: the corners of the room being drawn (the first one
 * highlighted when a click would close it), the drawn room waiting for its dialog, and the
 * installation picked first for a connection line.
 */
export function DrawingPreview() {
  const editor = useEditor();
  const session = sessionOf(editor);
  const draft = useValue('room draft', () => session.roomDraft.get(), [session]);
  const pending = useValue('pending room', () => session.pendingRoom.get(), [session]);
  const pointer = useValue('pointer', () => session.pointer.get(), [session]);
  const zoom = useValue('zoom', () => editor.getZoomLevel(), [editor]);
  const start = useValue(
    'connection start',
    () => {
      const id = session.connectionStart.get();
      return id ? (editor.getShapePageBounds(id) ?? null) : null;
    },
    [editor, session],
  );
  if (draft.length === 0 && !pending && !start) return null;

  const px = (pixels: number) => pixels / zoom;
  const first = draft[0];
  const closes =
    first && pointer && draft.length >= 3 && Vec.Dist(first, pointer) * zoom <= CLOSE_DISTANCE_PX;
  const open = [...draft, ...(pointer && !closes ? [pointer] : first && closes ? [first] : [])];

  return (
    <svg
      aria-hidden
      style={{ position: 'absolute', left: 0, top: 0, width: 1, height: 1, overflow: 'visible', pointerEvents: 'none', zIndex: 100_000 }}
    >
      {pending && (
        <polygon
          points={pending.map((p) => `${p.x},${p.y}`).join(' ')}
          fill={COLOR}
          fillOpacity={0.15}
          stroke={COLOR}
          strokeWidth={2}
          strokeDasharray="6 4"
          vectorEffect="non-scaling-stroke"
        />
      )}
      {draft.length > 0 && (
        <>
          <polyline
            points={open.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke={COLOR}
            strokeWidth={2}
            strokeDasharray="6 4"
            vectorEffect="non-scaling-stroke"
          />
          {draft.map((corner, index) => (
            <circle
              key={index}
              cx={corner.x}
              cy={corner.y}
              r={px(index === 0 ? (closes ? CLOSE_DISTANCE_PX : 6) : 4)}
              fill={index === 0 ? '#fff' : COLOR}
              stroke={COLOR}
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </>
      )}
      {start && (
        <>
          <rect
            x={start.x - px(4)}
            y={start.y - px(4)}
            width={start.w + px(8)}
            height={start.h + px(8)}
            fill="none"
            stroke={LINE_COLOR}
            strokeWidth={2}
            rx={px(4)}
            vectorEffect="non-scaling-stroke"
          />
          {pointer && (
            <line
              x1={start.center.x}
              y1={start.center.y}
              x2={pointer.x}
              y2={pointer.y}
              stroke={LINE_COLOR}
              strokeWidth={2}
              strokeDasharray="6 4"
              vectorEffect="non-scaling-stroke"
            />
          )}
        </>
      )}
    </svg>
  );
}
