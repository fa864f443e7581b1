import type { FloorStructure } from './deriveFloor';
import {
  CONNECTION,
  INSTALLATION,
  installationSizeFor,
  PLAN_IMAGE,
  ROOM,
  type ConnectionProps,
  type InstallationProps,
  type PlanImageProps,
  type RoomProps,
} from './planShapes';
import { shapeIdOf } from './recordIds';

/** A shape to create, bottom first: what the editor's `createShapes` takes. */
export type ShapeSeed =
  | { id: string; type: typeof PLAN_IMAGE; x: number; y: number; isLocked: true; props: PlanImageProps }
  | { id: string; type: typeof ROOM; x: number; y: number; props: RoomProps }
  | { id: string; type: typeof CONNECTION; x: number; y: number; props: ConnectionProps }
  | { id: string; type: typeof INSTALLATION; x: number; y: number; props: InstallationProps };

/** The id of the plan image shape; there is one per document. */
export const PLAN_IMAGE_SHAPE_ID = 'shape:plan-image';

/**
 * The editor shapes of a structured floor that has no editor document yet (created through
 * the API, or saved before the editor existed): the plan image at the origin, then rooms,
 * lines and installations, with the structured ids in the shape ids.
 */
export function shapesFromFloor(floor: FloorStructure, plan: PlanImageProps | null): ShapeSeed[] {
  const seeds: ShapeSeed[] = [];
  if (plan) seeds.push({ id: PLAN_IMAGE_SHAPE_ID, type: PLAN_IMAGE, x: 0, y: 0, isLocked: true, props: plan });
  for (const room of floor.rooms) {
    const x = Math.min(...room.points.map((p) => p.x));
    const y = Math.min(...room.points.map((p) => p.y));
    seeds.push({
      id: shapeIdOf(room.id),
      type: ROOM,
      x,
      y,
      props: {
        label: room.label,
        roomTypeId: room.roomType?.id ?? null,
        roomTypeName: room.roomType?.name ?? '',
        points: room.points.map((p) => ({ x: p.x - x, y: p.y - y })),
      },
    });
  }
  for (const line of floor.connectionLines) {
    seeds.push({
      id: shapeIdOf(line.id),
      type: CONNECTION,
      x: 0,
      y: 0,
      props: { fromId: shapeIdOf(line.fromId), toId: shapeIdOf(line.toId) },
    });
  }
  const size = installationSizeFor(plan);
  for (const placement of floor.placedElectricalComponents) {
    seeds.push({
      id: shapeIdOf(placement.id),
      type: INSTALLATION,
      x: placement.position.x - size / 2,
      y: placement.position.y - size / 2,
      props: { componentId: placement.componentId, size },
    });
  }
  return seeds;
}
