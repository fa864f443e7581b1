import { getIndexBetween, type Editor, type IndexKey, type TLShapeId, type TLShapePartial } from 'tldraw';
import { PLAN_IMAGE, planImagePath } from '../domain/planShapes';
import { PLAN_IMAGE_SHAPE_ID, type ShapeSeed } from '../domain/shapesFromFloor';
import type { PlanImageShape } from '../shapes/shapeTypes';

export interface PlanSetup {
  floorId: string;
  /** Size of the uploaded plan image; null when the floor has none. */
  image: { width: number; height: number } | null;
  /** Shapes to create when the floor has no editor document yet. */
  seeds: ShapeSeed[] | null;
}

/**
 * Brings a freshly opened document in line with the floor: creates the shapes of a floor
 * without document, and makes the plan image shape match the uploaded image (its size, and
 * its path after the quote was copied). Not undoable. Answers whether anything changed, so
 * that the result is saved.
 */
export function preparePlan(editor: Editor, { floorId, image, seeds }: PlanSetup): boolean {
  let changed = false;
  editor.run(
    () => {
      if (seeds && seeds.length > 0) {
        // The seeds carry the structured floor's ids in tldraw's `shape:` form.
        editor.createShapes(seeds as unknown as TLShapePartial[]);
        changed = true;
      }
      if (!image) return;
      const props = { w: image.width, h: image.height, src: planImagePath(floorId) };
      const id = PLAN_IMAGE_SHAPE_ID as TLShapeId;
      const shape = editor.getShape<PlanImageShape>(id);
      if (!shape) {
        const lowest = editor.getCurrentPageShapes().reduce<IndexKey | undefined>(
          (low, s) => (low === undefined || s.index < low ? s.index : low),
          undefined,
        );
        editor.createShape({ id, type: PLAN_IMAGE, x: 0, y: 0, isLocked: true, index: getIndexBetween(undefined, lowest), props });
        changed = true;
      } else if (shape.props.w !== props.w || shape.props.h !== props.h || shape.props.src !== props.src) {
        editor.updateShape({ id, type: PLAN_IMAGE, props });
        changed = true;
      }
    },
    { history: 'ignore', ignoreShapeLock: true },
  );
  return changed;
}
