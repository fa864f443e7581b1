import { atom, type Atom, type Editor, type TLShapeId } from 'tldraw';
import type { Point } from '../domain/geometry';

/**
 * What the editor's own tools share with the page around the canvas. Session state only:
 * none of it is part of the saved document.
 */
export interface EditorSession {
  /** The installation type that a click on the plan places; null when none is chosen. */
  placement: Atom<string | null>;
  /** Corners of the room being drawn, in plan coordinates. */
  roomDraft: Atom<Point[]>;
  /** A drawn room waiting for its name in the room dialog. */
  pendingRoom: Atom<Point[] | null>;
  /** The installation clicked first for a connection line. */
  connectionStart: Atom<TLShapeId | null>;
  /** The pointer in plan coordinates while drawing, for the previews. */
  pointer: Atom<Point | null>;
  /** A room whose dialog should open (double-click on the room). */
  roomToEdit: Atom<TLShapeId | null>;
}

const sessions = new WeakMap<Editor, EditorSession>();

export function sessionOf(editor: Editor): EditorSession {
  let session = sessions.get(editor);
  if (!session) {
    session = {
      placement: atom('placement', null),
      roomDraft: atom('room draft', []),
      pendingRoom: atom('pending room', null),
      connectionStart: atom('connection start', null),
      pointer: atom('pointer', null),
      roomToEdit: atom('room to edit', null),
    };
    sessions.set(editor, session);
  }
  return session;
}
