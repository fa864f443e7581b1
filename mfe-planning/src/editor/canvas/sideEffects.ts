import type { Editor, TLShape, TLShapeId } from 'tldraw';
import { CONNECTION, INSTALLATION, PLAN_IMAGE } from '../domain/planShapes';
import type { ConnectionShape } from '../shapes/shapeTypes';

const isConnection = (shape: TLShape): shape is ConnectionShape => shape.type === CONNECTION;

const connectionsOf = (editor: Editor, installationId: TLShapeId) =>
  editor
    .getCurrentPageShapes()
    .filter(isConnection)
    .filter((line) => line.props.fromId === installationId || line.props.toId === installationId)
    .map((line) => line.id);

/** Lines whose ends are not two distinct installations, or that repeat a pair already joined. */
function invalidConnections(editor: Editor, candidates: ReadonlySet<TLShapeId>): TLShapeId[] {
  const isInstallation = (id: string) => editor.getShape(id as TLShapeId)?.type === INSTALLATION;
  const pairOf = (line: ConnectionShape) => [line.props.fromId, line.props.toId].sort().join(' ');
  const existing = new Map<string, TLShapeId>();
  for (const line of editor.getCurrentPageShapes().filter(isConnection)) {
    if (!candidates.has(line.id)) existing.set(pairOf(line), line.id);
  }
  const invalid: TLShapeId[] = [];
  for (const id of candidates) {
    const line = editor.getShape(id);
    if (!line || !isConnection(line)) continue;
    const pair = pairOf(line);
    const { fromId, toId } = line.props;
    if (fromId === toId || !isInstallation(fromId) || !isInstallation(toId) || existing.has(pair)) invalid.push(id);
    else existing.set(pair, id);
  }
  return invalid;
}

/**
 * The rules of the plan that tldraw's own operations must keep too (delete, paste, duplicate,
 * undo): the plan image stays locked in place and cannot be deleted, lines go with their
 * installations, and lines that copying left dangling or doubled are removed. Dropped or
 * pasted files, text and links are ignored: the plan holds only its own shapes.
 */
export function registerPlanRules(editor: Editor): () => void {
  const createdLines = new Set<TLShapeId>();
  const cleanups = [
    editor.sideEffects.registerBeforeChangeHandler('shape', (prev, next) =>
      next.type === PLAN_IMAGE
        ? { ...next, x: prev.x, y: prev.y, rotation: 0, isLocked: true, parentId: prev.parentId }
        : next,
    ),
    editor.sideEffects.registerBeforeDeleteHandler('shape', (shape) => {
      if (shape.type === PLAN_IMAGE) return false;
      if (shape.type === INSTALLATION) {
        const lines = connectionsOf(editor, shape.id);
        if (lines.length > 0) editor.deleteShapes(lines);
      }
    }),
    editor.sideEffects.registerAfterCreateHandler('shape', (shape) => {
      if (shape.type === CONNECTION) createdLines.add(shape.id);
    }),
    editor.sideEffects.registerOperationCompleteHandler(() => {
      if (createdLines.size === 0) return;
      const invalid = invalidConnections(editor, new Set(createdLines));
      createdLines.clear();
      if (invalid.length > 0) editor.deleteShapes(invalid);
    }),
  ];
  for (const type of ['files', 'text', 'url', 'svg-text', 'embed', 'excalidraw'] as const) {
    editor.registerExternalContentHandler(type, null);
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}
