import { floorPlansPath, type ConfigurationPreview, type Project, type PvDesign } from '@planner/api';
import { useHasEnvironment, usePermission } from '@planner/platform';
import { Alert, Button, ErrorState, LoadingState, NotFoundState, PageHeader, usePageTitle } from '@planner/ui';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { navigateToUrl } from 'single-spa';
import { useConfiguration, useDesign, useDesignParts, useProject } from './useDesignData';

const DesignEditor = lazy(() => import('./editor/DesignEditor'));

function DesignLayout({ project, configuration, design }: { project: Project; configuration: ConfigurationPreview; design: PvDesign }) {
  usePageTitle(`PV-Anlage – ${configuration.name} – ${project.name}`);
  const plan = usePermission('plan');
  const electrical = useHasEnvironment('ElektroPlanner');
  const parts = useDesignParts();
  const readOnly = design.readOnly || !plan.allowed;
  return (
    <>
      <PageHeader
        title={`PV-Anlage: ${configuration.name}`}
        breadcrumbs={[
          { label: 'Projekte', href: '/projects' },
          { label: project.name, href: `/projects/${project.id}` },
          { label: configuration.name },
        ]}
        extra={
          electrical ? (
            <Button onClick={() => navigateToUrl(floorPlansPath(project.id, configuration.id))}>Elektroplanung öffnen</Button>
          ) : undefined
        }
      />
      {design.readOnly && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message="Das Angebot ist fertiggestellt oder wartet auf Freigabe; die PV-Anlage kann nur angesehen werden." />
      )}
      {!design.readOnly && !plan.allowed && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={plan.reason} />}
      {parts ? (
        <Suspense fallback={<LoadingState />}>
          <DesignEditor
            design={design}
            parts={parts}
            readOnly={readOnly}
            postcode={project.jobsite.location.zipCode}
            investmentCents={configuration.totalPrice}
          />
        </Suspense>
      ) : (
        <LoadingState />
      )}
    </>
  );
}

/** The PV design of a quote: roof faces, modules, inverters, strings and their check. */
export default function PvDesignPage() {
  const { projectId = '', configurationId = '' } = useParams();
  const project = useProject(projectId);
  const configuration = useConfiguration(configurationId);
  const design = useDesign(configurationId);

  if (project.isPending || configuration.isPending || design.isPending) return <LoadingState />;
  const belongsToProject = !configuration.data || configuration.data.projectId === projectId;
  if (project.failure || configuration.failure || design.failure || !belongsToProject) return <NotFoundState message="Angebot nicht gefunden." />;
  if (!project.data || !configuration.data || !design.data) {
    return (
      <ErrorState
        message="Die PV-Anlage konnte nicht geladen werden."
        onRetry={() => void Promise.all([project.refetch(), configuration.refetch(), design.refetch()])}
      />
    );
  }
  return <DesignLayout project={project.data} configuration={configuration.data} design={design.data} />;
}
