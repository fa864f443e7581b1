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
  if (!start && document.data && !plan.isPending && !plan.failed) {
    const { version, document: saved } = document.data;
    const image = plan.image ? { w: plan.image.width, h: plan.image.height, src: planImagePath(floor.id) } : null;
    if (saved) setStart({ savedVersion: version, snapshot: expandDocument(saved) as unknown as TLStoreSnapshot, seeds: null });
    else if (structure.data) setStart({ savedVersion: version, snapshot: undefined, seeds: shapesFromFloor(structure.data, image) });
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
    <EditorWorkspace
      floor={floor}
      project={project}
      readOnly={readOnly}
      savedVersion={start.savedVersion}
      snapshot={start.snapshot}
      seeds={start.seeds}
      image={plan.image}
    />
  );
}
