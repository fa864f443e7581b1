import type { Project } from '@planner/api';
import { Alert, App, LoadingState, Result, useBreakpoint, useConfirmDelete } from '@planner/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { createShapeId, useValue, type Editor, type TLStoreSnapshot } from 'tldraw';
import { randomUuid } from '@planner/api';
import { CatalogueContext, PlanImageUrlContext } from './canvas/canvasContext';
import { sessionOf } from './canvas/editorSession';
import { indexForNewShape } from './canvas/layers';
import { useEditorVisibility } from './canvas/licenseGate';
import { PlanCanvas } from './canvas/PlanCanvas';
import { fitCameraToPlan, showWholePlan } from './canvas/camera';
import { preparePlan } from './canvas/preparePlan';
import { openRoomOnDoubleClickInside } from './canvas/roomDoubleClick';
import { registerPlanRules } from './canvas/sideEffects';
import { compositeShapesWhileCameraMoves } from './canvas/compositeWhileCameraMoves';
import { useFloorSummary, type RoomSummary } from './canvas/useFloorSummary';
import { useIconUrls } from './canvas/useIconUrls';
import { useAutoSave } from './data/useAutoSave';
import { useCatalogue, useRoomTypes, type PlanImage } from './data/useEditorData';
import { ROOM } from './domain/planShapes';
import type { EditedFloor } from './domain/editedFloor';
import type { ShapeSeed } from './domain/shapesFromFloor';
import type { RoomShape } from './shapes/shapeTypes';
import { EditorSidebar } from './ui/EditorSidebar';
import { EditorToolbar } from './ui/EditorToolbar';
import { RoomDialog, type RoomValues } from './ui/RoomDialog';
import { SaveIndicator } from './ui/SaveIndicator';

export interface EditorWorkspaceProps {
  floor: EditedFloor;
  project: Project | undefined;
  readOnly: boolean;
  savedVersion: number;
  snapshot: TLStoreSnapshot | undefined;
  seeds: ShapeSeed[] | null;
  image: PlanImage | null;
  /** Saves the document once it is shown, e.g. a person's own version restored over a newer one. */
  saveOnOpen?: boolean;
  /** The floor was saved elsewhere meanwhile; gets the document that could not be saved. */
  onConflict: (mine: Record<string, unknown>) => void;
}

type RoomDialogState = { kind: 'create' } | { kind: 'edit'; room: RoomSummary };

const SIDE_PANEL_ID = 'editor-side-panel';

/** Canvas with toolbar, the accordion beside it, the room dialogs and auto-save. */
export function EditorWorkspace(props: EditorWorkspaceProps) {
  const { floor, project, readOnly, savedVersion, snapshot, seeds, image, saveOnOpen = false, onConflict } = props;
  const [editor, setEditor] = useState<Editor | null>(null);
  const [saveAtStart, setSaveAtStart] = useState(false);
  const autoSave = useAutoSave(editor, floor, { savedVersion, enabled: !readOnly, saveAtStart, onConflict });
  const locked = readOnly || autoSave.fatalMessage !== null;
  const summary = useFloorSummary(editor);
  const catalogue = useCatalogue(Object.keys(summary.counts));
  const { roomTypes, failed: roomTypesMissing } = useRoomTypes(project);
  const canvasRef = useRef<HTMLDivElement>(null);
  const visibility = useEditorVisibility(canvasRef, !catalogue.isPending);
  const breakpoint = useBreakpoint();
  const wide = breakpoint !== 'mobile';
  // On a tablet the side panel starts hidden: the plan would otherwise be a narrow strip.
  const [sidePanelChoice, setSidePanelChoice] = useState<boolean | null>(null);
  const sidePanelOpen = !wide || (sidePanelChoice ?? breakpoint === 'desktop');
  const { message } = App.useApp();
  const { confirmDelete, confirmDeleteDialog } = useConfirmDelete();
  const [roomDialog, setRoomDialog] = useState<RoomDialogState | null>(null);
  const initiallyReadOnly = useRef(locked);

  const onMount = useCallback(
    (mounted: Editor) => {
      performance.mark('floor-plan-editor:mount');
      const changed = preparePlan(mounted, { floorId: floor.id, image, seeds });
      const unregister = registerPlanRules(mounted);
      const stopRoomDoubleClick = openRoomOnDoubleClickInside(mounted);
      const stopCompositing = compositeShapesWhileCameraMoves(mounted);
      mounted.updateInstanceState({ isReadonly: initiallyReadOnly.current });
      fitCameraToPlan(mounted, image);
      setSaveAtStart(changed || saveOnOpen);
      setEditor(mounted);
      return () => {
        unregister();
        stopRoomDoubleClick();
        stopCompositing();
        setEditor(null);
      };
    },
    [floor.id, image, seeds, saveOnOpen],
  );

  // Switching between phone and wider layouts, or showing or hiding the side panel, changes the
  // canvas size: show the whole plan again.
  useEffect(() => {
    if (!editor) return;
    const frame = requestAnimationFrame(() => {
      editor.updateViewportScreenBounds(editor.getContainer());
      showWholePlan(editor, false);
    });
    return () => cancelAnimationFrame(frame);
  }, [editor, wide, sidePanelOpen]);

  useEffect(() => {
    if (!editor) return;
    editor.updateInstanceState({ isReadonly: locked });
    if (locked) editor.setCurrentTool('select');
  }, [editor, locked]);

  // A drawn room or a double-clicked one opens the room dialog.
  const pendingRoom = useValue('pending room', () => (editor ? sessionOf(editor).pendingRoom.get() : null), [editor]);
  const roomToEdit = useValue('room to edit', () => (editor ? sessionOf(editor).roomToEdit.get() : null), [editor]);
  useEffect(() => {
    if (pendingRoom) setRoomDialog({ kind: 'create' });
  }, [pendingRoom]);
  useEffect(() => {
    if (!editor || !roomToEdit) return;
    sessionOf(editor).roomToEdit.set(null);
    const room = summary.rooms.find((r) => r.shapeId === roomToEdit);
    if (room && !locked) setRoomDialog({ kind: 'edit', room });
  }, [editor, roomToEdit, summary.rooms, locked]);

  const roomTypeName = (id: string | null) => roomTypes?.find((type) => type.id === id)?.name ?? '';

  const saveRoom = (values: RoomValues) => {
    if (!editor || !roomDialog) return;
    const props = { label: values.label, roomTypeId: values.roomTypeId, roomTypeName: roomTypeName(values.roomTypeId) };
    editor.markHistoryStoppingPoint('room');
    if (roomDialog.kind === 'edit') {
      editor.updateShape<RoomShape>({ id: roomDialog.room.shapeId, type: ROOM, props });
      return;
    }
    const corners = sessionOf(editor).pendingRoom.get() ?? [];
    const x = Math.min(...corners.map((p) => p.x));
    const y = Math.min(...corners.map((p) => p.y));
    editor.createShape<RoomShape>({
      id: createShapeId(randomUuid()),
      type: ROOM,
      x,
      y,
      index: indexForNewShape(editor, ROOM),
      props: { ...props, points: corners.map((p) => ({ x: p.x - x, y: p.y - y })) },
    });
    sessionOf(editor).pendingRoom.set(null);
  };

  const closeRoomDialog = () => {
    if (editor && roomDialog?.kind === 'create') sessionOf(editor).pendingRoom.set(null);
    setRoomDialog(null);
  };

  const deleteRoom = (room: RoomSummary) =>
    confirmDelete({
      subject: room.label,
      text: 'Der Raum wird vom Grundriss entfernt; seine Installationen bleiben erhalten.',
      confirmText: 'Raum löschen',
      successMessage: 'Raum gelöscht',
      onConfirm: async () => {
        editor?.markHistoryStoppingPoint('delete room');
        editor?.deleteShapes([room.shapeId]);
      },
    });

  useLeaveGuard(autoSave.queue);
  useEffect(() => {
    if (autoSave.fatalMessage) void message.error(autoSave.fatalMessage);
  }, [autoSave.fatalMessage, message]);

  const entries = useIconUrls(catalogue.byId);

  const height = wide ? 'max(480px, calc(100dvh - 210px))' : '62dvh';

  return (
    <>
      {autoSave.fatalMessage && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} message={`Änderungen werden nicht mehr gespeichert: ${autoSave.fatalMessage}`} />
      )}
      {!image && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message="Für dieses Stockwerk wurde noch kein Grundriss hochgeladen." />
      )}
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: wide && sidePanelOpen ? 'minmax(0, 1fr) minmax(260px, 340px)' : 'minmax(0, 1fr)',
          gap: 16,
          alignItems: 'start',
        }}
      >
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            height,
            minHeight: 360,
            background: '#fff',
            border: '1px solid #f0f0f0',
            borderRadius: 8,
            overflow: 'hidden',
          }}
        >
          {editor && (
            <EditorToolbar
              editor={editor}
              readOnly={locked}
              components={catalogue.components}
              sidePanel={
                wide
                  ? { open: sidePanelOpen, panelId: SIDE_PANEL_ID, onToggle: () => setSidePanelChoice(!sidePanelOpen) }
                  : undefined
              }
            />
          )}
          <div
            ref={canvasRef}
            data-testid="plan-canvas"
            data-ready={editor ? 'true' : undefined}
            // tldraw cannot fit the plan into a canvas of no size, e.g. while the layout switches to the phone layout.
            style={{ position: 'relative', flex: 1, minHeight: 240, minWidth: 240 }}
          >
            <div style={{ position: 'absolute', top: 8, right: 8, zIndex: 400, pointerEvents: 'none' }}>
              <SaveIndicator status={autoSave.status} />
            </div>
            <CatalogueContext.Provider value={entries}>
              <PlanImageUrlContext.Provider value={image?.url}>
                {/* Drawn once the icons are known, instead of drawing every installation twice. */}
                {catalogue.isPending ? <LoadingState /> : <PlanCanvas snapshot={snapshot} onMount={onMount} />}
              </PlanImageUrlContext.Provider>
            </CatalogueContext.Provider>
            {visibility !== 'shown' && (
              <div style={{ position: 'absolute', inset: 0, background: '#fff', overflow: 'auto', zIndex: 500 }}>
                {visibility === 'license' ? (
                  <Result
                    status="warning"
                    title="Der Grundriss-Editor ist nicht freigeschaltet."
                    subTitle="Für diese Installation ist kein gültiger Lizenzschlüssel des Zeichenprogramms (tldraw) hinterlegt, daher wird der Editor nicht angezeigt. Bitte wenden Sie sich an Ihren Administrator: Der Schlüssel wird beim Erstellen der Anwendung als TLDRAW_LICENSE_KEY angegeben."
                  />
                ) : (
                  <Result
                    status="warning"
                    title="Der Grundriss-Editor konnte nicht angezeigt werden."
                    subTitle="Möglicherweise fehlt der Lizenzschlüssel des Zeichenprogramms (TLDRAW_LICENSE_KEY) oder der Browser unterstützt den Editor nicht. Bitte laden Sie die Seite neu oder wenden Sie sich an Ihren Administrator."
                  />
                )}
              </div>
            )}
          </div>
        </div>
        {editor && (
          <div id={SIDE_PANEL_ID} hidden={!sidePanelOpen} style={wide ? { maxHeight: height, overflowY: 'auto' } : undefined}>
            <EditorSidebar
              editor={editor}
              floorId={floor.id}
              summary={summary}
              components={catalogue.components}
              componentsPending={catalogue.isPending}
              readOnly={locked}
              onEditRoom={(room) => setRoomDialog({ kind: 'edit', room })}
              onDeleteRoom={deleteRoom}
            />
          </div>
        )}
      </div>
      {roomDialog && (
        <RoomDialog
          initial={roomDialog.kind === 'edit' ? { label: roomDialog.room.label, roomTypeId: roomDialog.room.roomTypeId } : null}
          roomTypes={roomTypes}
          roomTypesMissing={roomTypesMissing}
          onSubmit={saveRoom}
          onClose={closeRoomDialog}
        />
      )}
      {confirmDeleteDialog}
    </>
  );
}

/**
 * Leaving the editor inside the app waits for pending changes to be saved; only when saving
 * fails does it ask whether to leave anyway. (Closing or reloading the tab warns through
 * `beforeunload`, see useAutoSave.)
 */
function useLeaveGuard(queue: ReturnType<typeof useAutoSave>['queue']) {
  const { modal } = App.useApp();
  const blocker = useBlocker(() => queue?.hasUnsavedChanges ?? false);
  const current = useRef(blocker);
  useEffect(() => {
    current.current = blocker;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked' || !queue) return;
    let cancelled = false;
    void queue.flush().then(() => {
      if (cancelled) return;
      if (!queue.hasUnsavedChanges) return current.current.proceed?.();
      modal.confirm({
        title: 'Änderungen nicht gespeichert',
        content: 'Die letzten Änderungen am Grundriss konnten nicht gespeichert werden. Möchten Sie die Seite trotzdem verlassen?',
        okText: 'Seite verlassen',
        cancelText: 'Auf der Seite bleiben',
        onOk: () => current.current.proceed?.(),
        onCancel: () => current.current.reset?.(),
      });
    });
    return () => {
      cancelled = true;
    };
  }, [blocker.state, queue, modal]);
}
