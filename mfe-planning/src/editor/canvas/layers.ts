import { getIndexBetween, type Editor, type IndexKey } from 'tldraw';
import { CONNECTION, INSTALLATION, PLAN_IMAGE, ROOM } from '../domain/planShapes';

/** Stacking from the bottom: plan image, rooms, lines, installations. */
const LAYERS: Record<string, number> = { [PLAN_IMAGE]: 0, [ROOM]: 1, [CONNECTION]: 2, [INSTALLATION]: 3 };

/**
 * The index for a new shape of the given type: above every shape of its own and lower layers,
 * below the higher layers, so a new room does not cover installations and a line runs under
 * the icons it joins.
 */
export function indexForNewShape(editor: Editor, type: string): IndexKey | undefined {
  const layer = LAYERS[type] ?? Number.POSITIVE_INFINITY;
  let below: IndexKey | undefined;
  let above: IndexKey | undefined;
  for (const shape of editor.getCurrentPageShapes()) {
    if ((LAYERS[shape.type] ?? Number.POSITIVE_INFINITY) <= layer) {
      if (below === undefined || shape.index > below) below = shape.index;
    } else if (above === undefined || shape.index < above) {
      above = shape.index;
    }
  }
  if (below !== undefined && above !== undefined && below >= above) return undefined;
  return getIndexBetween(below, above);
}
