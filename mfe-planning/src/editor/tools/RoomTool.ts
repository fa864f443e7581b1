import { StateNode, Vec, type TLPointerEventInfo } from 'tldraw';
import { sessionOf } from '../canvas/editorSession';

/** Screen pixels around the first corner within which a click closes the room. */
export const CLOSE_DISTANCE_PX = 10;
const MAX_CORNERS = 1000;

/**
 * Draws a room: each click adds a corner; a click on the first corner (or Enter) closes the
 * polygon once it has three corners and hands it to the room dialog. Escape drops the
 * corners, Backspace removes the last one.
 */
export class RoomTool extends StateNode {
  static override id = 'room';

  override onEnter() {
    this.editor.selectNone();
    this.editor.setCursor({ type: 'cross', rotation: 0 });
    sessionOf(this.editor).roomDraft.set([]);
  }

  override onExit() {
    const session = sessionOf(this.editor);
    session.roomDraft.set([]);
    session.pointer.set(null);
  }

  override onPointerMove() {
    sessionOf(this.editor).pointer.set(this.editor.inputs.getCurrentPagePoint().toJson());
  }

  override onPointerDown(info: TLPointerEventInfo) {
    if (info.button !== 0 || this.editor.getIsReadonly()) return;
    const session = sessionOf(this.editor);
    const point = this.editor.inputs.getCurrentPagePoint();
    const draft = session.roomDraft.get();
    const first = draft[0];
    if (first && draft.length >= 3) {
      const distance = Vec.Dist(this.editor.pageToScreen(first), this.editor.pageToScreen(point));
      if (distance <= CLOSE_DISTANCE_PX) return this.close();
    }
    if (draft.length >= MAX_CORNERS) return;
    session.roomDraft.set([...draft, { x: point.x, y: point.y }]);
  }

  override onKeyDown(info: { key: string }) {
    if (info.key === 'Enter') return this.close();
    if (info.key !== 'Backspace') return;
    const { roomDraft } = sessionOf(this.editor);
    roomDraft.set(roomDraft.get().slice(0, -1));
  }

  override onCancel() {
    const { roomDraft } = sessionOf(this.editor);
    if (roomDraft.get().length > 0) roomDraft.set([]);
    else this.editor.setCurrentTool('select');
  }

  private close() {
    const session = sessionOf(this.editor);
    const draft = session.roomDraft.get();
    if (draft.length < 3) return;
    session.pendingRoom.set(draft);
    session.roomDraft.set([]);
  }
}
