import type { PlacedPvModule, RoofFace } from '@planner/api/pv';
import { useRef, useState, type PointerEvent } from 'react';
import { moduleRect } from '../roofGeometry';

export type FaceTool = 'select' | 'add' | 'strings';

const OBSTACLE_LABELS = { Chimney: 'Schornstein', RoofWindow: 'Dachfenster', Vent: 'Lüfter' } as const;
/** Colours of the strings, repeated when there are more. */
export const STRING_COLOURS = ['#1677ff', '#fa8c16', '#52c41a', '#eb2f96', '#13c2c2', '#722ed1', '#fadb14', '#a0d911'];

export interface FaceViewProps {
  face: RoofFace;
  moduleSize: { longer: number; shorter: number } | null;
  tool: FaceTool;
  selected: ReadonlySet<string>;
  /** Index of each module's string, for its colour. */
  stringOf: ReadonlyMap<string, number>;
  readOnly: boolean;
  onSelect: (ids: Set<string>) => void;
  onModuleClick: (id: string) => void;
  onAdd: (point: { x: number; y: number }) => void;
  onMove: (ids: ReadonlySet<string>, dx: number, dy: number) => void;
}

const MARGIN = 0.3;

/**
 * One roof face to scale in metres (plain SVG): outline, edge clearance, obstacles and modules.
 * A module is selected by a click (with Shift or Strg added to the selection); dragging a selected
 * module moves the whole selection and is saved once, when it is dropped.
 */
export function FaceView({ face, moduleSize, tool, selected, stringOf, readOnly, onSelect, onModuleClick, onAdd, onMove }: FaceViewProps) {
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ start: { x: number; y: number }; moved: boolean } | null>(null);
  const [offset, setOffset] = useState<{ dx: number; dy: number } | null>(null);
  const width = Math.max(...face.outline.map((point) => point.x));
  const height = Math.max(...face.outline.map((point) => point.y));

  const toFace = (event: PointerEvent): { x: number; y: number } => {
    const matrix = svg.current?.getScreenCTM();
    if (!svg.current || !matrix) return { x: 0, y: 0 };
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  };

  const pressModule = (event: PointerEvent, module: PlacedPvModule) => {
    event.stopPropagation();
    if (readOnly) return;
    if (tool === 'strings') {
      onModuleClick(module.id);
      return;
    }
    if (tool !== 'select') return;
    const additive = event.shiftKey || event.ctrlKey || event.metaKey;
    if (additive) {
      const next = new Set(selected);
      if (next.has(module.id)) next.delete(module.id);
      else next.add(module.id);
      onSelect(next);
      return;
    }
    if (!selected.has(module.id)) onSelect(new Set([module.id]));
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    drag.current = { start: toFace(event), moved: false };
  };

  const movePointer = (event: PointerEvent) => {
    if (!drag.current) return;
    const point = toFace(event);
    const dx = point.x - drag.current.start.x;
    const dy = point.y - drag.current.start.y;
    if (Math.abs(dx) + Math.abs(dy) > 0.02) drag.current.moved = true;
    if (drag.current.moved) setOffset({ dx, dy });
  };

  const releasePointer = () => {
    if (drag.current?.moved && offset) onMove(selected, offset.dx, offset.dy);
    drag.current = null;
    setOffset(null);
  };

  const pressBackground = (event: PointerEvent) => {
    if (readOnly) return;
    if (tool === 'add') onAdd(toFace(event));
    else if (tool === 'select') onSelect(new Set());
  };

  const outline = face.outline.map((point) => `${point.x},${point.y}`).join(' ');
  return (
    <svg
      ref={svg}
      role="img"
      aria-label={`Dachfläche ${face.name}: ${face.modules.length} Module`}
      viewBox={`${-MARGIN} ${-MARGIN} ${width + 2 * MARGIN} ${height + 2 * MARGIN}`}
      style={{ width: '100%', maxHeight: 520, touchAction: 'none', background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 8 }}
      onPointerDown={pressBackground}
      onPointerMove={movePointer}
      onPointerUp={releasePointer}
      onPointerCancel={releasePointer}
      data-testid="face-view"
    >
      <polygon points={outline} fill="#e6d2bd" stroke="#8c6d4f" strokeWidth={0.05} />
      {face.obstacles.map((obstacle) => (
        <g key={obstacle.id}>
          <rect x={obstacle.x} y={obstacle.y} width={obstacle.width} height={obstacle.height} fill="#8c8c8c" />
          <title>{OBSTACLE_LABELS[obstacle.kind]}</title>
        </g>
      ))}
      {moduleSize &&
        face.modules.map((module) => {
          const rect = moduleRect(module, moduleSize);
          const isSelected = selected.has(module.id);
          const shift = isSelected && offset ? offset : { dx: 0, dy: 0 };
          const string = stringOf.get(module.id);
          return (
            <rect
              key={module.id}
              data-testid="pv-module"
              data-string={string === undefined ? '' : String(string + 1)}
              x={rect.x + shift.dx}
              y={rect.y + shift.dy}
              width={rect.width}
              height={rect.height}
              fill={string === undefined ? '#1f2a44' : STRING_COLOURS[string % STRING_COLOURS.length]}
              fillOpacity={string === undefined ? 0.9 : 0.75}
              stroke={isSelected ? '#ff4d4f' : '#ffffff'}
              strokeWidth={isSelected ? 0.06 : 0.02}
              style={{ cursor: readOnly ? 'default' : tool === 'select' ? 'move' : 'pointer' }}
              onPointerDown={(event) => pressModule(event, module)}
            />
          );
        })}
    </svg>
  );
}
