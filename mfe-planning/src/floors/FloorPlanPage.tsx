import { Alert, Card, ErrorState, LoadingState, NotFoundState, PageHeader, usePageTitle } from '@planner/ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { configurationPath } from '../configuration/paths';
import { useProject } from '../configuration/useConfiguration';
import { useFloor, useFloorImage } from './useFloors';

function useObjectUrl(blob: Blob | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}

/** A floor's plan image; the interactive editor replaces this page in a later release. */
export default function FloorPlanPage() {
  const { projectId = '', configurationId = '', floorId = '' } = useParams();
  const floor = useFloor(floorId);
  const project = useProject(projectId);
  const image = useFloorImage(floorId, floor.data?.hasImage ?? false);
  const imageUrl = useObjectUrl(image.data);
  usePageTitle(floor.data?.name ?? 'Grundriss');

  if (floor.isPending) return <LoadingState />;
  if (floor.failure || (floor.data && floor.data.configurationId !== configurationId)) {
    return <NotFoundState message="Grundriss nicht gefunden." />;
  }
  if (!floor.data) return <ErrorState message="Der Grundriss konnte nicht geladen werden." onRetry={() => void floor.refetch()} />;

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
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="Der interaktive Grundriss-Editor für Räume und Installationen folgt in Kürze. Bis dahin sehen Sie hier den hochgeladenen Grundriss."
      />
      <Card>
        {imageUrl ? (
          <img src={imageUrl} alt={`Grundriss ${floor.data.name}`} style={{ display: 'block', maxWidth: '100%', margin: '0 auto' }} />
        ) : image.isPending && floor.data.hasImage ? (
          <LoadingState />
        ) : (
          <Alert type="warning" message="Für dieses Stockwerk wurde noch kein Grundriss hochgeladen." />
        )}
      </Card>
    </>
  );
}
