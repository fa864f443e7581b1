import type { Editor, TLShapeId, VecLike } from 'tldraw';

/** A still animation of `translate` (which composes with tldraw's `transform` of the camera). */
const offset = (x: number, y: number): Keyframe[] => {
  const frame = { translate: `${x}px ${y}px` };
  return [frame, frame];
};

/**
 * Shows a drag of many shapes without touching the store: the shapes layer and the canvas with
 * the selection outline are moved by animations, which the browser's compositor applies without
 * painting or laying out thousands of shapes again (setting the style instead costs 30–100 ms a
 * frame on a floor of 2 000 installations). The few shapes that stay (the plan image) are shown
 * by copies on a layer beneath, which does not move, and are drawn under the moving ones until
 * the drag ends. The store gets the new positions once, at the end.
 */
export class GroupMovePreview {
  private readonly shapesLayer: HTMLElement;
  private readonly movingLayers: HTMLElement[];
  private readonly stillShapes: HTMLElement[];
  private readonly underlay: HTMLElement;
  private readonly animations: Animation[];

  constructor(
    private readonly editor: Editor,
    stillShapeIds: readonly TLShapeId[],
  ) {
    const container = editor.getContainer();
    this.shapesLayer = container.querySelector<HTMLElement>('.tl-shapes')!;
    this.movingLayers = [this.shapesLayer, ...container.querySelectorAll<HTMLElement>('.tl-canvas-overlays')];
    this.stillShapes = stillShapeIds.flatMap((id) => [...this.shapesLayer.querySelectorAll<HTMLElement>(`[data-shape-id="${CSS.escape(id)}"]`)]);

    this.underlay = container.ownerDocument.createElement('div');
    this.underlay.className = 'tl-html-layer planner-drag-underlay';
    this.underlay.setAttribute('aria-hidden', 'true');
    // Just beneath the shapes layer, above the canvas background.
    this.underlay.style.zIndex = getComputedStyle(this.shapesLayer).zIndex;
    for (const shape of this.stillShapes) {
      const copy = shape.cloneNode(true) as HTMLElement;
      // Only tldraw's shapes carry these; the copy is a picture of one.
      copy.removeAttribute('data-shape-id');
      copy.removeAttribute('data-shape-type');
      this.underlay.append(copy);
      shape.style.visibility = 'hidden';
    }
    this.shapesLayer.before(this.underlay);
    this.animations = this.movingLayers.map((layer) => layer.animate(offset(0, 0), { duration: Number.MAX_SAFE_INTEGER, fill: 'forwards' }));
    // tldraw finds shapes by their geometry; the browser need not hit-test thousands of elements on every move.
    this.shapesLayer.style.pointerEvents = 'none';
  }

  /** Shows the moving shapes `delta` page units away from where they are. */
  show(delta: VecLike) {
    const zoom = this.editor.getZoomLevel();
    // The camera may move while dragging (at the canvas' edge): the copies follow it.
    const camera = this.shapesLayer.style.transform;
    if (this.underlay.style.transform !== camera) this.underlay.style.transform = camera;
    // Whole pixels: at a fraction of a pixel, the browser would paint the layer again on every move.
    const frames = offset(Math.round(delta.x * zoom), Math.round(delta.y * zoom));
    for (const animation of this.animations) (animation.effect as KeyframeEffect).setKeyframes(frames);
  }

  clear() {
    this.underlay.remove();
    for (const shape of this.stillShapes) shape.style.visibility = '';
    for (const animation of this.animations) animation.cancel();
    this.shapesLayer.style.pointerEvents = '';
  }
}
