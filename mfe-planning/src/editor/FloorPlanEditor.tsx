import type { Project } from '@planner/api';
import { ErrorState, LoadingState } from '@planner/ui';
import { useState } from 'react';
import type { TLStoreSnapshot } from 'tldraw';
import { useFloor } from '../floors/useFloors';
import { usePlanDocument, usePlanImage } from './data/useEditorData';
import { expandDocument } from './domain/compactDocument';
import type { EditedFloor } from './domain/editedFloor';
import { planImagePath } from './domain/planShapes';
import { shapesFromFloor, type ShapeSeed } from './domain/shapesFromFloor';
import { SaveConflictNotice } from './data/SaveConflictNotice';
import { EditorWorkspace } from './EditorWorkspace';

export interface FloorPlanEditorProps {
  floor: EditedFloor;
  project: Project | undefined;
  readOnly: boolean;
}

interface Start {
  savedVersion: number;
  snapshot: TLStoreSnapshot | undefined;
  seeds: ShapeSeed[] | null;
  /** A person's own document restored over a newer one: saved as soon as it is shown. */
  saveOnOpen?: boolean;
}

/**
 * The floor plan editor (tldraw), loaded only with this page: the saved document, or for a
 * floor without one the shapes of its structured floor, over the plan image.
 */
export default function FloorPlanEditor({ floor, project, readOnly }: FloorPlanEditorProps) {
  const document = usePlanDocument(floor.id);
  const plan = usePlanImage(floor.id, floor.hasImage);
  // Only a floor the editor never saved is built from its structure (rooms, placements, lines).
  const neverSaved = document.data !== undefined && document.data.document === null;
  const structure = useFloor(floor.id, neverSaved);
  // Taken once: the editor owns the document from then on, later refetches must not reload it.
  const [start, setStart] = useState<Start | null>(null);
  // The document this window could not save because the floor was saved elsewhere meanwhile.
  const [unsaved, setUnsaved] = useState<Record<string, unknown> | null>(null);
  const [opened, setOpened] = useState(0);
  const showNewer = (mine: Record<string, unknown>) => {
    setUnsaved(mine);
    setStart(null);
    void document.refetch();
  };
  const restoreMine = () => {
    if (!unsaved || !document.data) return;
    setStart({ savedVersion: document.data.version, snapshot: expandDocument(unsaved) as unknown as TLStoreSnapshot, seeds: null, saveOnOpen: true });
    setOpened((count) => count + 1);
    setUnsaved(null);
  };
  if (!start && document.data && !document.isFetching && !plan.isPending && !plan.failed) {
    const { version, document: saved } = document.data;
    const image = plan.image ? { w: plan.image.width, h: plan.image.height, src: planImagePath(floor.id) } : null;
    const next: Start | null = saved
      ? { savedVersion: version, snapshot: expandDocument(saved) as unknown as TLStoreSnapshot, seeds: null }
      : structure.data
        ? { savedVersion: version, snapshot: undefined, seeds: shapesFromFloor(structure.data, image) }
        : null;
    if (next) {
      setStart(next);
      setOpened((count) => count + 1);
    }
  }

  if (plan.failed) return <ErrorState message="Der Grundriss konnte nicht geladen werden." onRetry={plan.retry} />;
  if (document.isPending || plan.isPending) return <LoadingState />;
  if (!document.data) {
    return <ErrorState message="Der Grundriss konnte nicht geladen werden." onRetry={() => void document.refetch()} />;
  }
  if (neverSaved && structure.isPending) return <LoadingState />;
  if (neverSaved && !structure.data) {
    return <ErrorState message="Der Grundriss konnte nicht geladen werden." onRetry={() => void structure.refetch()} />;
  }
  if (!start) return <LoadingState />;

  return (
    <>
      {unsaved && <SaveConflictNotice onRestoreMine={restoreMine} onDiscardMine={() => setUnsaved(null)} />}
      <EditorWorkspace
        // Each document shown (the newer one after a conflict, or one's own restored) is a new editor.
        key={opened}
        floor={floor}
        project={project}
        readOnly={readOnly}
        savedVersion={start.savedVersion}
        snapshot={start.snapshot}
        seeds={start.seeds}
        image={plan.image}
        saveOnOpen={start.saveOnOpen}
        onConflict={showNewer}
      />
    </>
  );
}
