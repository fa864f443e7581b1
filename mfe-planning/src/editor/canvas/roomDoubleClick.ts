import type { Editor, TLEventInfo } from 'tldraw';
import { ROOM } from '../domain/planShapes';
import type { RoomShape } from '../shapes/shapeTypes';
import { sessionOf } from './editorSession';

const isRoom = (shape: { type: string }): shape is RoomShape => shape.type === ROOM;

/** The smallest room around a point of the page: the inner one of two nested rooms. */
function innermostRoomAt(editor: Editor, point: { x: number; y: number }): RoomShape | undefined {
  return editor
    .getCurrentPageShapes()
    .filter(isRoom)
    .filter((room) => editor.isPointInShape(room, point, { hitInside: true }))
    .sort((a, b) => editor.getShapeGeometry(a).area - editor.getShapeGeometry(b).area)[0];
}

/**
 * A double click anywhere inside a room opens its dialog, like one on its outline (rooms are
 * drawn hollow, so tldraw only hits their outline). Installations and lines keep their own.
 */
export function openRoomOnDoubleClickInside(editor: Editor): () => void {
  const onEvent = (info: TLEventInfo) => {
    if (info.type !== 'click' || info.name !== 'double_click' || info.phase !== 'up') return;
    if (editor.getInstanceState().isReadonly || editor.getCurrentToolId() !== 'select') return;
    // A room's outline is handled by RoomShapeUtil; installations and lines have their own.
    if (info.target === 'shape' && (info.shape.type === ROOM || !info.shape.isLocked)) return;
    if (info.target === 'handle' || info.target === 'selection') return;
    const room = innermostRoomAt(editor, editor.inputs.currentPagePoint);
    if (room) sessionOf(editor).roomToEdit.set(room.id);
  };
  editor.on('event', onEvent);
  return () => editor.off('event', onEvent);
}
