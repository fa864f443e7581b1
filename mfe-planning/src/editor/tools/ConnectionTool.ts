import { createShapeId, StateNode, type Editor, type TLPointerEventInfo, type TLShapeId } from 'tldraw';
import { randomUuid } from '@planner/api';
import { CONNECTION, INSTALLATION } from '../domain/planShapes';
import { sessionOf } from '../canvas/editorSession';
import { indexForNewShape } from '../canvas/layers';
import type { ConnectionShape } from '../shapes/shapeTypes';

/** Whether a line already joins the two installations, in either direction. */
export function areConnected(editor: Editor, a: TLShapeId, b: TLShapeId): boolean {
  return editor
    .getCurrentPageShapes()
    .some(
      (shape) =>
        shape.type === CONNECTION &&
        (((shape as ConnectionShape).props.fromId === a && (shape as ConnectionShape).props.toId === b) ||
          ((shape as ConnectionShape).props.fromId === b && (shape as ConnectionShape).props.toId === a)),
    );
}

/** Connects two installations clicked in turn; a click beside any installation starts over. */
export class ConnectionTool extends StateNode {
  static override id = 'connection';

  override onEnter() {
    this.editor.selectNone();
    this.editor.setCursor({ type: 'cross', rotation: 0 });
    sessionOf(this.editor).connectionStart.set(null);
  }

  override onExit() {
    const session = sessionOf(this.editor);
    session.connectionStart.set(null);
    session.pointer.set(null);
  }

  override onPointerMove() {
    sessionOf(this.editor).pointer.set(this.editor.inputs.getCurrentPagePoint().toJson());
  }

  override onPointerDown(info: TLPointerEventInfo) {
    if (info.button !== 0 || this.editor.getIsReadonly()) return;
    const { connectionStart } = sessionOf(this.editor);
    const hit = this.editor.getShapeAtPoint(this.editor.inputs.getCurrentPagePoint(), {
      hitInside: true,
      margin: 4 / this.editor.getZoomLevel(),
      filter: (shape) => shape.type === INSTALLATION,
    });
    const start = connectionStart.get();
    if (!hit) return connectionStart.set(null);
    if (!start || start === hit.id || !this.editor.getShape(start)) return connectionStart.set(hit.id);
    if (!areConnected(this.editor, start, hit.id)) {
      this.editor.markHistoryStoppingPoint('connect installations');
      this.editor.createShape({
        id: createShapeId(randomUuid()),
        type: CONNECTION,
        index: indexForNewShape(this.editor, CONNECTION),
        x: 0,
        y: 0,
        props: { fromId: start, toId: hit.id },
      });
    }
    connectionStart.set(null);
  }

  override onCancel() {
    const { connectionStart } = sessionOf(this.editor);
    if (connectionStart.get()) connectionStart.set(null);
    else this.editor.setCurrentTool('select');
  }
}
