import { useComponentSelector, usePermission } from '@planner/platform';
import { Alert, ErrorState, LoadingState, NotFoundState, PageHeader, usePageTitle } from '@planner/ui';
import { lazy, Suspense, useLayoutEffect } from 'react';
import { useParams } from 'react-router';
import { configurationPath } from '../configuration/paths';
import { isReadOnly } from '../configuration/readOnly';
import { useConfiguration, useProject } from '../configuration/useConfiguration';
import { dropPrefetched, prefetchEditorData } from '../editor/data/prefetch';
import { loadFloorPlanEditor } from './floorPlanCode';
import { useFloors } from './useFloors';

// tldraw is loaded with the editor only (and ahead of it by the floor list), never by the other pages of the app.
const FloorPlanEditor = lazy(loadFloorPlanEditor);

/** A floor plan in the editor: rooms, installations and connection lines over the uploaded plan. */
export default function FloorPlanPage() {
  const { projectId = '', configurationId = '', floorId = '' } = useParams();
  // Name and plan come from the quote's floor list, which the page before it has usually loaded.
  const floors = useFloors(configurationId);
  const listed = floors.data?.find((candidate) => candidate.id === floorId);
  const project = useProject(projectId);
  const configuration = useConfiguration(configurationId);
  const plan = usePermission('plan');
  usePageTitle(listed?.name ?? 'Grundriss');
  // The editor's code, document, plan image and installation types load while the floor and the quote load.
  // A layout effect, because the editor's own queries start in its passive effects: when floor and
  // quote are already cached, the editor mounts with this page and takes what is prefetched here.
  useComponentSelector();
  useLayoutEffect(() => {
    prefetchEditorData(floorId);
    // A failed download shows when the editor itself is rendered.
    loadFloorPlanEditor().catch(() => undefined);
    return () => dropPrefetched(floorId);
  }, [floorId]);

  // A floor added elsewhere may be missing from a cached list until it is fetched again.
  if (floors.isPending || configuration.isPending || (!listed && floors.isFetching)) return <LoadingState />;
  if (floors.failure || (floors.data && !listed)) return <NotFoundState message="Grundriss nicht gefunden." />;
  if (!listed || !configuration.data) {
    return (
      <ErrorState
        message="Der Grundriss konnte nicht geladen werden."
        onRetry={() => void Promise.all([floors.refetch(), configuration.refetch()])}
      />
    );
  }
  const readOnly = isReadOnly(configuration.data) || !plan.allowed;
  const floor = { id: listed.id, name: listed.name, configurationId, hasImage: listed.hasImage };

  return (
    <>
      <PageHeader
        title={floor.name}
        breadcrumbs={[
          { label: 'Projekte', href: '/projects' },
          ...(project.data ? [{ label: project.data.name, href: `/projects/${projectId}` }] : []),
          { label: 'Stockwerke', href: configurationPath(projectId, configurationId) },
          { label: floor.name },
        ]}
      />
      {readOnly && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={
            plan.allowed
              ? 'Dieses Angebot ist nicht mehr in Bearbeitung. Der Grundriss kann angesehen, aber nicht geändert werden.'
              : `${plan.reason} Der Grundriss kann angesehen, aber nicht geändert werden.`
          }
        />
      )}
      <Suspense fallback={<LoadingState />}>
        {project.isPending ? (
          <LoadingState />
        ) : (
          <FloorPlanEditor floor={floor} project={project.data} readOnly={readOnly} />
        )}
      </Suspense>
    </>
  );
}
