import { SelectTool, Vec, type Editor, type StateNode, type TLShape, type TLStateNodeConstructor } from 'tldraw';
import { canMoveAsGroup } from './groupMoveEligibility';
import { GroupMovePreview } from './groupMovePreview';

/** What of tldraw's translating state (not exported by tldraw) the plan's version builds on. */
interface TranslatingState extends StateNode {
  isCreating: boolean;
  isCloning: boolean;
  snapshot: { movingShapes: TLShape[]; averagePagePoint: Vec };
  updateShapes(): void;
  complete(): void;
}

const TRANSLATING = 'translating';
const TldrawTranslating = SelectTool.children().find((child) => child.id === TRANSLATING);
if (!TldrawTranslating) throw new Error('tldraw’s select tool has no translating state any more');
const Translating = TldrawTranslating as unknown as {
  new (editor: Editor, parent?: StateNode): TranslatingState;
  id: string;
};

/** The drag offset tldraw would apply without snapping to other shapes: axis lock with Shift, grid. */
function dragDelta(editor: Editor, averagePagePoint: Vec): Vec {
  const { inputs } = editor;
  const delta = Vec.Sub(inputs.getCurrentPagePoint(), inputs.getOriginPagePoint());
  if (inputs.getShiftKey()) {
    if (Math.abs(delta.x) < Math.abs(delta.y)) delta.x = 0;
    else delta.y = 0;
  }
  if (!editor.getInstanceState().isGridMode || inputs.getAccelKey()) return delta;
  const snapped = Vec.Add(averagePagePoint, delta).snapToGrid(editor.getDocumentSettings().gridSize);
  return Vec.Sub(snapped, averagePagePoint);
}

const isSnappingToShapes = (editor: Editor) => editor.user.getIsSnapMode() !== editor.inputs.getAccelKey();

/**
 * tldraw's translating, except that a drag of a large selection (select all on a floor of
 * thousands of installations) is shown by moving layers, and written to the store once at the
 * end: moving every shape in the store on every frame runs far below the frame rate there.
 */
class PlanTranslating extends Translating {
  static override id = TRANSLATING;

  /** The drag (tldraw's snapshot of it; Alt takes a new one) the preview below was decided for. */
  private decidedFor: object | null = null;
  private preview: GroupMovePreview | null = null;

  /**
   * Decided once per drag: a drag that went through the store once (Ctrl snaps to shapes) stays
   * there, or the preview would show the store's offset a second time.
   */
  private previewOfThisDrag(): GroupMovePreview | null {
    if (this.decidedFor === this.snapshot) return this.preview;
    this.endPreview();
    this.decidedFor = this.snapshot;
    const all = this.editor.getCurrentPageShapes();
    const { movingShapes } = this.snapshot;
    if (this.isCreating || this.isCloning || !canMoveAsGroup(movingShapes, all, this.editor.getCurrentPageId())) return null;
    const moving = new Set(movingShapes.map((shape) => shape.id));
    this.preview = new GroupMovePreview(
      this.editor,
      all.filter((shape) => !moving.has(shape.id)).map((shape) => shape.id),
    );
    return this.preview;
  }

  private endPreview() {
    this.preview?.clear();
    this.preview = null;
  }

  override updateShapes() {
    const preview = this.previewOfThisDrag();
    if (preview && !isSnappingToShapes(this.editor)) {
      preview.show(dragDelta(this.editor, this.snapshot.averagePagePoint));
      return;
    }
    this.endPreview();
    super.updateShapes();
  }

  /** Writes the final positions (tldraw's `complete` moves the shapes through the store once more). */
  override complete() {
    this.endPreview();
    super.complete();
  }

  override onExit(info: unknown, to: string) {
    this.endPreview();
    this.decidedFor = null;
    super.onExit?.(info, to);
  }
}

/** tldraw's select tool with the plan's translating state. */
export class PlanSelectTool extends SelectTool {
  static override children(): TLStateNodeConstructor[] {
    return SelectTool.children().map((child) => (child.id === TRANSLATING ? (PlanTranslating as unknown as TLStateNodeConstructor) : child));
  }
}
