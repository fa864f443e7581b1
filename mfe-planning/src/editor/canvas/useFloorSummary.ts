import { useEffect, useMemo, useState } from 'react';
import type { Editor } from 'tldraw';
import { deriveFloorStructure } from '../domain/deriveFloor';
import { ROOM } from '../domain/planShapes';
import { uuidOfShape } from '../domain/recordIds';
import type { RoomShape } from '../shapes/shapeTypes';

export interface RoomSummary {
  shapeId: RoomShape['id'];
  label: string;
  roomTypeId: string | null;
  roomTypeName: string;
  installations: number;
}

export interface FloorSummary {
  rooms: RoomSummary[];
  /** Installations on this floor by component id. */
  counts: Record<string, number>;
}

function summarize(editor: Editor): FloorSummary {
  const shapes = editor.getCurrentPageShapes();
  const structure = deriveFloorStructure(shapes);
  const perRoom = new Map<string, number>();
  const counts: Record<string, number> = {};
  for (const placement of structure.placedElectricalComponents) {
    counts[placement.componentId] = (counts[placement.componentId] ?? 0) + 1;
    if (placement.roomId) perRoom.set(placement.roomId, (perRoom.get(placement.roomId) ?? 0) + 1);
  }
  const rooms = shapes
    .filter((shape): shape is RoomShape => shape.type === ROOM)
    .map((shape) => ({
      shapeId: shape.id,
      label: shape.props.label,
      roomTypeId: shape.props.roomTypeId,
      roomTypeName: shape.props.roomTypeName,
      installations: perRoom.get(uuidOfShape(shape.id)) ?? 0,
    }));
  return { rooms, counts };
}

/** Figures lag changes by at most this, so that changes in quick succession are counted once. */
const UPDATE_DELAY_MS = 120;

/** While shapes are dragged or a room is drawn, the figures wait: recounting a large floor would cost frames. */
const isGestureInProgress = (editor: Editor) => editor.inputs.isDragging || editor.inputs.isPointing;

/** Rooms and installation counts of the open floor, kept up to date with its changes. */
export function useFloorSummary(editor: Editor | null): FloorSummary {
  const [key, setKey] = useState('');
  useEffect(() => {
    if (!editor) return;
    // Compared as text, so that a change without effect on the figures renders nothing.
    const update = () => setKey(JSON.stringify(summarize(editor)));
    update();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const schedule = () => {
      timer ??= setTimeout(() => {
        timer = null;
        if (isGestureInProgress(editor)) schedule();
        else update();
      }, UPDATE_DELAY_MS);
    };
    const stop = editor.store.listen(schedule, { scope: 'document' });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [editor]);
  return useMemo(() => (key ? (JSON.parse(key) as FloorSummary) : { rooms: [], counts: {} }), [key]);
}
