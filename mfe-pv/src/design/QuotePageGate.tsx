import type { ConfigurationPreview, Project } from '@planner/api';
import { ErrorState, LoadingState, NotFoundState } from '@planner/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useConfiguration, useProject } from './useDesignData';

interface LoadedQuery<T> {
  data: T | undefined;
  failure: unknown;
  isPending: boolean;
  refetch: () => Promise<unknown>;
}

interface QuotePageGateProps<T> {
  /** What the page shows of the quote, loaded beside its project and configuration. */
  query: LoadedQuery<T>;
  errorMessage: string;
  children: (project: Project, configuration: ConfigurationPreview, data: T) => ReactNode;
}

/** A PV page of a project's quote: loading, 'Angebot nicht gefunden.' (also for another project's quote), error with retry, or the page. */
export function QuotePageGate<T>({ query, errorMessage, children }: QuotePageGateProps<T>) {
  const { projectId = '', configurationId = '' } = useParams();
  const project = useProject(projectId);
  const configuration = useConfiguration(configurationId);

  if (project.isPending || configuration.isPending || query.isPending) return <LoadingState />;
  const belongsToProject = !configuration.data || configuration.data.projectId === projectId;
  if (project.failure || configuration.failure || query.failure || !belongsToProject) return <NotFoundState message="Angebot nicht gefunden." />;
  if (!project.data || !configuration.data || !query.data) {
    return <ErrorState message={errorMessage} onRetry={() => void Promise.all([project.refetch(), configuration.refetch(), query.refetch()])} />;
  }
  return children(project.data, configuration.data, query.data);
}
