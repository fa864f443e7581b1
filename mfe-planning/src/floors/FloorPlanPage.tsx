import { useComponentSelector } from '@planner/platform';
import { Alert, ErrorState, LoadingState, NotFoundState, PageHeader, usePageTitle } from '@planner/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { configurationPath } from '../configuration/paths';
import { isReadOnly } from '../configuration/readOnly';
import { useConfiguration, useProject } from '../configuration/useConfiguration';
import { dropPrefetched, prefetchEditorData } from '../editor/data/prefetch';
import { loadFloorPlanEditor } from './floorPlanCode';
import { useFloor } from './useFloors';

// tldraw is loaded with the editor only (and ahead of it by the floor list), never by the other pages of the app.
const FloorPlanEditor = lazy(loadFloorPlanEditor);

/** A floor plan in the editor: rooms, installations and connection lines over the uploaded plan. */
export default function FloorPlanPage() {
  const { projectId = '', configurationId = '', floorId = '' } = useParams();
  const floor = useFloor(floorId);
  const project = useProject(projectId);
  const configuration = useConfiguration(configurationId);
  usePageTitle(floor.data?.name ?? 'Grundriss');
  // The editor's code, document, plan image and installation types load while the floor and the quote load.
  useComponentSelector();
  useEffect(() => {
    prefetchEditorData(floorId);
    // A failed download shows when the editor itself is rendered.
    loadFloorPlanEditor().catch(() => undefined);
    return () => dropPrefetched(floorId);
  }, [floorId]);

  if (floor.isPending || configuration.isPending) return <LoadingState />;
  if (floor.failure || (floor.data && floor.data.configurationId !== configurationId)) {
    return <NotFoundState message="Grundriss nicht gefunden." />;
  }
  if (!floor.data || !configuration.data) {
    return (
      <ErrorState
        message="Der Grundriss konnte nicht geladen werden."
        onRetry={() => void Promise.all([floor.refetch(), configuration.refetch()])}
      />
    );
  }
  const readOnly = isReadOnly(configuration.data);

  return (
    <>
      <PageHeader
        title={floor.data.name}
        breadcrumbs={[
          { label: 'Projekte', href: '/projects' },
          ...(project.data ? [{ label: project.data.name, href: `/projects/${projectId}` }] : []),
          { label: 'Stockwerke', href: configurationPath(projectId, configurationId) },
          { label: floor.data.name },
        ]}
      />
      {readOnly && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message="Dieses Angebot ist nicht mehr in Bearbeitung. Der Grundriss kann angesehen, aber nicht geändert werden."
        />
      )}
      <Suspense fallback={<LoadingState />}>
        {project.isPending ? (
          <LoadingState />
        ) : (
          <FloorPlanEditor floor={floor.data} project={project.data} readOnly={readOnly} />
        )}
      </Suspense>
    </>
  );
}
