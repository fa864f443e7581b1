import { CONNECTION } from '../../domain/planShapes';

/** Below this many moving shapes, tldraw moves them in the store on every frame, which is fast enough. */
export const GROUP_MOVE_MIN_SHAPES = 300;
/** Shapes that stay put are copied onto a layer of their own while the others move; beyond this, copying costs more than it saves. */
export const GROUP_MOVE_MAX_STILL_SHAPES = 500;

interface PlacedShape {
  id: string;
  type: string;
  parentId: string;
  props: object;
}

const endsOf = (shape: PlacedShape): [unknown, unknown] => {
  const props = shape.props as { fromId?: unknown; toId?: unknown };
  return [props.fromId, props.toId];
};

/**
 * Whether a drag of `moving` may be shown by moving the whole shapes layer and holding the
 * others in place, instead of moving every shape in the store on every frame: a large
 * selection of shapes that lie directly on the page, few others, and no line that stays
 * while one of its installations moves (it would have to stretch while dragging).
 */
export function canMoveAsGroup(moving: readonly PlacedShape[], all: readonly PlacedShape[], pageId: string): boolean {
  if (moving.length < GROUP_MOVE_MIN_SHAPES) return false;
  if (all.length - moving.length > GROUP_MOVE_MAX_STILL_SHAPES) return false;
  if (moving.some((shape) => shape.parentId !== pageId)) return false;
  const movingIds = new Set(moving.map((shape) => shape.id));
  return all.every(
    (shape) => movingIds.has(shape.id) || shape.type !== CONNECTION || !endsOf(shape).some((end) => movingIds.has(end as string)),
  );
}
