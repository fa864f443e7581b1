import type { ConnectionLine, PlacedComponent, Room } from '@planner/api';
import { roomAt, type Point } from './geometry';
import {
  CONNECTION,
  INSTALLATION,
  isShape,
  ROOM,
  type ConnectionRecord,
  type InstallationRecord,
  type RoomRecord,
  type ShapeRecord,
} from './planShapes';
import { uuidOfShape } from './recordIds';

/** Rooms, placements and lines of a floor, as `PUT /floors/{id}` takes them. */
export interface FloorStructure {
  rooms: Room[];
  placedElectricalComponents: PlacedComponent[];
  connectionLines: ConnectionLine[];
}

/** Hundredths of a plan pixel are plenty and keep the payload short. */
const round = (value: number) => Math.round(value * 100) / 100;
const rounded = ({ x, y }: Point): Point => ({ x: round(x), y: round(y) });

/** A point of a shape in page (plan) coordinates, through the shape and any parent group. */
function toPage(shapes: ReadonlyMap<string, ShapeRecord>, shape: ShapeRecord, local: Point): Point {
  let point = local;
  for (let current: ShapeRecord | undefined = shape; current; current = shapes.get(current.parentId)) {
    const cos = Math.cos(current.rotation);
    const sin = Math.sin(current.rotation);
    point = { x: current.x + point.x * cos - point.y * sin, y: current.y + point.x * sin + point.y * cos };
  }
  return point;
}

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The structured floor of an editor document: rooms with their corners, each installation's
 * position (the centre of its icon) and the room whose polygon contains it, and the lines
 * between two existing, distinct installations (one line per pair).
 */
export function deriveFloorStructure(records: Iterable<unknown>): FloorStructure {
  const shapes = new Map<string, ShapeRecord>();
  for (const record of records) if (isShape(record)) shapes.set(record.id, record);
  const ofType = <T extends ShapeRecord>(type: string) => [...shapes.values()].filter((s): s is T => s.type === type);

  const rooms: Room[] = ofType<RoomRecord>(ROOM).map((shape) => ({
    id: uuidOfShape(shape.id),
    label: shape.props.label,
    roomType: shape.props.roomTypeId ? { id: shape.props.roomTypeId, name: shape.props.roomTypeName } : null,
    points: shape.props.points.map((point) => rounded(toPage(shapes, shape, point))),
  }));
  rooms.sort(byId);

  const installations = ofType<InstallationRecord>(INSTALLATION);
  const placedElectricalComponents: PlacedComponent[] = installations.map((shape) => {
    const half = shape.props.size / 2;
    const position = rounded(toPage(shapes, shape, { x: half, y: half }));
    return {
      id: uuidOfShape(shape.id),
      componentId: shape.props.componentId,
      roomId: roomAt(position, rooms),
      position,
    };
  });
  placedElectricalComponents.sort(byId);

  const installationIds = new Set(installations.map((shape) => shape.id));
  const pairs = new Set<string>();
  const connectionLines: ConnectionLine[] = [];
  for (const shape of ofType<ConnectionRecord>(CONNECTION)) {
    const { fromId, toId } = shape.props;
    if (fromId === toId || !installationIds.has(fromId) || !installationIds.has(toId)) continue;
    const pair = fromId < toId ? `${fromId} ${toId}` : `${toId} ${fromId}`;
    if (pairs.has(pair)) continue;
    pairs.add(pair);
    connectionLines.push({ id: uuidOfShape(shape.id), fromId: uuidOfShape(fromId), toId: uuidOfShape(toId) });
  }
  connectionLines.sort(byId);

  return { rooms, placedElectricalComponents, connectionLines };
}
