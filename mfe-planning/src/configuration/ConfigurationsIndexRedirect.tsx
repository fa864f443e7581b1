import { LoadingState } from '@planner/ui';
import { useEffect } from 'react';
import { useParams } from 'react-router';

/**
 * `/projects/{id}/configurations` has no page of its own: the project's page lists its quotes.
 * The address is replaced (single-spa reroutes on it), so Back does not return here.
 */
export default function ConfigurationsIndexRedirect() {
  const { projectId } = useParams();
  useEffect(() => {
    window.history.replaceState(null, '', `/projects/${projectId}`);
  }, [projectId]);
  return <LoadingState />;
}
