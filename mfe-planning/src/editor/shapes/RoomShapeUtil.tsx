import {
  getIndices,
  Polygon2d,
  Polyline2d,
  ShapeUtil,
  SVGContainer,
  T,
  Vec,
  type RecordProps,
  type TLHandle,
  type TLHandleDragInfo,
} from 'tldraw';
import { polygonArea, polygonCentroid } from '../domain/geometry';
import { ROOM } from '../domain/planShapes';
import { sessionOf } from '../canvas/editorSession';
import type { RoomShape } from './shapeTypes';

const ROOM_COLOR = '#1677ff';

/** A room: a polygon over the plan with its name in the middle; corners can be dragged. */
export class RoomShapeUtil extends ShapeUtil<RoomShape> {
  static override type = ROOM;
  static override props: RecordProps<RoomShape> = {
    points: T.arrayOf(T.object({ x: T.number, y: T.number })),
    label: T.string,
    roomTypeId: T.string.nullable(),
    roomTypeName: T.string,
  };

  getDefaultProps(): RoomShape['props'] {
    return { points: [], label: '', roomTypeId: null, roomTypeName: '' };
  }

  getGeometry(shape: RoomShape) {
    const points = shape.props.points.map((p) => new Vec(p.x, p.y));
    // Hit on the outline only: clicks inside a room reach the installations and the selection brush.
    if (points.length >= 3) return new Polygon2d({ points, isFilled: false });
    return new Polyline2d({ points: points.length >= 2 ? points : [new Vec(0, 0), new Vec(1, 1)] });
  }

  override getHandles(shape: RoomShape): TLHandle[] {
    const indices = getIndices(shape.props.points.length);
    return shape.props.points.map((point, i) => ({
      id: String(i),
      label: `Ecke ${i + 1}`,
      type: 'vertex',
      index: indices[i]!,
      x: point.x,
      y: point.y,
      snapType: 'point',
    }));
  }

  override onHandleDrag(shape: RoomShape, { handle }: TLHandleDragInfo<RoomShape>) {
    const index = Number(handle.id);
    return {
      id: shape.id,
      type: ROOM,
      props: { points: shape.props.points.map((point, i) => (i === index ? { x: handle.x, y: handle.y } : point)) },
    };
  }

  override onDoubleClick(shape: RoomShape) {
    sessionOf(this.editor).roomToEdit.set(shape.id);
  }

  override canResize() {
    return false;
  }
  override canBind() {
    return false;
  }
  override hideResizeHandles() {
    return true;
  }
  override hideRotateHandle() {
    return true;
  }
  override getAriaDescriptor(shape: RoomShape) {
    return `Raum ${shape.props.label}`;
  }

  component(shape: RoomShape) {
    const { points, label } = shape.props;
    const centre = polygonCentroid(points);
    // In plan pixels, so the name scales with the plan; small enough to fit the room's width.
    const width = Math.max(...points.map((p) => p.x)) - Math.min(...points.map((p) => p.x));
    const fontSize = Math.max(8, Math.min(Math.sqrt(polygonArea(points)) / 14, (width * 0.8) / Math.max(4, label.length * 0.6)));
    return (
      <SVGContainer style={{ overflow: 'visible' }}>
        <polygon
          points={points.map((p) => `${p.x},${p.y}`).join(' ')}
          fill={ROOM_COLOR}
          fillOpacity={0.08}
          stroke={ROOM_COLOR}
          strokeWidth={2}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
        <text
          x={centre.x}
          y={centre.y}
          fontSize={fontSize}
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
          fontWeight={600}
          textAnchor="middle"
          dominantBaseline="central"
          fill="#0b3d91"
          paintOrder="stroke"
          stroke="#fff"
          strokeWidth={fontSize / 6}
          style={{ userSelect: 'none' }}
        >
          {label}
        </text>
      </SVGContainer>
    );
  }

  getIndicatorPath(shape: RoomShape) {
    const path = new Path2D();
    shape.props.points.forEach((p, i) => (i === 0 ? path.moveTo(p.x, p.y) : path.lineTo(p.x, p.y)));
    path.closePath();
    return path;
  }
}
